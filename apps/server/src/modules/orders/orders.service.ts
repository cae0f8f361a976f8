import type { Executor } from '../../db/client.ts';
import { returnStock } from '../catalogue/catalogue.service.ts';
import * as repo from './orders.repository.ts';

/**
 * The orders module as other modules use it: the order row and its lines are read and written
 * here only. Order lifecycle and payments move an order through these calls, inside their own
 * transactions (pass the transaction), each a conditional UPDATE that one mover wins.
 */
export type { OrderRow } from './orders.repository.ts';
/** A stored line as the order list, detail and reviews show it. */
export { storedLineGoods, storedLinePriced } from './orders.view.ts';

export function findOrderById(db: Executor, orderId: number): Promise<repo.OrderRow | undefined> {
  return repo.findOrderById(db, orderId);
}

/** One of the user's orders by id; another user's reads as none. */
export function findOrderOfUser(db: Executor, userId: number, orderId: number): Promise<repo.OrderRow | undefined> {
  return repo.findOrderOfUser(db, userId, orderId);
}

/** One of the user's orders by its number; another user's reads as none. */
export function findOrderOfUserByNo(db: Executor, userId: number, orderNo: string): Promise<repo.OrderRow | undefined> {
  return repo.findOrderOfUserByNo(db, userId, orderNo);
}

/** Locks the order's row for the caller's transaction: cases of one order are decided one at a time. */
/** Counts pieces of a line as refunded, in the transaction of the refund that runs once (after-sales). */
export function addRefundedPieces(tx: Executor, lineId: number, pieces: number): Promise<void> {
  return repo.addRefundedPieces(tx, lineId, pieces);
}

/** A crowdfund's open orders: with a line of its goods, placed in its window, neither cancelled nor closed (issue 19). */
export function findOpenOrdersOfGoodsPlaced(db: Executor, goodsId: number, from: Date, to: Date) {
  return repo.findOpenOrdersOfGoodsPlaced(db, goodsId, from, to);
}

export function lockOrder(tx: Executor, orderId: number): Promise<repo.OrderRow | undefined> {
  return repo.lockOrder(tx, orderId);
}

export function findOrderLines(db: Executor, orderId: number): Promise<repo.OrderLineRow[]> {
  return repo.findOrderLines(db, orderId);
}

/** Paid virtual orders of these kinds still waiting to be opened, oldest first. */
export function findOrdersToOpen(db: Executor, kinds: readonly string[], waitOpen: number, limit: number): Promise<repo.OrderRow[]> {
  return repo.findOrdersToOpen(db, kinds, waitOpen, limit);
}

/**
 * `from` → `to` if the order is still in `from` (and, with `unpaid`, unpaid and open); `cancelledAt`
 * marks a cancel. Answers the moved order, or undefined when someone else moved it first.
 */
export function moveOrderStatus(
  tx: Executor,
  move: { orderId: number; from: number; to: number; now: Date; cancelledAt?: Date; unpaid?: boolean },
): Promise<repo.OrderRow | undefined> {
  return repo.moveStatus(tx, move);
}

/** Hides the user's order from the list and detail if it is still in `status`: true for the call that did. */
export function hideOrder(tx: Executor, userId: number, orderId: number, status: number, now: Date): Promise<boolean> {
  return repo.softDelete(tx, userId, orderId, status, now);
}

/** `from` → `to` with paidAt, only while the order waits for its cash: the paid order, or undefined. */
export function markOrderPaid(tx: Executor, orderId: number, from: number, to: number, now: Date): Promise<repo.OrderRow | undefined> {
  return repo.markOrderPaid(tx, orderId, from, to, now);
}

/** Keeps an unpaid open order's holds until `until` (a bank transfer's receiving account lapses). */
export function extendPayDeadline(tx: Executor, orderId: number, until: Date, now: Date): Promise<void> {
  return repo.extendPayDeadline(tx, orderId, until, now);
}

/** A paid virtual order leaves waitOpen for `to` (finish, or fail with cancelledAt set), once. */
export function settleVirtualOrder(
  tx: Executor,
  orderId: number,
  from: number,
  to: number,
  cancelled: boolean,
  now: Date,
): Promise<repo.OrderRow | undefined> {
  return repo.settleVirtualOrder(tx, orderId, from, to, cancelled, now);
}

/** Gives the stock of every line of the order back, SKUs in id order (the order every stock lock takes). */
export async function returnOrderStock(tx: Executor, orderId: number): Promise<void> {
  const lines = [...(await repo.findOrderLines(tx, orderId))].sort((a, b) => a.skuId - b.skuId);
  for (const line of lines) await returnStock(tx, line.skuId, line.num);
}
