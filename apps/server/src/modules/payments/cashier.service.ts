import {
  PaymentState,
  CashierChannel,
  ErrorCode,
  MainOrderStatus,
  PayChannel,
  PayRoute,
  PayTerminalType,
  Text,
  type CreatePaymentBody,
  type CreatePaymentResult,
  type PayConfig,
  type PayCountdown,
  type PayResult,
  type PayWayItem,
  type PayWays,
  UiText,
} from '@emall/contract';
import { defaultFrontData, payRemainSeconds } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { parseAllowedUrl } from '../../lib/allowed-url.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { messengerOpenIdOf } from '../auth/messenger.service.ts';
import { findOrderById } from '../orders/orders.service.ts';
import { currentOrder, orderOfUser, paymentOfUser } from './order-access.ts';
import * as repo from './payments.repository.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { transferForPayment } from './transfer.service.ts';

const channelFacts: { channel: CashierChannel; name: string; payChannel: number | null }[] = [
  { channel: CashierChannel.WechatPay, name: Text.payChannelWechatPay, payChannel: PayChannel.WechatPay },
  { channel: CashierChannel.Alipay, name: Text.payChannelAlipay, payChannel: PayChannel.Alipay },
  { channel: CashierChannel.UnionPay, name: Text.payChannelUnionPay, payChannel: PayChannel.UnionPay },
  { channel: CashierChannel.ICBC, name: Text.payChannelICBC, payChannel: null },
  { channel: CashierChannel.Transfer, name: Text.payChannelTransfer, payChannel: null },
];

/**
 * The configured ways, each enabled when the provider takes it on this terminal (null: any), and
 * when it must know the payer inside the messenger (WeChat JSAPI), only for a shopper who linked it.
 */
function payWaysOf(ctx: AppContext, terminal: PayTerminalType | null, hasOpenId = true): PayWayItem[] {
  const enabled = (channel: CashierChannel) =>
    ctx.pay.supports(channel, terminal) && (terminal === null || hasOpenId || !ctx.pay.needsPayer?.(channel, terminal));
  return channelFacts
    .filter((f) => ctx.config.pay.channels.includes(f.channel))
    .map((f) => ({ channel: f.channel, name: f.name, enabled: enabled(f.channel), payChannel: f.payChannel }));
}

/** GET …/pay-way/{id}: what the order asks for and the ways to pay it. */
export async function payWays(ctx: AppContext, userId: number, ref: string): Promise<PayWays> {
  const order = await currentOrder(ctx, await orderOfUser(ctx.db, userId, ref));
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    payAmount: order.payAmountFen,
    payIntegral: order.integral,
    payDeadline: order.payDeadline.toISOString(),
    remainSeconds: payRemainSeconds(order, ctx.clock.now()),
    ways: payWaysOf(ctx, null),
  };
}

/** GET …/pay-config: the ways of this terminal (inside the messenger, H5, no Alipay). */
export async function payConfig(ctx: AppContext, userId: number, businessId: string, terminalType: PayTerminalType): Promise<PayConfig> {
  const order = await orderOfUser(ctx.db, userId, businessId);
  const hasOpenId = terminalType !== PayTerminalType.H5 || (await messengerOpenIdOf(ctx, userId)) !== null;
  return { businessId: order.orderNo, terminalType, channels: payWaysOf(ctx, terminalType, hasOpenId) };
}

/** GET …/pay-countdown/{id}: seconds left to pay; at 0 the order is closed and what it held given back. */
export async function payCountdown(ctx: AppContext, userId: number, ref: string): Promise<PayCountdown> {
  const order = await currentOrder(ctx, await orderOfUser(ctx.db, userId, ref));
  return {
    orderNo: order.orderNo,
    remainSeconds: payRemainSeconds(order, ctx.clock.now()),
    payDeadline: order.payDeadline.toISOString(),
    status: order.status,
    closed: order.cancelledAt !== null,
  };
}

/**
 * A resultUrl /payTransfer may open: a path of this site (not //host), or an absolute URL on the
 * brand's hosts. Anything else would make the cashier an open redirect.
 */
function isAllowedResultUrl(ctx: AppContext, url: string): boolean {
  if (/[\u0000-\u0020\u007F\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return parseAllowedUrl(url, ctx.config.redirectHosts) !== null;
}

/** frontData as stored: a JSON object whose resultUrl is allowed (40086 otherwise). */
function checkedFrontData(ctx: AppContext, text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.PAY_FRONT_DATA_INVALID);
  }
  const resultUrl = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as { resultUrl?: unknown }).resultUrl : undefined;
  if (typeof resultUrl !== 'string' || !isAllowedResultUrl(ctx, resultUrl)) throw new AppError(ErrorCode.PAY_FRONT_DATA_INVALID);
  return JSON.stringify(parsed);
}

