import {
  ErrorCode,
  ORDER_LIST_PAGE_SIZE,
  OrderListTab,
  type LogisticsSummary,
  type OrderActionResult,
  type OrderAmounts,
  type OrderTimelineEntry,
  type OrderDetail,
  type OrderKind,
  type OrderListQuery,
  type OrderPage,
  type OrderUrlConfig,
} from '@emall/contract';
import { canDeleteOrder, nextOrderStatus, OrderEvent, orderFamilyOf, orderListTabOf, statusesOfOrderTab } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { forgetSkuFacts } from '../cart/cart.service.ts';
import { releaseOrderHolds } from '../orders/order-expiry.service.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { hideOrder, moveOrderStatus, type OrderRow } from '../orders/orders.service.ts';
import { issueWarrantyCards } from '../warranty/warranty-cards.service.ts';
import * as repo from './lifecycle.repository.ts';
import { familyOf, toActionResult, toAmounts, toDetail, toListItem, toLogisticsSummary, toTimeline, toUrlConfig, type CarrierInfo, type LinesAfterSales } from './lifecycle.view.ts';

/** The express company's name and phone by its code: as the configured carrier knows it, or the code itself for one it does not. */
export function carrierInfoOf(ctx: AppContext): CarrierInfo {
  return (code) => ctx.carrier.companyOf(code) ?? { name: code, phone: '' };
}

/** One of the user's orders; a missing, foreign or deleted one is ORDER_NOT_FOUND. */
export async function requireOrder(db: Executor, userId: number, orderId: number): Promise<OrderRow> {
  const order = await repo.findVisibleOrder(db, userId, orderId);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

function linesByOrder(lines: readonly repo.LineWithGoods[]): Map<number, repo.LineWithGoods[]> {
  const byOrder = new Map<number, repo.LineWithGoods[]>();
  for (const line of lines) {
    const list = byOrder.get(line.line.orderId);
    if (list) list.push(line);
    else byOrder.set(line.line.orderId, [line]);
  }
  return byOrder;
}

/** GET /hermes/v3/orders: one page of a tab of the user's orders, newest first. */
export async function listOrders(ctx: AppContext, userId: number, query: OrderListQuery, afterSales: LinesAfterSales): Promise<OrderPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ORDER_LIST_PAGE_SIZE;
  const statuses = statusesOfOrderTab(query.status ?? OrderListTab.all);
  const { rows, total } = await repo.listOrders(ctx.db, userId, statuses, (pageNo - 1) * pageSize, pageSize);
  const ids = rows.map((o) => o.id);
  const [lines, withParcels] = await Promise.all([repo.findLinesOf(ctx.db, ids), repo.ordersWithParcels(ctx.db, ids)]);
  const linesOf = linesByOrder(lines);
  const standing = await afterSales(ctx, rows.map((order) => ({ order, lineIds: (linesOf.get(order.id) ?? []).map((l) => l.line.id) })));
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map((order) => toListItem(order, linesOf.get(order.id) ?? [], withParcels.has(order.id), standing)),
  };
}

/** GET /hermes/v2|v3/orders/{id}. */
export async function orderDetail(ctx: AppContext, userId: number, orderId: number, afterSales: LinesAfterSales): Promise<OrderDetail> {
  const order = await requireOrder(ctx.db, userId, orderId);
  const [lines, events, parcel] = await Promise.all([
    repo.findLinesOf(ctx.db, [order.id]),
    repo.findStatusEvents(ctx.db, order.id),
    repo.findParcelOf(ctx.db, order.id),
  ]);
  const latestTrace = parcel ? await repo.findLatestTrace(ctx.db, parcel.id) : undefined;
  const standing = await afterSales(ctx, [{ order, lineIds: lines.map((l) => l.line.id) }]);
  return toDetail({ order, lines, events, parcel, latestTrace, carrier: carrierInfoOf(ctx), standing });
}

/** Any order's amounts, progress and parcel (订单管理), hidden by its shopper or not. */
export async function orderProgress(ctx: AppContext, order: OrderRow): Promise<{ amounts: OrderAmounts; timeline: OrderTimelineEntry[]; logistics: LogisticsSummary | null }> {
  const [events, parcel] = await Promise.all([repo.findStatusEvents(ctx.db, order.id), repo.findParcelOf(ctx.db, order.id)]);
  const latest = parcel ? await repo.findLatestTrace(ctx.db, parcel.id) : undefined;
  return { amounts: toAmounts(order), timeline: toTimeline(order, events), logistics: parcel ? toLogisticsSummary(parcel, latest, carrierInfoOf(ctx)) : null };
}

/** The status an event moves the order to now, or ORDER_ACTION_NOT_ALLOWED. */
function allowedMove(order: OrderRow, event: OrderEvent): number {
  const to = nextOrderStatus(familyOf(order), order.status, event);
  if (to === null) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
  return to;
}

