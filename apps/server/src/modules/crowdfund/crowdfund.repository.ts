import { and, count, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { CrowdfundStatus, ReservationStatus } from '@emall/contract';
import type { Executor } from '../../db/client.ts';
import { goods, goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
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

/** Reserved (0) while active, Remind (1) once its start was announced to the user, else null. */
export async function reservationStatus(db: Executor, userId: number, crowdfundNo: string): Promise<number | null> {
  const [row] = await db
    .select({ status: crowdfundReservations.status })
    .from(crowdfundReservations)
    .where(
      and(
        eq(crowdfundReservations.userId, userId),
        eq(crowdfundReservations.crowdfundNo, crowdfundNo),
        inArray(crowdfundReservations.status, [ReservationStatus.Reserved, ReservationStatus.Remind]),
      ),
    )
    .orderBy(crowdfundReservations.status)
    .limit(1);
  return row?.status ?? null;
}

/** Active reservations of published crowdfunds running now: the users to remind (issue 19). */
export function findDueReminders(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: crowdfundReservations.id, userId: crowdfundReservations.userId, crowdfundNo: crowdfundReservations.crowdfundNo, goodsName: goods.name })
    .from(crowdfundReservations)
    .innerJoin(goodsCrowdfunds, eq(goodsCrowdfunds.crowdfundNo, crowdfundReservations.crowdfundNo))
    .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
    .where(
      and(
        eq(crowdfundReservations.status, ReservationStatus.Reserved),
        lte(goodsCrowdfunds.startAt, now),
        gt(goodsCrowdfunds.endAt, now),
        notInArray(goodsCrowdfunds.status, [CrowdfundStatus.Draft, CrowdfundStatus.Off]),
      ),
    )
    .orderBy(crowdfundReservations.id)
    .limit(limit);
}

/** Reserved → Remind, only from Reserved: true for the one caller that moved it. */
export async function markReminded(db: Executor, id: number): Promise<boolean> {
  const moved = await db
    .update(crowdfundReservations)
    .set({ status: ReservationStatus.Remind })
    .where(and(eq(crowdfundReservations.id, id), eq(crowdfundReservations.status, ReservationStatus.Reserved)))
    .returning({ id: crowdfundReservations.id });
  return moved.length > 0;
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
