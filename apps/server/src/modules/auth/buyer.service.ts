import type { Executor } from '../../db/client.ts';
import * as repo from './auth.repository.ts';

export type { BuyerRow } from './auth.repository.ts';

/** What the order rules read of the buyer, without a lock (pre-submit, checkout pages). */
export function findBuyer(db: Executor, userId: number): Promise<repo.BuyerRow | undefined> {
  return repo.findBuyer(db, userId);
}

/**
 * Locks the user's row for the rest of the transaction and reads it: one user's submits, payments,
 * refunds, reviews and the closing of their orders run one at a time (purchase limit, idempotency
 * key, E-value), and every transaction takes the user before any SKU or order, so two of them
 * never wait on each other in a circle.
 */
export function lockBuyer(tx: Executor, userId: number): Promise<repo.BuyerRow | undefined> {
  return repo.lockBuyer(tx, userId);
}

/**
 * The E-value balance moves, for the points ledger only (points.service), in its transaction:
 * the one place users.points_balance is written. Deducting is conditional, so concurrent spends
 * never take it below zero; each answers the new balance, or undefined (short, or no user).
 */
export function deductPointsBalance(tx: Executor, userId: number, amount: number): Promise<number | undefined> {
  return repo.deductPointsBalance(tx, userId, amount);
}

export function creditPointsBalance(tx: Executor, userId: number, amount: number): Promise<number | undefined> {
  return repo.creditPointsBalance(tx, userId, amount);
}
