import { PaymentState, PayRoute, PayStatus, TradeOrderStatus, TradeStatus } from '@emall/contract';

/** What the pay rules read of an order. */
export interface PayOrderFacts {
  paidAt: Date | null;
  cancelledAt: Date | null;
  payDeadline: Date;
}

/** What the pay rules read of one payment attempt. */
export interface PaymentFacts {
  state: string;
  expireAt: Date | null;
}

export interface PayState {
  tradeStatus: TradeStatus;
  payStatus: PayStatus;
}

const inProgress: PayState = { tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing };
const succeeded: PayState = { tradeStatus: TradeStatus.success, payStatus: PayStatus.success };
const ended: PayState = { tradeStatus: TradeStatus.failed, payStatus: PayStatus.close };

/** An order that may still be paid: neither paid nor cancelled (or closed). */
export function isOrderOpen(order: PayOrderFacts): boolean {
  return order.paidAt === null && order.cancelledAt === null;
}

/** Where an order's payment stands (§4): paid, closed or cancelled unpaid, or its latest attempt's state. */
export function orderPayState(order: PayOrderFacts, latest: PaymentFacts | undefined): PayState {
  if (order.paidAt !== null) return succeeded;
  if (order.cancelledAt !== null) return ended;
  if (!latest || latest.state === PaymentState.dealing) return inProgress;
  return latest.state === PaymentState.success ? succeeded : ended;
}

/** Where one payment attempt stands; one still waiting for its channel says what its order says. */
export function paymentPayState(payment: PaymentFacts, order: PayOrderFacts): PayState {
  if (payment.state === PaymentState.dealing) return orderPayState(order, payment);
  return payment.state === PaymentState.success ? succeeded : ended;
}

/** A bank transfer trade order's status (§3 tradeOrderStatus): finish or close send the transfer page back. */
export function transferStatus(order: PayOrderFacts, transfer: PaymentFacts | undefined, now: Date): TradeOrderStatus {
  if (order.paidAt !== null) return TradeOrderStatus.finish;
  if (order.cancelledAt !== null) return TradeOrderStatus.close;
  if (!transfer || transfer.state === PaymentState.dealing) {
    return transfer?.expireAt && transfer.expireAt <= now ? TradeOrderStatus.close : TradeOrderStatus.waitPay;
  }
  return transfer.state === PaymentState.success ? TradeOrderStatus.finish : TradeOrderStatus.close;
}

/** Whole seconds until a deadline, rounded up so a countdown reads 0 only once time is up; never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Whole seconds left to pay; 0 once the order is no longer open or its deadline passed. */
export function payRemainSeconds(order: PayOrderFacts, now: Date): number {
  return isOrderOpen(order) ? secondsLeft(order.payDeadline.getTime(), now.getTime()) : 0;
}

/** Where /payTransfer returns unless the cashier says otherwise: the result page of this order. */
export function defaultFrontData(orderNo: string): string {
  return JSON.stringify({ resultUrl: `${PayRoute.result}?orderNo=${encodeURIComponent(orderNo)}` });
}
