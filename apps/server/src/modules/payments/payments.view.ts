import type { CashierChannel, TradeResult } from '@emall/contract';
import type { PayState } from '@emall/domain';
import type { PaymentRow } from './payments.repository.ts';
import type { OrderRow } from '../orders/orders.service.ts';

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
