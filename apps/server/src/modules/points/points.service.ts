import { ErrorCode, type PointsSummary } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './points.repository.ts';

export interface PointsSpend {
  balanceAfter: number;
  /** False when the idempotency key had already been spent: nothing was taken again. */
  spent: boolean;
}

/**
 * Spends E-value inside the caller's transaction: the balance only moves when it covers the
 * amount (else 17004 'E值不足 兑换失败', §8), and every move appends a ledger row with the balance
 * after it, so users.points_balance stays the ledger's running sum. A key already spent is a no-op.
 */
export async function spendPoints(
  tx: Executor,
  userId: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
  at: Date = new Date(),
): Promise<PointsSpend> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spendPoints: not a positive whole amount: ${amount}`);
  const earlier = await repo.findLedgerByKey(tx, idempotencyKey);
  if (earlier) {
    if (earlier.userId !== userId || earlier.delta !== -amount) throw new Error(`spendPoints: key ${idempotencyKey} reused for another spend`);
    return { balanceAfter: earlier.balanceAfter, spent: false };
  }
  const balanceAfter = await repo.deductBalance(tx, userId, amount);
  if (balanceAfter === undefined) throw new AppError(ErrorCode.EVALUE_NOT_ENOUGH);
  await repo.insertLedgerRow(tx, { userId, delta: -amount, balanceAfter, reason, idempotencyKey, createdAt: at });
  return { balanceAfter, spent: true };
}

/**
 * Gives E-value back inside the caller's transaction (an order closed unpaid): a ledger row with
 * a positive delta and the balance after it. A key already used is a no-op, so a refund happens once.
 */
export async function refundPoints(
  tx: Executor,
  userId: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
  at: Date = new Date(),
): Promise<PointsSpend> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`refundPoints: not a positive whole amount: ${amount}`);
  const earlier = await repo.findLedgerByKey(tx, idempotencyKey);
  if (earlier) {
    if (earlier.userId !== userId || earlier.delta !== amount) throw new Error(`refundPoints: key ${idempotencyKey} reused for another refund`);
    return { balanceAfter: earlier.balanceAfter, spent: false };
  }
  const balanceAfter = await repo.creditBalance(tx, userId, amount);
  if (balanceAfter === undefined) throw new Error(`refundPoints: no user ${userId}`);
  await repo.insertLedgerRow(tx, { userId, delta: amount, balanceAfter, reason, idempotencyKey, createdAt: at });
  return { balanceAfter, spent: true };
}

/**
 * Grants E-value earned (a review's reward, …) inside the caller's transaction: the same credit as
 * a refund, a ledger row with a positive delta, once per key.
 */
export function grantPoints(
  tx: Executor,
  userId: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
  at: Date = new Date(),
): Promise<PointsSpend> {
  return refundPoints(tx, userId, amount, reason, idempotencyKey, at);
}

/** GET /hermes/v1/points (dimension 1): the balance, all of it available; nothing expires yet. */
export async function pointsSummary(ctx: AppContext, userId: number): Promise<PointsSummary> {
  const balance = (await repo.findBalance(ctx.db, userId)) ?? 0;
  return { pointsBalance: balance, userAvailablePoint: balance, expiringPoints: 0 };
}
