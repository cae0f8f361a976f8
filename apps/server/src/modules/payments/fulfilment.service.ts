import { OrderFamily, OrderKind, VirtualOrderStatus, UiText } from '@emall/contract';
import { isVirtualKind, nextOrderStatus, OrderEvent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { FulfilmentOutcome } from '../../providers/fulfilment.ts';
import { forgetSkuFacts } from '../cart/cart.service.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { refundPoints } from '../points/points.service.ts';
import { releaseCouponOfOrder } from '../rights/checkout.service.ts';
import { grantEarnedPoints } from './earned-points.ts';
import * as repo from './payments.repository.ts';
import { openRefund, processOpenRefunds } from './refunds.service.ts';
import { findOrderById, findOrderLines, findOrdersToOpen, returnOrderStock, settleVirtualOrder, type OrderRow } from '../orders/orders.service.ts';
import { recordStatusEvent } from '../order-lifecycle/lifecycle.service.ts';

/** How long one opener holds an order before another may try (a supplier call that hung). */
const OPEN_LEASE_MS = 60_000;
const OPEN_BATCH = 50;

const virtualKinds = Object.values(OrderKind).filter((kind) => isVirtualKind(kind));

/** Where opening (or failing to open) leads a virtual order waiting to open: the family's machine, domain. */
function openedStatus(event: typeof OrderEvent.open | typeof OrderEvent.openFail): number {
  return nextOrderStatus(OrderFamily.virtual, VirtualOrderStatus.waitOpen, event)!;
}

function isWaitingToOpen(order: OrderRow): boolean {
  return (
    order.status === VirtualOrderStatus.waitOpen &&
    order.paidAt !== null &&
    order.cancelledAt === null &&
    isVirtualKind(order.kind as OrderKind)
  );
}

/** waitOpen → finish, once; the E-value the order earned is granted then. */
async function finishVirtualOrder(ctx: AppContext, order: OrderRow): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, order.userId);
    const finished = await settleVirtualOrder(tx, order.id, VirtualOrderStatus.waitOpen, openedStatus(OrderEvent.open), false, now);
    if (!finished) return false;
    await recordStatusEvent(tx, order.id, finished.status, now);
    await grantEarnedPoints(tx, finished, now);
    await repo.endFulfilment(tx, order.id, 'finished', null, now);
    return true;
  });
}

/**
 * waitOpen → fail with everything given back, exactly once (a conditional update ends the order
 * before anything moves): the cash through a refund of the payment that paid it, the E-value
 * through a ledger row, the coupon and the stock. Answers whether this call failed it.
 */
export async function failVirtualOrder(ctx: AppContext, orderId: number, reason: string): Promise<boolean> {
  const now = ctx.clock.now();
  const order = await findOrderById(ctx.db, orderId);
  if (!order) return false;
  const failed = await ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, order.userId);
    const ended = await settleVirtualOrder(tx, orderId, VirtualOrderStatus.waitOpen, openedStatus(OrderEvent.openFail), true, now);
    if (!ended) return false;
    await recordStatusEvent(tx, orderId, ended.status, now);
    await returnOrderStock(tx, orderId);
    if (ended.integral > 0) {
      await refundPoints(tx, ended.userId, ended.integral, `${UiText.order}${ended.orderNo}开通失败,退回E值`, `order-fail-refund:${ended.orderNo}`, now);
    }
    if (ended.rightsAccountId !== null) await releaseCouponOfOrder(tx, ended.userId, ended.rightsAccountId);
    const paid = await repo.findPaidPayment(tx, orderId);
    if (paid) await openRefund(tx, paid, `订单开通失败,全额退款:${reason}`, now);
    await repo.endFulfilment(tx, orderId, 'failed', reason, now);
    return true;
  });
  if (failed) {
    forgetSkuFacts(ctx); // stock given back
    await processOpenRefunds(ctx);
  }
  return failed;
}

/**
 * Opens a paid virtual order at its supplier (ctx.fulfilment) and settles it: finish, or fail with
 * a full refund. One opener at a time (a lease); a supplier that cannot be reached leaves the order
 * waiting for the sweep to try again.
 */
export async function openVirtualOrder(ctx: AppContext, orderId: number): Promise<void> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order || !isWaitingToOpen(order)) return;
  if (!(await repo.claimFulfilment(ctx.db, orderId, ctx.clock.now(), OPEN_LEASE_MS))) return;
  const lines = await findOrderLines(ctx.db, orderId);
  let outcome: FulfilmentOutcome;
  try {
    outcome = await ctx.fulfilment.fulfil({
      orderNo: order.orderNo,
      kind: order.kind,
      vinCode: order.vinCode,
      mobile: order.mobile,
      lines: lines.map((l) => ({ skuId: l.skuId, name: l.name, num: l.num })),
    });
  } catch (err) {
    ctx.log.error({ err, orderNo: order.orderNo }, 'virtual order supplier unreachable; the sweep tries again');
    await repo.releaseFulfilment(ctx.db, orderId);
    return;
  }
  if (outcome.ok) await finishVirtualOrder(ctx, order);
  else await failVirtualOrder(ctx, orderId, outcome.reason);
}

/** Opens every paid virtual order still waiting (paid at once with E-value, or left by a restart). */
export async function openPendingVirtualOrders(ctx: AppContext): Promise<number> {
  const due = await findOrdersToOpen(ctx.db, virtualKinds, VirtualOrderStatus.waitOpen, OPEN_BATCH);
  for (const order of due) await openVirtualOrder(ctx, order.id);
  return due.length;
}
