import { BadRequestMessage, ErrorCode, RightsPoolKind, RightsStatus, type CardExchangeBody, type ExchangeSource } from '@emall/contract';
import { effectiveRightStatus, poolWindow, rightExpiry } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { spendPoints } from '../points/points.service.ts';
import { parseId } from './rights.ids.ts';
import * as repo from './rights.repository.ts';

/**
 * POST …/page-management/card (§7): exchange a rights card ({cardId, source}), or use a right the
 * user holds ({accountId, operateNum: 1}, §3). Answers the right's id, which the success page
 * /store/activity/virtualproduct/success?id= shows.
 */
export function exchangeOrUse(
  ctx: AppContext,
  userId: number,
  body: CardExchangeBody,
  idempotencyKey: string | null,
): Promise<string> {
  if ('accountId' in body) return useRight(ctx, userId, parseId(body.accountId, 'accountId'));
  return exchangeCard(ctx, { userId, poolId: parseId(body.cardId, 'cardId'), source: body.source, idempotencyKey });
}

/**
 * Exchanges one rights card (§4 card exchange) in one transaction: the window, the per-user limit
 * and one unit of stock as for coupons, then its E-value price through the points ledger. Any
 * refusal (17004 included) rolls all of it back. Exchanges of one card by one user queue on a lock
 * (no code 10 here: the spec's retry is the coupon button's).
 */
async function exchangeCard(
  ctx: AppContext,
  input: { userId: number; poolId: number; source: ExchangeSource; idempotencyKey: string | null },
): Promise<string> {
  const { userId, poolId, idempotencyKey } = input;
  const now = ctx.clock.now();
  const right = await ctx.db.transaction(async (tx) => {
    const pool = await repo.findPool(tx, poolId);
    if (!pool || pool.kind !== RightsPoolKind.card) throw new AppError(ErrorCode.CARD_NOT_FOUND);
    if (idempotencyKey) await repo.lockIdempotencyKey(tx, userId, idempotencyKey, true);
    await repo.lockUserPool(tx, userId, poolId);
    if (idempotencyKey) {
      const earlier = await repo.findRightByIdempotencyKey(tx, userId, idempotencyKey);
      if (earlier && earlier.poolId === poolId) return earlier;
      if (earlier) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
    }
    const window = poolWindow(pool, now);
    if (window === 'notStarted') throw new AppError(ErrorCode.CARD_NOT_STARTED);
    if (window === 'ended') throw new AppError(ErrorCode.CARD_EXPIRED);
    if (window === 'stopped') throw new AppError(ErrorCode.CARD_STOPPED);
    const held = await repo.countUserPoolRights(tx, userId, poolId);
    if (held >= pool.perUserLimit) throw new AppError(ErrorCode.CARD_LIMIT);
    if (!(await repo.takeFromStock(tx, poolId))) throw new AppError(ErrorCode.CARD_SOLD_OUT);
    const issued = await repo.insertUserRight(tx, {
      userId,
      poolId,
      ordinal: held + 1,
      status: RightsStatus.enable,
      source: input.source,
      idempotencyKey,
      eprice: pool.eprice,
      claimedAt: now,
      expiresAt: rightExpiry(pool, now),
    });
    if (pool.eprice > 0) {
      await spendPoints(tx, userId, pool.eprice, `兑换${pool.cardName}`, `rights-exchange:${issued.id}`, now);
    }
    return issued;
  });
  return String(right.id);
}

/**
 * Uses a right the user holds (operateNum 1): one conditional update, so a right is used once.
 * Another user's right answers as an unknown one, and nothing is written.
 */
async function useRight(ctx: AppContext, userId: number, rightId: number): Promise<string> {
  const now = ctx.clock.now();
  const used = await repo.markRightUsed(ctx.db, userId, rightId, now);
  if (used) return String(used.id);
  const right = await repo.findUserRight(ctx.db, userId, rightId);
  if (!right) throw new AppError(ErrorCode.RIGHT_NOT_FOUND);
  throw new AppError(effectiveRightStatus(right, now) === RightsStatus.unuseless ? ErrorCode.RIGHT_USED : ErrorCode.RIGHT_EXPIRED);
}

/** The exchange pre-check (§7): the card's description for the confirm dialog. */
export async function preCheckCard(ctx: AppContext, rightsBaseId: string): Promise<string> {
  const pool = await repo.findPool(ctx.db, parseId(rightsBaseId, 'rightsBaseId'));
  if (!pool || pool.kind !== RightsPoolKind.card) throw new AppError(ErrorCode.CARD_NOT_FOUND);
  return pool.desc;
}
