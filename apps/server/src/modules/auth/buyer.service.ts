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
