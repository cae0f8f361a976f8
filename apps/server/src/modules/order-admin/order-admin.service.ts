import {
  type OrderShipBody,
  ADMIN_PAGE_SIZE,
  AdminPayWay,
  AdminPayWayText,
  ErrorCode,
  OrderKindText,
  PaymentStateText,
  RefundStatusText,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AuditEntry,
  type OrderKind,
  type PaymentState,
  type RefundStatus,
} from '@emall/contract';
import { orderFamilyOf, orderStatusText } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { afterSalesQueue } from '../after-sales/after-sales-admin.service.ts';
import { cancelAndRefundOrder, cancelRefundStanding } from '../after-sales/order-cancel.service.ts';
import type { CaseOperator } from '../after-sales/after-sales-admin.service.ts';
import { searchAudit } from '../audit/audit.service.ts';
import { orderProgress } from '../order-lifecycle/lifecycle.service.ts';
import { shipByOperator, shippable } from '../order-lifecycle/warehouse.service.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { buyersOf, linesOfOrders, paidChannelsOf, searchOrders } from '../orders/order-search.service.ts';
import { findOrderById, findOrderLines, type OrderRow } from '../orders/orders.service.ts';
import { paymentRecordsOf } from '../payments/payment-records.service.ts';

type LineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

/** How the order was paid: E-value (and a coupon) alone, else its paid payment's channel; '' while unpaid. */
function payWayText(order: OrderRow, channel: string | undefined): string {
  if (order.paidAt === null) return '';
  if (order.payAmountFen === 0) return AdminPayWayText[AdminPayWay.evalue];
  return AdminPayWayText[channel as AdminPayWay] ?? channel ?? '';
}

function toRow(order: OrderRow, lines: readonly LineRow[], buyer: { phone: string } | undefined, channel: string | undefined): AdminOrderRow {
  const kind = order.kind as OrderKind;
  return {
    id: String(order.id),
    orderNo: order.orderNo,
    kind,
    kindText: OrderKindText[kind],
    status: order.status,
    statusText: orderStatusText(orderFamilyOf(kind), order.status),
    userId: String(order.userId),
    buyerPhone: buyer?.phone ?? '',
    goodsName: lines[0]?.name ?? '',
    lineCount: lines.length,
    totalNum: lines.reduce((sum, l) => sum + l.num, 0),
    payAmount: order.payAmountFen,
    integral: order.integral,
    payWayText: payWayText(order, channel),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** GET /admin-api/orders: one page of every shopper's orders, newest first. */
export async function adminOrders(ctx: AppContext, query: AdminOrderQuery): Promise<Paged<AdminOrderRow>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await searchOrders(
    ctx.db,
    {
      keyword: query.keyword,
      status: query.status,
      kind: query.kind,
      payWay: query.payWay,
      createdFrom: query.createdFrom ? new Date(query.createdFrom) : undefined,
      createdTo: query.createdTo ? new Date(query.createdTo) : undefined,
    },
    (pageNo - 1) * pageSize,
    pageSize,
  );
  const ids = rows.map((o) => o.id);
  const [lines, buyers, channels] = await Promise.all([linesOfOrders(ctx.db, ids), buyersOf(ctx.db, rows.map((o) => o.userId)), paidChannelsOf(ctx.db, ids)]);
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map((o) => toRow(o, lines.filter((l) => l.orderId === o.id), buyers.get(o.userId), channels.get(o.id))),
  };
}

/** The audit rows of the order and of its after-sales cases, newest first. */
async function auditOf(ctx: AppContext, orderId: number, caseIds: readonly string[]): Promise<AuditEntry[]> {
  const targets = [{ targetType: 'order', targetId: String(orderId) }, ...caseIds.map((id) => ({ targetType: 'afterSalesCase', targetId: id }))];
  const pages = await Promise.all(targets.map((t) => searchAudit(ctx, { ...t, pageSize: 100 })));
  return pages.flatMap((p) => p.result).sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

/** GET /admin-api/orders/:id: everything about one order (unknown: 40413). */
export async function adminOrderDetail(ctx: AppContext, orderId: number): Promise<AdminOrderDetail> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const [lines, buyers, channels, progress, records, cases, standing] = await Promise.all([
    findOrderLines(ctx.db, order.id),
    buyersOf(ctx.db, [order.userId]),
    paidChannelsOf(ctx.db, [order.id]),
    orderProgress(ctx, order),
    paymentRecordsOf(ctx.db, order.id),
    afterSalesQueue(ctx, { orderNo: order.orderNo, pageSize: 100 }),
    cancelRefundStanding(ctx, order),
  ]);
  const canShip = await shippable(ctx, order);
  const buyer = buyers.get(order.userId);
  return {
    ...toRow(order, lines, buyer, channels.get(order.id)),
    buyerNickname: buyer?.nickname ?? '',
    address: order.address ?? null,
    store: order.store ?? null,
    vinCode: order.vinCode,
    mobile: order.mobile,
    remark: order.remark,
    lines: lines.map((l) => ({
      lineId: l.id,
      goodsId: String(l.goodsId),
      skuId: String(l.skuId),
      name: l.name,
      specsName: l.specsName,
      pictureUrl: l.pictureUrl,
      num: l.num,
      price: l.priceFen,
      eValue: l.eValue,
    })),
    ...progress,
    payments: records.payments.map((p) => ({
      cashFlowNo: p.cashFlowNo,
      channelText: AdminPayWayText[p.channel as AdminPayWay] ?? p.channel,
      amountFen: p.amountFen,
      stateText: PaymentStateText[p.state as PaymentState] ?? p.state,
      channelTradeNo: p.channelTradeNo,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    refunds: records.refunds.map((r) => ({
      refundNo: r.refundNo,
      amountFen: r.amountFen,
      reason: r.reason,
      statusText: RefundStatusText[r.status as RefundStatus] ?? '',
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
    cases: cases.result,
    audit: await auditOf(ctx, order.id, cases.result.map((c) => c.id)),
    cancelRefundRefusal: standing.refusal,
    cancelRefundNeedsApproval: standing.needsApproval,
    shippable: canShip,
  };
}

/** POST /admin-api/orders/:id/cancel-refund: the after-sales whole-order refund, then the order as it is now. */
export async function cancelRefundOrder(ctx: AppContext, who: CaseOperator, orderId: number, reason: string): Promise<AdminOrderDetail> {
  await cancelAndRefundOrder(ctx, who, orderId, reason);
  return adminOrderDetail(ctx, orderId);
}

/** POST /admin-api/orders/:id/ship: 发货 under the waybill entered, then the order as it is now. */
export async function shipOrder(ctx: AppContext, actor: AuditActor, orderId: number, waybill: OrderShipBody): Promise<AdminOrderDetail> {
  await shipByOperator(ctx, actor, orderId, waybill);
  return adminOrderDetail(ctx, orderId);
}
