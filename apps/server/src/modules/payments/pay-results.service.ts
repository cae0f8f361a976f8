import {
  fillText,
  PayResultAction,
  PayStatus,
  Text,
  type PayResult,
  type PayResultButton,
  type PayResultConfig,
  type TradeOrder,
  type TradeResult,
} from '@emall/contract';
import { isOrderOpen, orderPayState, paymentPayState, transferStatus, type PayState } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { currentOrder, orderOfUser, paymentOfUser } from './order-access.ts';
import { reconcilePayment } from './pay-notify.service.ts';
import * as repo from './payments.repository.ts';
import { toTradeResult } from './payments.view.ts';
import { findOrderById, type OrderRow } from '../orders/orders.service.ts';

/**
 * The order and its latest payment as they stand: a payment still waiting is first asked about at
 * its channel (its notification may be lost), and an order overdue and unpaid is closed.
 */
async function settledOrder(ctx: AppContext, userId: number, ref: string): Promise<{ order: OrderRow; latest: repo.PaymentRow | undefined }> {
  let order = await orderOfUser(ctx.db, userId, ref);
  let latest = await repo.findLatestPayment(ctx.db, order.id);
  if (latest && isOrderOpen(order)) {
    latest = await reconcilePayment(ctx, latest);
    order = (await findOrderById(ctx.db, order.id))!;
  }
  return { order: await currentOrder(ctx, order), latest };
}

/** GET /hermes/v1/trade/result/{id} and GET /hermes/v2/orders/pay-result/{id}: where the order's payment stands. */
export async function orderTradeResult(ctx: AppContext, userId: number, ref: string): Promise<TradeResult> {
  const { order, latest } = await settledOrder(ctx, userId, ref);
  return toTradeResult(order, latest, orderPayState(order, latest));
}

/** GET …/query-pay-result (cashFlowNo): where this payment stands. */
export async function paymentTradeResult(ctx: AppContext, userId: number, cashFlowNo: string): Promise<TradeResult> {
  const payment = await reconcilePayment(ctx, await paymentOfUser(ctx.db, userId, { cashFlowNo }));
  const order = await currentOrder(ctx, (await findOrderById(ctx.db, payment.orderId))!);
  return toTradeResult(order, payment, paymentPayState(payment, order));
}

/** Query pay result by out_trade_no (/payTransfer): the stored frontData and the cashFlowNo. */
export async function payResultByOutTradeNo(ctx: AppContext, userId: number, outTradeNo: string): Promise<PayResult> {
  const payment = await paymentOfUser(ctx.db, userId, { outTradeNo });
  return { frontData: payment.frontData, cashFlowNo: payment.cashFlowNo };
}

function resultTexts(order: OrderRow, state: PayState): { title: string; texts: string[]; buttons: PayResultButton[] } {
  const viewOrder: PayResultButton = { text: Text.payViewOrder, action: PayResultAction.orderDetail, primary: true };
  const home: PayResultButton = { text: Text.payBackHome, action: PayResultAction.home, primary: false };
  if (state.payStatus === PayStatus.success) {
    const texts = order.pointsEarned > 0 ? [fillText(Text.paySuccessPointsEarned, { points: order.pointsEarned })] : [];
    return { title: Text.paySuccess, texts, buttons: [viewOrder, home] };
  }
  if (state.payStatus === PayStatus.dealing) return { title: Text.payDealing, texts: [Text.payDealingHint], buttons: [viewOrder, home] };
  if (!isOrderOpen(order)) return { title: Text.payClosed, texts: [Text.cashierTimeout], buttons: [viewOrder, home] };
  const repay: PayResultButton = { text: Text.payRepay, action: PayResultAction.repay, primary: true };
  return { title: Text.payFailed, texts: [Text.payFailedHint], buttons: [repay, { ...viewOrder, primary: false }] };
}

/** GET …/pay-result-config (businessId): the result page's title, texts and buttons for the order now. */
export async function payResultConfig(ctx: AppContext, userId: number, businessId: string): Promise<PayResultConfig> {
  const { order, latest } = await settledOrder(ctx, userId, businessId);
  const state = orderPayState(order, latest);
  return { businessId: order.orderNo, payStatus: state.payStatus, ...resultTexts(order, state) };
}

/** GET …/query-trade-order (businessId): the order's trade order, its bank transfer's when it has one. */
export async function queryTradeOrder(ctx: AppContext, userId: number, businessId: string): Promise<TradeOrder> {
  const { order, latest } = await settledOrder(ctx, userId, businessId);
  const transfer = await repo.findTransferOfOrder(ctx.db, order.id);
  const shown = transfer ?? latest;
  const state = shown ? paymentPayState(shown, order) : orderPayState(order, undefined);
  return {
    businessId: order.orderNo,
    cashFlowNo: shown?.cashFlowNo ?? null,
    tradeOrderStatus: transferStatus(order, transfer, ctx.clock.now()),
    tradeStatus: state.tradeStatus,
    payStatus: state.payStatus,
    toPayAmount: order.payAmountFen,
  };
}
