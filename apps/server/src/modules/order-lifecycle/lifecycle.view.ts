import {
  LogisticsStatusText,
  productPageUrl,
  VoucherStatusText,
  type DeliveryVoucher,
  type Logistics,
  type LogisticsStatus,
  type LogisticsSummary,
  type LogisticsTrace,
  type OrderActionResult,
  type OrderAmounts,
  type OrderDetail,
  type OrderFamily,
  type OrderKind,
  type LineAfterSales,
  type OrderLineOfOrder,
  type OrderLineView,
  type OrderListItem,
  type OrderTimelineEntry,
  type OrderUrlConfig,
  type OrderListTab,
  type VoucherStatus,
} from '@emall/contract';
import { awaitsPayment, integralDeductFen, orderActions, orderFamilyOf, orderStatusText, orderTimeline, tradeSceneOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import { storedLinePriced } from '../orders/orders.service.ts';
import type { LineWithGoods, ParcelRow, StatusEventRow, TraceRow, UrlConfigRow, VoucherRow } from './lifecycle.repository.ts';

/** The carrier's name and phone by its code, for parcels. */
export type CarrierInfo = (code: string) => { name: string; phone: string };

export function familyOf(order: Pick<OrderRow, 'kind'>): OrderFamily {
  return orderFamilyOf(order.kind as OrderKind);
}

function toLineView({ line, bizType, virtualType, annexType }: LineWithGoods): OrderLineView {
  return { ...storedLinePriced(line), productUrl: productPageUrl({ bizType, virtualType, annexType }, line.goodsId) };
}

/**
 * What after-sales says of each line of these orders, by line id. The after-sales module answers
 * it (it depends on this one, so app.ts hands its function in rather than this module importing it).
 */
export type LinesAfterSales = (ctx: AppContext, orders: readonly { order: OrderRow; lineIds: readonly number[] }[]) => Promise<Map<number, LineAfterSales>>;

const noStanding: LineAfterSales = { types: [], refusal: null, openCaseId: null, hasCases: false };

function toLineOfOrder(line: LineWithGoods, standing: ReadonlyMap<number, LineAfterSales>): OrderLineOfOrder {
  return { ...toLineView(line), lineId: line.line.id, afterSales: standing.get(line.line.id) ?? noStanding };
}

/** Cash in fen, E-value in points; integralDeductAmount is the cash the E-value stood in for. */
export function toAmounts(order: OrderRow): OrderAmounts {
  return {
    goodsAmount: order.goodsAmountFen,
    couponDeductAmount: order.couponDeductFen,
    carriage: order.carriageFen,
    integral: order.integral,
    integralDeductAmount: integralDeductFen(order),
    payAmount: order.payAmountFen,
    pointsEarned: order.pointsEarned,
  };
}

/** The deadline of an order still waiting for payment; null otherwise. */
function payDeadlineOf(order: OrderRow): string | null {
  return awaitsPayment(order.kind as OrderKind, order.status) ? order.payDeadline.toISOString() : null;
}

function actionsOf(order: OrderRow, family: OrderFamily, hasParcel: boolean) {
  return orderActions(family, order.status, { deliveryMethod: order.deliveryMethod, hasParcel });
}

function pieces(lines: readonly OrderLineView[]): number {
  return lines.reduce((sum, line) => sum + line.num, 0);
}

/** What the list and the detail both open an order with. */
function headOf(order: OrderRow, family: OrderFamily) {
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    kind: order.kind as OrderKind,
    family,
    status: order.status,
    statusText: orderStatusText(family, order.status),
    deliveryMethod: order.deliveryMethod,
  };
}

