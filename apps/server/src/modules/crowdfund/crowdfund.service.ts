import { ActivityType, CrowdfundStatus, ErrorCode, ReservationStatus, type CrowdfundReservation } from '@emall/contract';
import { isCrowdfundPreheatAt } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findCrowdfund, findCrowdfundOf, requireGoods, type CrowdfundRow } from '../catalogue/catalogue.service.ts';
import * as repo from './crowdfund.repository.ts';

/** A crowdfund shoppers may see: of a crowdfunding goods on the shelf, and not a draft. */
function visible(crowdfund: CrowdfundRow | undefined, activityType: number): crowdfund is CrowdfundRow {
  return crowdfund !== undefined && activityType === ActivityType.CROWDFUNDING && crowdfund.status !== CrowdfundStatus.Draft;
}

async function requireCrowdfund(ctx: AppContext, crowdfundNo: string): Promise<CrowdfundRow> {
  const found = await findCrowdfund(ctx.db, crowdfundNo);
  if (!found || !visible(found.crowdfund, found.goods.activityType)) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
  return found.crowdfund;
}

async function resultOf(ctx: AppContext, crowdfundNo: string, appointmentStatus: number): Promise<CrowdfundReservation> {
  return { crowdfundNo, appointmentStatus, reservedCount: await repo.countActiveReservations(ctx.db, crowdfundNo) };
}

/** The user's reservation state of a crowdfund (§4): Reserved 0 while active, Remind 1 once reminded, else UnReserved 2 (guests too). */
export async function appointmentStatusOf(ctx: AppContext, userId: number | null, crowdfundNo: string): Promise<number> {
  if (userId === null) return ReservationStatus.UnReserved;
  return (await repo.reservationStatus(ctx.db, userId, crowdfundNo)) ?? ReservationStatus.UnReserved;
}

/** A reservation whose crowdfund has started: its user is reminded once (issue 19). */
export interface DueReminder {
  id: number;
  userId: number;
  crowdfundNo: string;
  goodsName: string;
}

/** Up to `limit` active reservations of crowdfunds running at `now`, oldest first. */
export function dueReminders(db: Executor, now: Date, limit: number): Promise<DueReminder[]> {
  return repo.findDueReminders(db, now, limit);
}

/** Moves a reservation Reserved → Remind inside the caller's transaction; false when another run already did. */
export function markReminded(tx: Executor, reservationId: number): Promise<boolean> {
  return repo.markReminded(tx, reservationId);
}

/** GET …/crowdfund-reservation/result/productId/{id}: the goods' crowdfund, the user's state and the active count. */
export async function reservationResult(ctx: AppContext, productId: number, userId: number | null): Promise<CrowdfundReservation> {
  const g = await requireGoods(ctx.db, productId);
  const crowdfund = await findCrowdfundOf(ctx.db, productId);
  if (!visible(crowdfund, g.activityType)) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
  return resultOf(ctx, crowdfund.crowdfundNo, await appointmentStatusOf(ctx, userId, crowdfund.crowdfundNo));
}

/**
 * POST …/crowdfund-reservation: reserve a crowdfund in preheat (§4); again is a no-op.
 * Outside the preheat 40031 (HTTP 200, a business outcome).
 */
export async function reserveCrowdfund(ctx: AppContext, userId: number, crowdfundNo: string): Promise<CrowdfundReservation> {
  const crowdfund = await requireCrowdfund(ctx, crowdfundNo);
  const now = ctx.clock.now();
  if (!isCrowdfundPreheatAt(crowdfund, now.getTime())) {
    throw new AppError(ErrorCode.CROWDFUND_NOT_RESERVABLE);
  }
  await repo.insertReservation(ctx.db, userId, crowdfundNo, now);
  return resultOf(ctx, crowdfundNo, ReservationStatus.Reserved);
}

/** POST …/crowdfund-reservation/cancel: cancel at any time; without a reservation a no-op. */
export async function cancelCrowdfundReservation(ctx: AppContext, userId: number, crowdfundNo: string): Promise<CrowdfundReservation> {
  await requireCrowdfund(ctx, crowdfundNo);
  await repo.cancelReservation(ctx.db, userId, crowdfundNo, ctx.clock.now());
  return resultOf(ctx, crowdfundNo, ReservationStatus.UnReserved);
}
