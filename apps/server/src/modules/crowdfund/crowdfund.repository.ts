import { and, count, eq, sql } from 'drizzle-orm';
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
