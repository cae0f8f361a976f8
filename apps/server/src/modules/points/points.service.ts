import { ErrorCode, type PointsSummary } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { creditPointsBalance, deductPointsBalance } from '../auth/buyer.service.ts';
import * as repo from './points.repository.ts';

export interface PointsSpend {
  balanceAfter: number;
  /** False when the idempotency key had already been spent: nothing was taken again. */
  spent: boolean;
}

/** One move of the balance: its sign, the name its errors carry, and the UPDATE that makes it. */
interface BalanceMove {
  name: 'spendPoints' | 'refundPoints';
  what: 'spend' | 'refund';
  sign: -1 | 1;
  change: (tx: Executor, userId: number, amount: number) => Promise<number | undefined>;
  refused: (userId: number) => Error;
}

const SPEND: BalanceMove = {
  name: 'spendPoints',
  what: 'spend',
  sign: -1,
  change: deductPointsBalance,
  refused: () => new AppError(ErrorCode.EVALUE_NOT_ENOUGH),
};

const REFUND: BalanceMove = {
  name: 'refundPoints',
  what: 'refund',
  sign: 1,
  change: creditPointsBalance,
  refused: (userId) => new Error(`refundPoints: no user ${userId}`),
};

/** The arguments of every move: at is now unless given. */
type MoveArgs = [tx: Executor, userId: number, amount: number, reason: string, idempotencyKey: string, at?: Date];

/**
 * The ledger write every move shares, inside the caller's transaction: a key already used is a
 * no-op (and must have been used for this very move); else the balance moves and a ledger row
 * records the delta and the balance after it, so users.points_balance stays the ledger's running sum.
 */
async function moveOnce(move: BalanceMove, ...args: MoveArgs): Promise<PointsSpend> {
  const [tx, userId, amount, reason, idempotencyKey, at = new Date()] = args;
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`${move.name}: not a positive whole amount: ${amount}`);
  const delta = move.sign * amount;
  const earlier = await repo.findLedgerByKey(tx, idempotencyKey);
  if (earlier) {
    if (earlier.userId !== userId || earlier.delta !== delta) throw new Error(`${move.name}: key ${idempotencyKey} reused for another ${move.what}`);
    return { balanceAfter: earlier.balanceAfter, spent: false };
  }
  const balanceAfter = await move.change(tx, userId, amount);
  if (balanceAfter === undefined) throw move.refused(userId);
  await repo.insertLedgerRow(tx, { userId, delta, balanceAfter, reason, idempotencyKey, createdAt: at });
  return { balanceAfter, spent: true };
}

/**
 * Spends E-value inside the caller's transaction: the balance only moves when it covers the
 * amount (else 17004 'E值不足 兑换失败', §8), and every move appends a ledger row with the balance
 * after it, so users.points_balance stays the ledger's running sum. A key already spent is a no-op.
 */
export function spendPoints(...args: MoveArgs): Promise<PointsSpend> {
  return moveOnce(SPEND, ...args);
}

/**
 * Gives E-value back inside the caller's transaction (an order closed unpaid): a ledger row with
 * a positive delta and the balance after it. A key already used is a no-op, so a refund happens once.
 */
export function refundPoints(...args: MoveArgs): Promise<PointsSpend> {
  return moveOnce(REFUND, ...args);
}

/**
 * Grants E-value earned (a review's reward, …) inside the caller's transaction: the same credit as
 * a refund, a ledger row with a positive delta, once per key.
 */
export function grantPoints(...args: MoveArgs): Promise<PointsSpend> {
  return moveOnce(REFUND, ...args);
}

/** GET /hermes/v1/points (dimension 1): the balance, all of it available; nothing expires yet. */
export async function pointsSummary(ctx: AppContext, userId: number): Promise<PointsSummary> {
  const balance = (await repo.findBalance(ctx.db, userId)) ?? 0;
  return { pointsBalance: balance, userAvailablePoint: balance, expiringPoints: 0 };
}
