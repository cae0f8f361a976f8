import { BadRequestMessage, CouponButtonState, ErrorCode, RightsPoolKind, RightsStatus, type CouponClaimBody, type CouponClaimResult } from '@emall/contract';
import { poolWindow, rightExpiry } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { parseId } from './rights.ids.ts';
import * as repo from './rights.repository.ts';

export const CLAIM_SOURCE = 'claim';

/**
 * Claims one coupon of a pool for a user (§4 coupon button "claim"), in one transaction:
 * a per-(user, pool) try-lock (held elsewhere → code 10, the client retries after 500 ms),
 * the claim window, the per-user limit, then one unit of stock taken only if one is left.
 * The path id is the pool (cardId); the body must name the same pool and its marketing number.
 */
export async function claimCoupon(
  ctx: AppContext,
  input: { userId: number; poolIdText: string; body: CouponClaimBody; idempotencyKey: string | null },
): Promise<CouponClaimResult> {
  const poolId = parseId(input.poolIdText, 'id');
  if (input.body.cardId !== input.poolIdText) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: cardId');
  if (input.body.rightPoolId !== input.poolIdText) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: rightPoolId');
  const { userId, idempotencyKey } = input;
  const now = ctx.clock.now();

  const right = await ctx.db.transaction(async (tx) => {
    const pool = await repo.findPool(tx, poolId);
    if (!pool || pool.kind !== RightsPoolKind.coupon || pool.marketingNo !== input.body.marketingNo) {
      throw new AppError(ErrorCode.COUPON_NOT_FOUND);
    }
    if (idempotencyKey && !(await repo.lockIdempotencyKey(tx, userId, idempotencyKey, false))) {
      throw new AppError(ErrorCode.COUPON_CLAIM_BUSY);
    }
    if (!(await repo.tryLockUserPool(tx, userId, poolId))) throw new AppError(ErrorCode.COUPON_CLAIM_BUSY);
    if (idempotencyKey) {
      const earlier = await repo.findRightByIdempotencyKey(tx, userId, idempotencyKey);
      if (earlier && earlier.poolId === poolId) return earlier;
      if (earlier) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
    }
    const window = poolWindow(pool, now);
    if (window === 'notStarted') throw new AppError(ErrorCode.COUPON_NOT_STARTED);
    if (window === 'ended') throw new AppError(ErrorCode.COUPON_EXPIRED);
    if (window === 'stopped') throw new AppError(ErrorCode.COUPON_STOPPED);
    const held = await repo.countUserPoolRights(tx, userId, poolId);
    if (held >= pool.perUserLimit) throw new AppError(ErrorCode.COUPON_LIMIT);
    if (!(await repo.takeFromStock(tx, poolId))) throw new AppError(ErrorCode.COUPON_SOLD_OUT);
    return repo.insertUserRight(tx, {
      userId,
      poolId,
      ordinal: held + 1,
      status: RightsStatus.enable,
      source: CLAIM_SOURCE,
      idempotencyKey,
      eprice: 0,
      claimedAt: now,
      expiresAt: rightExpiry(pool, now),
    });
  });
  return { rightsAccountId: String(right.id), status: CouponButtonState.use };
}
