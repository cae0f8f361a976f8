import {
  PayStatus,
  PayRoute,
  TradeOrderStatus,
  TradeStatus,
  type CashierChannel,
  type TradeResult,
} from '@emall/contract';
import { PaymentState } from './payments.table.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { OrderRow } from '../orders/orders.service.ts';

export interface PayState {
  tradeStatus: TradeStatus;
  payStatus: PayStatus;
}

const inProgress: PayState = { tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing };
const succeeded: PayState = { tradeStatus: TradeStatus.success, payStatus: PayStatus.success };
const ended: PayState = { tradeStatus: TradeStatus.failed, payStatus: PayStatus.close };

export function isOrderOpen(order: OrderRow): boolean {
  return order.paidAt === null && order.cancelledAt === null;
}

/** Where an order's payment stands (§4): paid, closed or cancelled unpaid, or its latest attempt's state. */
export function orderPayState(order: OrderRow, latest: PaymentRow | undefined): PayState {
  if (order.paidAt !== null) return succeeded;
  if (order.cancelledAt !== null) return ended;
  if (!latest || latest.state === PaymentState.dealing) return inProgress;
  return latest.state === PaymentState.success ? succeeded : ended;
}

/** Where one payment attempt stands; one still waiting for its channel says what its order says. */
export function paymentPayState(payment: PaymentRow, order: OrderRow): PayState {
  if (payment.state === PaymentState.dealing) return orderPayState(order, payment);
  return payment.state === PaymentState.success ? succeeded : ended;
}

export function toTradeResult(order: OrderRow, payment: PaymentRow | undefined, state: PayState): TradeResult {
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    kind: order.kind,
    cashFlowNo: payment?.cashFlowNo ?? null,
    channel: (payment?.channel as CashierChannel | undefined) ?? null,
    tradeStatus: state.tradeStatus,
    payStatus: state.payStatus,
    payAmount: order.payAmountFen,
    payIntegral: order.integral,
    pointsEarned: order.pointsEarned,
    orderStatus: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** A bank transfer trade order's status (§3 tradeOrderStatus): finish or close send the transfer page back. */
export function transferStatus(order: OrderRow, transfer: PaymentRow | undefined, now: Date): TradeOrderStatus {
  if (order.paidAt !== null) return TradeOrderStatus.finish;
  if (order.cancelledAt !== null) return TradeOrderStatus.close;
  if (!transfer || transfer.state === PaymentState.dealing) {
    return transfer?.expireAt && transfer.expireAt <= now ? TradeOrderStatus.close : TradeOrderStatus.waitPay;
  }
  return transfer.state === PaymentState.success ? TradeOrderStatus.finish : TradeOrderStatus.close;
}

/** Where /payTransfer returns unless the cashier says otherwise: the result page of this order. */
export function defaultFrontData(orderNo: string): string {
  return JSON.stringify({ resultUrl: `${PayRoute.result}?orderNo=${encodeURIComponent(orderNo)}` });
}

export function remainSeconds(order: OrderRow, now: Date): number {
  if (!isOrderOpen(order)) return 0;
  return Math.max(0, Math.ceil((order.payDeadline.getTime() - now.getTime()) / 1000));
}
