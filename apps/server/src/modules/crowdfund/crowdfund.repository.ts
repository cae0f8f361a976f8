import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ReservationStatus } from '@emall/contract';
import type { Executor } from '../../db/client.ts';
import { crowdfundReservations } from './crowdfund.table.ts';

const active = (userId: number, crowdfundNo: string) =>
  and(
    eq(crowdfundReservations.userId, userId),
    eq(crowdfundReservations.crowdfundNo, crowdfundNo),
    eq(crowdfundReservations.status, ReservationStatus.Reserved),
  );

/** Reserves; an active reservation already there is kept (the partial unique key decides races). */
export async function insertReservation(db: Executor, userId: number, crowdfundNo: string, at: Date): Promise<void> {
  await db
    .insert(crowdfundReservations)
    .values({ userId, crowdfundNo, status: ReservationStatus.Reserved, createdAt: at })
    .onConflictDoNothing({
      target: [crowdfundReservations.userId, crowdfundReservations.crowdfundNo],
      where: sql`${crowdfundReservations.status} = ${sql.raw(String(ReservationStatus.Reserved))}`,
    });
}

/** Cancels the active reservation, if any; the row stays as history. */
export async function cancelReservation(db: Executor, userId: number, crowdfundNo: string, at: Date): Promise<void> {
  await db
    .update(crowdfundReservations)
    .set({ status: ReservationStatus.UnReserved, cancelledAt: at })
    .where(active(userId, crowdfundNo));
}

export async function hasActiveReservation(db: Executor, userId: number, crowdfundNo: string): Promise<boolean> {
  const [row] = await db.select({ id: crowdfundReservations.id }).from(crowdfundReservations).where(active(userId, crowdfundNo)).limit(1);
  return row !== undefined;
}

export async function countActiveReservations(db: Executor, crowdfundNo: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crowdfundReservations)
    .where(and(eq(crowdfundReservations.crowdfundNo, crowdfundNo), eq(crowdfundReservations.status, ReservationStatus.Reserved)));
  return row?.n ?? 0;
}

/** Active reservations of each crowdfund named, in one query. */
export async function countActiveReservationsOf(db: Executor, crowdfundNos: readonly string[]): Promise<Map<string, number>> {
  if (crowdfundNos.length === 0) return new Map();
  const rows = await db
    .select({ crowdfundNo: crowdfundReservations.crowdfundNo, n: count() })
    .from(crowdfundReservations)
    .where(and(inArray(crowdfundReservations.crowdfundNo, [...new Set(crowdfundNos)]), eq(crowdfundReservations.status, ReservationStatus.Reserved)))
    .groupBy(crowdfundReservations.crowdfundNo);
  return new Map(rows.map((r) => [r.crowdfundNo, r.n]));
}
