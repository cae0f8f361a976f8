import { UiText } from '@emall/contract';
import type { OrderKind } from '@emall/contract';
import { closedStatus } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { forgetSkuFacts } from '../cart/cart.service.ts';
import { refundPoints } from '../points/points.service.ts';
import { releaseCouponOfOrder } from '../rights/checkout.service.ts';
import * as repo from './orders.repository.ts';
import { returnOrderStock } from './orders.service.ts';

const CLOSE_BATCH = 100;

/** How often the server closes overdue unpaid orders (background-jobs.ts). */
export const ORDER_EXPIRY_SWEEP_MS = 60_000;

/** An order giving its holds back: the one just cancelled or closed. */
type Releasing = Pick<repo.OrderRow, 'id' | 'orderNo' | 'userId' | 'integral' | 'rightsAccountId'>;

/**
 * Gives back what an unpaid order held — stock, E-value (a refund ledger row, once per order by its
 * key), the coupon — inside the transaction that cancelled or closed it under the user's row lock.
 * The caller's conditional update is what makes it happen once.
 */
export async function releaseOrderHolds(tx: Executor, order: Releasing, note: string, now: Date): Promise<void> {
  await returnOrderStock(tx, order.id);
  if (order.integral > 0) {
    await refundPoints(tx, order.userId, order.integral, `${UiText.order}${order.orderNo}${note},退回E值`, `order-refund:${order.orderNo}`, now);
  }
  if (order.rightsAccountId !== null) await releaseCouponOfOrder(tx, order.userId, order.rightsAccountId);
}

/**
 * Closes one overdue unpaid order and gives back what it held in one transaction, taking the
 * user's row first like a submit does. The close is a conditional update, so of two closers (or a
 * closer and the user cancelling) only one gives anything back.
 */
async function closeOne(ctx: AppContext, due: { id: number; userId: number; kind: string }, now: Date, beforeDeadline = false, note = '超时关闭'): Promise<boolean> {
  const closed = await ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, due.userId);
    const order = await repo.closeUnpaidOrder(tx, due.id, closedStatus(due.kind as OrderKind), now, beforeDeadline);
    if (!order) return false;
    await releaseOrderHolds(tx, order, note, now);
    return true;
  });
  if (closed) forgetSkuFacts(ctx); // stock given back
  return closed;
}

/**
 * Closes an unpaid order now, before its pay deadline (a failed crowdfund's, issue 19), and gives
 * its holds back, as the deadline would; false when it was paid or closed meanwhile.
 */
export function closeUnpaidOrderNow(ctx: AppContext, order: { id: number; userId: number; kind: string }, note: string): Promise<boolean> {
  return closeOne(ctx, order, ctx.clock.now(), true, note);
}

/**
 * Closes every unpaid order whose pay deadline has passed (PAY_TIMEOUT_MINUTES after it was
 * placed) and releases its holds, each order once; answers how many it closed. Safe to run on
 * several instances at once.
 */
export async function closeExpiredOrders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let closed = 0;
  for (;;) {
    const due = await repo.findExpiredUnpaid(ctx.db, now, CLOSE_BATCH);
    let closedNow = 0;
    for (const order of due) if (await closeOne(ctx, order, now)) closedNow++;
    closed += closedNow;
    // A short batch is the last; a batch another closer emptied first ends it too.
    if (due.length < CLOSE_BATCH || closedNow === 0) return closed;
  }
}