/** Why an order cannot take a payment now, or null when it can. */
function refusalOf(order: { paidAt: Date | null; cancelledAt: Date | null; status: number; payAmountFen: number }): ErrorCode | null {
  if (order.paidAt !== null) return ErrorCode.ORDER_ALREADY_PAID;
  if (order.cancelledAt !== null) return ErrorCode.ORDER_CLOSED;
  if (order.status !== MainOrderStatus.waitPay || order.payAmountFen <= 0) return ErrorCode.ORDER_NOT_PAYABLE;
  return null;
}

/**
 * POST …/icbc/b2c-online and /h5-pay (v1 and v2): a new payment attempt of the order through the
 * channel, and the gateway to open. A paid order 40082, a closed one (also one closed now because its
 * deadline passed) 40081, a way this terminal lacks 40083. Bank transfer answers the order's one
 * transfer trade order and the transfer-info page. A channel that must know the payer inside the
 * messenger (WeChat JSAPI) without a linked openId 40083; a channel that cannot be reached now
 * 50300 (the attempt is closed).
 */
export async function createPayment(ctx: AppContext, userId: number, body: CreatePaymentBody, terminal: PayTerminalType, clientIp: string): Promise<CreatePaymentResult> {
  const order = await currentOrder(ctx, await orderOfUser(ctx.db, userId, body.orderNo));
  const refusal = refusalOf(order);
  if (refusal !== null) throw new AppError(refusal);
  const frontData = body.resultUrl === undefined ? defaultFrontData(order.orderNo) : checkedFrontData(ctx, JSON.stringify({ resultUrl: body.resultUrl }));
  if (body.channel === CashierChannel.Transfer) {
    const transfer = await transferForPayment(ctx, order, frontData);
    return {
      cashFlowNo: transfer.cashFlowNo,
      outTradeNo: transfer.outTradeNo,
      channel: CashierChannel.Transfer,
      payAmount: transfer.amountFen,
      payUrl: `${PayRoute.transferInfo}?orderNo=${encodeURIComponent(order.orderNo)}`,
    };
  }
  if (!ctx.config.pay.channels.includes(body.channel) || !ctx.pay.supports(body.channel, terminal)) {
    throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
  }
  const openId = terminal === PayTerminalType.H5 ? await messengerOpenIdOf(ctx, userId) : null;
  if (ctx.pay.needsPayer?.(body.channel, terminal) && !openId) throw new AppError(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
  const now = ctx.clock.now();
  const payment = await ctx.db.transaction(async (tx) => {
    // The buyer's row first, as payments and closers take it: the order cannot close under us.
    await lockBuyer(tx, userId);
    const fresh = (await findOrderById(tx, order.id))!;
    const again = refusalOf(fresh);
    if (again !== null) throw new AppError(again);
    return repo.insertPayment(tx, {
      cashFlowNo: newTradeNo('CF', now),
      outTradeNo: newTradeNo('PT', now),
      orderId: order.id,
      userId,
      channel: body.channel,
      terminal,
      amountFen: fresh.payAmountFen,
      state: PaymentState.dealing,
      frontData,
      createdAt: now,
      updatedAt: now,
    });
  });
  let started: Awaited<ReturnType<AppContext['pay']['createPayment']>>;
  try {
    started = await ctx.pay.createPayment(
      { outTradeNo: payment.outTradeNo, orderNo: order.orderNo, amountFen: payment.amountFen, subject: `${UiText.order}${order.orderNo}`, openId, clientIp },
      body.channel,
      terminal,
    );
  } catch (err) {
    // The channel did not open the trade (down, slow, refusing): this attempt is over, the shopper tries again.
    ctx.log.error({ err, outTradeNo: payment.outTradeNo, channel: body.channel }, 'the pay channel could not open a payment');
    await repo.updatePayment(ctx.db, payment.id, { state: PaymentState.closed }, ctx.clock.now());
    throw new AppError(ErrorCode.UNAVAILABLE);
  }
  return {
    cashFlowNo: payment.cashFlowNo,
    outTradeNo: started.outTradeNo,
    channel: body.channel,
    payAmount: payment.amountFen,
    payUrl: started.payUrl,
    ...(started.jsapi ? { jsapi: started.jsapi } : {}),
  };
}

/** POST …/front-data: where /payTransfer returns after this payment. */
export async function saveFrontData(ctx: AppContext, userId: number, cashFlowNo: string, frontData: string): Promise<PayResult> {
  const payment = await paymentOfUser(ctx.db, userId, { cashFlowNo });
  const stored = checkedFrontData(ctx, frontData);
  await repo.updatePayment(ctx.db, payment.id, { frontData: stored }, ctx.clock.now());
  return { frontData: stored, cashFlowNo: payment.cashFlowNo };
}
