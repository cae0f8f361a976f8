import { RightsPoolKind, type UserRight } from '@emall/contract';
import type { OrderCouponInput } from '@emall/domain';
import type { Executor } from '../../db/client.ts';
import * as repo from './rights.repository.ts';
import { toUserRight } from './rights.view.ts';

/** A coupon the user may use at checkout: the domain's input and the right as the lists show it. */
export interface CheckoutRight {
  id: number;
  coupon: OrderCouponInput;
  view: UserRight;
}

/**
 * The user's coupons usable now (enabled, unexpired, of a coupon pool; rights cards are used at the
 * store, not at checkout), expiring first first. Takes an executor so a submit reads them in its transaction.
 */
export async function usableCoupons(db: Executor, userId: number, now: Date): Promise<CheckoutRight[]> {
  const held = await repo.findUsableRights(db, userId, now);
  return held
    .filter((h) => h.pool.kind === RightsPoolKind.coupon)
    .sort((a, b) => a.right.expiresAt.getTime() - b.right.expiresAt.getTime() || a.right.id - b.right.id)
    .map((h) => ({
      id: h.right.id,
      view: toUserRight(h, now),
      coupon: {
        id: String(h.right.id),
        cardType: h.pool.cardType,
        eachReductionFen: h.pool.eachReductionFen,
        discountRatio: h.pool.discountRatio,
        useConditionFen: h.pool.useConditionFen,
        goodsType: h.pool.goodsType,
        goodsIds: h.pool.goodsIds,
        expiresAtMs: h.right.expiresAt.getTime(),
      },
    }));
}

/** Whether the user holds this right at all (used, expired or usable): another user's reads as not held. */
export async function holdsRight(db: Executor, userId: number, rightId: number): Promise<boolean> {
  return (await repo.findUserRight(db, userId, rightId)) !== undefined;
}

/** Marks the coupon used by an order, in the order's transaction; false when it is no longer usable. */
export async function useCouponForOrder(tx: Executor, userId: number, rightId: number, now: Date): Promise<boolean> {
  return (await repo.markRightUsed(tx, userId, rightId, now)) !== undefined;
}

/** Gives an order's coupon back when the order closes unpaid; false when it was not used. */
export function releaseCouponOfOrder(tx: Executor, userId: number, rightId: number): Promise<boolean> {
  return repo.markRightUnused(tx, userId, rightId);
}

/** The coupon an order used as a refund reads it: the goods type and goods it was for (null / none: all) and when it expires. */
export async function couponOfOrder(
  db: Executor,
  userId: number,
  rightId: number,
): Promise<{ goodsType: number | null; goodsIds: readonly number[]; expiresAtMs: number } | null> {
  const held = await repo.findRightWithPool(db, userId, rightId);
  return held ? { goodsType: held.pool.goodsType, goodsIds: held.pool.goodsIds, expiresAtMs: held.right.expiresAt.getTime() } : null;
}