export function toListItem(order: OrderRow, lines: readonly LineWithGoods[], hasParcel: boolean, standing: ReadonlyMap<number, LineAfterSales>): OrderListItem {
  const family = familyOf(order);
  const views = lines.map((line) => toLineOfOrder(line, standing));
  return {
    ...headOf(order, family),
    lines: views,
    totalNum: pieces(views),
    amounts: toAmounts(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payDeadline: payDeadlineOf(order),
    tradeScene: tradeSceneOf(order.kind as OrderKind),
    actions: actionsOf(order, family, hasParcel),
  };
}

/** The statuses the order went through, oldest first (the domain's timeline), with their texts. */
export function toTimeline(order: OrderRow, events: readonly StatusEventRow[]): OrderTimelineEntry[] {
  const family = familyOf(order);
  return orderTimeline({ ...order, kind: order.kind as OrderKind }, events).map((entry) => ({
    status: entry.status,
    statusText: orderStatusText(family, entry.status),
    at: entry.at.toISOString(),
  }));
}

function toTrace(trace: TraceRow): LogisticsTrace {
  return {
    status: trace.status,
    statusText: LogisticsStatusText[trace.status as LogisticsStatus] ?? '',
    description: trace.description,
    at: trace.at.toISOString(),
  };
}

export function toLogisticsSummary(parcel: ParcelRow, latest: TraceRow | undefined, carrier: CarrierInfo): LogisticsSummary {
  return {
    carrierName: carrier(parcel.carrierCode).name,
    expressNo: parcel.expressNo,
    status: parcel.status,
    statusText: LogisticsStatusText[parcel.status as LogisticsStatus] ?? '',
    latest: latest ? toTrace(latest) : null,
  };
}

export interface DetailParts {
  order: OrderRow;
  lines: readonly LineWithGoods[];
  events: readonly StatusEventRow[];
  parcel: ParcelRow | undefined;
  latestTrace: TraceRow | undefined;
  carrier: CarrierInfo;
  standing: ReadonlyMap<number, LineAfterSales>;
}

export function toDetail({ order, lines, events, parcel, latestTrace, carrier, standing }: DetailParts): OrderDetail {
  const family = familyOf(order);
  const views = lines.map((line) => toLineOfOrder(line, standing));
  return {
    ...headOf(order, family),
    address: order.address ?? null,
    store: order.store ?? null,
    vinCode: order.vinCode,
    mobile: order.mobile,
    remark: order.remark,
    lines: views,
    totalNum: pieces(views),
    amounts: toAmounts(order),
    rightsAccountId: order.rightsAccountId === null ? null : String(order.rightsAccountId),
    tradeScene: tradeSceneOf(order.kind as OrderKind),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payDeadline: payDeadlineOf(order),
    timeline: toTimeline(order, events),
    logistics: parcel ? toLogisticsSummary(parcel, latestTrace, carrier) : null,
    actions: actionsOf(order, family, parcel !== undefined),
  };
}

export function toActionResult(order: OrderRow, hasParcel: boolean): OrderActionResult {
  const family = familyOf(order);
  return {
    orderId: String(order.id),
    status: order.status,
    statusText: orderStatusText(family, order.status),
    actions: actionsOf(order, family, hasParcel),
  };
}

export function toLogistics(order: OrderRow, parcel: ParcelRow, traces: readonly TraceRow[], lines: readonly LineWithGoods[], carrier: CarrierInfo): Logistics {
  const info = carrier(parcel.carrierCode);
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    carrierCode: parcel.carrierCode,
    carrierName: info.name,
    carrierPhone: info.phone,
    expressNo: parcel.expressNo,
    status: parcel.status,
    statusText: LogisticsStatusText[parcel.status as LogisticsStatus] ?? '',
    shippedAt: parcel.shippedAt.toISOString(),
    signedAt: parcel.signedAt?.toISOString() ?? null,
    traces: traces.map(toTrace),
    lines: lines.map(toLineView),
  };
}

export function toVoucher(order: OrderRow, voucher: VoucherRow, lines: readonly LineWithGoods[], readyForPickup: boolean, qrContent: string): DeliveryVoucher {
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    voucherCode: voucher.code,
    qrContent,
    status: voucher.status,
    statusText: VoucherStatusText[voucher.status as VoucherStatus] ?? '',
    readyForPickup,
    usedAt: voucher.usedAt?.toISOString() ?? null,
    store: order.store ?? null,
    lines: lines.map(toLineView),
  };
}

export function toUrlConfig(row: UrlConfigRow, count: number): OrderUrlConfig {
  return { title: row.title, tab: row.tab as OrderListTab, url: row.url, iconUrl: row.iconUrl, count };
}