async function actionResult(db: Executor, order: OrderRow): Promise<OrderActionResult> {
  return toActionResult(order, (await repo.findParcelOf(db, order.id)) !== undefined);
}

/**
 * PUT …/cancel: an unpaid order is cancelled and gives its stock, E-value and coupon back, in one
 * transaction under the user's row (as the closer takes it). The move is conditional on the order
 * still being unpaid, so a cancel racing the closer or a payment gives back once, or not at all.
 */
export async function cancelOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderActionResult> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const current = await requireOrder(tx, userId, orderId);
    const to = allowedMove(current, OrderEvent.cancel);
    const cancelled = await moveOrderStatus(tx, { orderId: current.id, from: current.status, to, now, cancelledAt: now, unpaid: true });
    if (!cancelled) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    await releaseOrderHolds(tx, cancelled, '已取消', now);
    await repo.insertStatusEvent(tx, cancelled.id, to, now);
    return cancelled;
  });
  forgetSkuFacts(ctx); // stock given back
  return actionResult(ctx.db, order);
}

/** The moves that hand goods over: signed for (posted goods), installation completed (installed goods). */
const handedOver: readonly OrderEvent[] = [OrderEvent.receive, OrderEvent.installed];

/**
 * Moves an order on by an event in one transaction: the conditional update and its timeline row;
 * goods handed over get their warranty cards in the same transaction (issue 18; made once).
 * Answers the order moved, or undefined when it was no longer in `from` (someone else moved it).
 */
export async function moveOrder(tx: Executor, order: OrderRow, event: OrderEvent, now: Date): Promise<OrderRow | undefined> {
  const to = nextOrderStatus(orderFamilyOf(order.kind as OrderKind), order.status, event);
  if (to === null) return undefined;
  const moved = await moveOrderStatus(tx, { orderId: order.id, from: order.status, to, now });
  if (moved) await repo.insertStatusEvent(tx, moved.id, to, now);
  if (moved && handedOver.includes(event)) await issueWarrantyCards(tx, moved, now);
  return moved;
}

/** When the order first reached one of these statuses (its recorded status events), or null. */
export async function statusReachedAt(db: Executor, orderId: number, statuses: readonly number[]): Promise<Date | null> {
  const events = await repo.findStatusEvents(db, orderId);
  return events.find((e) => statuses.includes(e.status))?.at ?? null;
}

/** The order's timeline (the detail page): the status it moved to, in the transaction of the move. */
export function recordStatusEvent(tx: Executor, orderId: number, status: number, at: Date): Promise<void> {
  return repo.insertStatusEvent(tx, orderId, status, at);
}

/** PUT …/confirm: the user received the goods (shop waitReceive, main waitSign). */
export async function confirmOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderActionResult> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const current = await requireOrder(tx, userId, orderId);
    allowedMove(current, OrderEvent.receive);
    const moved = await moveOrder(tx, current, OrderEvent.receive, now);
    if (!moved) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    return moved;
  });
  return actionResult(ctx.db, order);
}

/** DELETE /hermes/v1/orders/{id}: hides a finished, cancelled or closed order from the list and detail. */
export async function deleteOrder(ctx: AppContext, userId: number, orderId: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await requireOrder(tx, userId, orderId);
    if (!canDeleteOrder(familyOf(current), current.status)) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    if (!(await hideOrder(tx, userId, current.id, current.status, now))) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
  });
}

/** Tabs that show a badge of how many orders wait in them. */
const countedTabs: readonly OrderListTab[] = [OrderListTab.waitPay, OrderListTab.waitSend, OrderListTab.waitReceive, OrderListTab.waitAppraise];

async function tabCounts(db: Executor, userId: number): Promise<Map<OrderListTab, number>> {
  const counts = new Map<OrderListTab, number>();
  for (const group of await repo.countByKindAndStatus(db, userId)) {
    const tab = orderListTabOf(orderFamilyOf(group.kind as OrderKind), group.status);
    if (tab !== null) counts.set(tab, (counts.get(tab) ?? 0) + group.n);
  }
  return counts;
}

/** GET /api/user/center/config/order/url/list: the order bar, with the user's counts (0 for a guest). */
export async function orderUrlConfigs(ctx: AppContext, userId: number | null, displayPlatform: string | undefined): Promise<OrderUrlConfig[]> {
  const [rows, counts] = await Promise.all([
    repo.findUrlConfigs(ctx.db, displayPlatform),
    userId === null ? Promise.resolve(new Map<OrderListTab, number>()) : tabCounts(ctx.db, userId),
  ]);
  return rows.map((row) => {
    const tab = row.tab as OrderListTab;
    return toUrlConfig(row, countedTabs.includes(tab) ? (counts.get(tab) ?? 0) : 0);
  });
}
