import { AfterSalesLedgerText, ErrorCode, type PointsSummary } from '@emall/contract';
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

export interface PointsGrant extends PointsSpend {
  /** Points of the grant that paid off the shopper's debts (0 when none was owed or the key was used). */
  debtCollected: number;
}

/**
 * Grants E-value earned (paying an order, a review's reward) inside the caller's transaction: the
 * same credit as a refund, a ledger row with a positive delta, once per key. What the shopper owes
 * (pointsDebts) is collected from it at once, oldest debt first, as a second ledger row keyed by
 * the grant's (`<key>:debt`): in the same transaction and only when the grant is new, so a debt is
 * collected exactly once however often the grant is tried.
 */
export async function grantPoints(...args: MoveArgs): Promise<PointsGrant> {
  const [tx, userId, amount, , idempotencyKey, at = new Date()] = args;
  const granted = await moveOnce(REFUND, ...args);
  if (!granted.spent) return { ...granted, debtCollected: 0 };
  let left = amount;
  for (const debt of await repo.lockOpenDebts(tx, userId)) {
    if (left === 0) break;
    const take = Math.min(left, debt.points - debt.collected);
    await repo.collectDebt(tx, debt.id, take);
    left -= take;
  }
  const debtCollected = amount - left;
  if (debtCollected === 0) return { ...granted, debtCollected };
  const paid = await moveOnce(SPEND, tx, userId, debtCollected, AfterSalesLedgerText.debtCollected, `${idempotencyKey}:debt`, at);
  return { balanceAfter: paid.balanceAfter, spent: true, debtCollected };
}

/**
 * Records E-value the shopper owes, inside the caller's transaction, once per key: collected from
 * the E-value they earn next (grantPoints). The balance never goes below zero for it.
 */
export async function recordPointsDebt(tx: Executor, userId: number, points: number, reason: string, idempotencyKey: string, at: Date): Promise<void> {
  if (!Number.isInteger(points) || points <= 0) throw new Error(`recordPointsDebt: not a positive whole amount: ${points}`);
  await repo.insertDebt(tx, { userId, points, reason, idempotencyKey, createdAt: at });
}

/** GET /hermes/v1/points (dimension 1): the balance, all of it available; nothing expires yet. */
export async function pointsSummary(ctx: AppContext, userId: number): Promise<PointsSummary> {
  const balance = (await repo.findBalance(ctx.db, userId)) ?? 0;
  return { pointsBalance: balance, userAvailablePoint: balance, expiringPoints: 0 };
}
