import { PaymentState, ErrorCode, errorInfo, PayNotifyStatus, type CashierChannel, type OrderKind, type PayNotification, type PayNotifyAnswer } from '@emall/contract';
import { isVirtualKind, nextOrderStatus, OrderEvent, orderFamilyOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { FormAnswer } from '../../providers/pay.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { useNonce } from '../../http/v5-signature.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { grantEarnedPoints } from './earned-points.ts';
import { openVirtualOrder } from './fulfilment.service.ts';
import { applyRefundNotification, openRefund, processOpenRefunds } from './refunds.service.ts';
import * as repo from './payments.repository.ts';
import { findOrderById, markOrderPaid, type OrderRow } from '../orders/orders.service.ts';
import { recordStatusEvent } from '../order-lifecycle/lifecycle.service.ts';

/** What a channel says happened to one payment: from a notification, or from asking it. */
interface ChannelOutcome {
  status: PayNotification['status'];
  channelTradeNo: string;
  amountFen: number;
}

/** What recording an outcome did: paid the order, refunded money that came too late, or nothing new. */
type Recorded =
  | { kind: 'paid'; orderId: number; virtual: boolean }
  | { kind: 'refunded' }
  | { kind: 'unchanged' };

async function recordSuccess(tx: Executor, payment: repo.PaymentRow, order: OrderRow, outcome: ChannelOutcome, now: Date): Promise<Recorded> {
  if (payment.state === PaymentState.success || payment.state === PaymentState.refunded) return { kind: 'unchanged' };
  await repo.updatePayment(tx, payment.id, { state: PaymentState.success, channelTradeNo: outcome.channelTradeNo, paidAt: now }, now);
  // The family's machine (domain) says where pay leads from the status the order is in: nowhere once closed or paid.
  const to = nextOrderStatus(orderFamilyOf(order.kind as OrderKind), order.status, OrderEvent.pay);
  const paid = to === null ? undefined : await markOrderPaid(tx, order.id, order.status, to, now);
  if (!paid) {
    // Money for an order closed, cancelled or paid by another attempt: it goes back, the order stays as it is.
    const why = order.paidAt !== null ? '订单已由其他支付完成,重复支付退款' : '订单已关闭,支付款项原路退回';
    await openRefund(tx, { ...payment, state: PaymentState.success }, why, now);
    return { kind: 'refunded' };
  }
  await recordStatusEvent(tx, paid.id, paid.status, now);
  const virtual = isVirtualKind(paid.kind as OrderKind);
  if (!virtual) await grantEarnedPoints(tx, paid, now);
  return { kind: 'paid', orderId: paid.id, virtual };
}

/**
 * Records what the channel says of a payment, in one transaction that takes the buyer's row first
 * (as submits and closers do) and then the payment's: however often and however concurrently the
 * same word arrives, the payment is recorded, the order paid and its E-value granted once.
 */
async function recordOutcome(ctx: AppContext, paymentId: number, userId: number, outcome: ChannelOutcome): Promise<Recorded> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const payment = await repo.lockPayment(tx, paymentId);
    const order = (await findOrderById(tx, payment.orderId))!;
    if (outcome.amountFen !== payment.amountFen || outcome.amountFen !== order.payAmountFen) {
      ctx.log.warn({ outTradeNo: payment.outTradeNo, expectedFen: order.payAmountFen, notifiedFen: outcome.amountFen }, 'pay notification amount mismatch refused');
      throw new AppError(ErrorCode.PAY_AMOUNT_MISMATCH);
    }
    if (outcome.status === PayNotifyStatus.success) return recordSuccess(tx, payment, order, outcome, now);
    // A failure or close ends only an attempt still waiting; a success is never taken back.
    if (payment.state === PaymentState.dealing) {
      const state = outcome.status === PayNotifyStatus.failed ? PaymentState.failed : PaymentState.closed;
      await repo.updatePayment(tx, payment.id, { state, channelTradeNo: outcome.channelTradeNo }, now);
    }
    return { kind: 'unchanged' };
  });
}

/** After the transaction: pay money back, open a paid virtual order. Their own failures are retried by the sweep. */
async function followUp(ctx: AppContext, recorded: Recorded): Promise<void> {
  if (recorded.kind === 'refunded') await processOpenRefunds(ctx);
  if (recorded.kind === 'paid' && recorded.virtual) await openVirtualOrder(ctx, recorded.orderId);
}

/** Records a channel's outcome of a payment and does what follows from it. */
async function applyOutcome(ctx: AppContext, payment: repo.PaymentRow, outcome: ChannelOutcome): Promise<void> {
  const recorded = await recordOutcome(ctx, payment.id, payment.userId, outcome);
  try {
    await followUp(ctx, recorded);
  } catch (err) {
    ctx.log.error({ err, outTradeNo: payment.outTradeNo }, 'after a payment outcome');
  }
}

/**
 * POST …/pay/notify/{channel}: a channel's signed notification. A forged or altered one is refused
 * before anything is read (40085); one for a payment we never issued (or of another channel) 40414;
 * an amount other than the order's cash due 40084 (logged). A repeat answers as the first did.
 */
export async function receiveNotification(
  ctx: AppContext,
  channel: string,
  headers: Record<string, string | string[] | undefined>,
  body: PayNotification,
): Promise<PayNotifyAnswer> {
  const verified = ctx.pay.verifyNotification?.(headers, body) ?? null;
  if (!verified) {
    ctx.log.warn({ channel, outTradeNo: body.outTradeNo }, 'pay notification with a bad signature refused');
    throw new AppError(ErrorCode.PAY_SIGNATURE_INVALID);
  }
  return applyNotification(ctx, channel, verified);
}

/** A payment notification its channel's signature vouched for: one for a payment we never issued (or of another channel) 40414. */
async function applyNotification(ctx: AppContext, channel: string, verified: PayNotification): Promise<PayNotifyAnswer> {
  const payment = await repo.findPaymentByOutTradeNo(ctx.db, verified.outTradeNo);
  if (!payment || payment.channel !== channel) throw new AppError(ErrorCode.PAY_FLOW_NOT_FOUND);
  await applyOutcome(ctx, payment, { status: verified.status, channelTradeNo: verified.channelTradeNo, amountFen: verified.amount });
  return { outTradeNo: payment.outTradeNo, received: true };
}

/** What a channel that signs in headers is answered: 204 when taken, else a 4xx/5xx with {code, message} so that it posts again. */
export type SignedNotifyAnswer = { status: 204 } | { status: number; code: 'FAIL'; message: string };

/** The HTTP status a refusal is answered with (the channel only tells 2xx from the rest). */
const REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.PAY_SIGNATURE_INVALID]: 401,
  [ErrorCode.PAY_FLOW_NOT_FOUND]: 404,
  [ErrorCode.REFUND_NOT_FOUND]: 404,
  [ErrorCode.PAY_AMOUNT_MISMATCH]: 400,
};

const refusal = (code: ErrorCode): SignedNotifyAnswer => ({ status: REFUSAL_STATUS[code] ?? 500, code: 'FAIL', message: errorInfo[code].message });

/**
 * POST …/pay/signed-notify/{channel}: a payment or refund notification signed in the channel's
 * headers over the raw body, its resource encrypted (WeChat Pay v3). Taken (recorded, or carrying
 * no outcome): 204. Refused, nothing changed, and logged: a forged, altered, stale, replayed or
 * another merchant's one 401; a payment or refund we never issued (or of another channel) 404; an
 * amount other than ours 400; our own failure 500 — the channel then posts it again later.
 */
export async function receiveSignedNotification(
  ctx: AppContext,
  channel: CashierChannel,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<SignedNotifyAnswer> {
  const signed = ctx.pay.signedNotifications;
  const verified = (await signed?.read(headers, rawBody)) ?? null;
  // The nonce is used up on every instance (sign_nonces) once the signature verified: the same notification again is a replay.
  const fresh = verified !== null && (await useNonce(ctx, `${channel}:${verified.nonce}`, new Date(ctx.clock.now().getTime() + 2 * signed!.freshForMs)));
  if (!verified || !fresh) {
    ctx.log.warn({ channel, replay: verified !== null }, 'signed pay notification with a bad, stale or replayed signature refused');
    return refusal(ErrorCode.PAY_SIGNATURE_INVALID);
  }
  const read = verified.notice;
  if (read === 'ignore') return { status: 204 };
  try {
    if ('payment' in read) await applyNotification(ctx, channel, read.payment);
    else await applyRefundNotification(ctx, channel, read.refund);
    return { status: 204 };
  } catch (err) {
    if (err instanceof AppError) {
      ctx.log.warn({ channel, code: err.code }, 'signed pay notification refused');
      return refusal(err.code);
    }
    ctx.log.error({ err, channel }, 'signed pay notification failed; the channel posts it again');
    return refusal(ErrorCode.REQUEST_FAILED);
  }
}

/**
 * POST …/pay/form-notify/{channel}: a payment or refund notification posted as a signed form
 * (Alipay, ICBC, UnionPay). Answers in the provider's own words and status: taken once it is
 * recorded (or carries no outcome); not taken for a forged, altered or another app's notification,
 * one for a payment or refund we never issued or of another channel, or an amount other than ours
 * (each logged; nothing changes) — the channel then posts again. A channel none of the configured
 * providers reads is 40414.
 */
export async function receiveFormNotification(ctx: AppContext, channel: string, fields: Record<string, string>): Promise<FormAnswer> {
  const form = ctx.pay.formNotifications?.[channel as CashierChannel];
  if (!form) throw new AppError(ErrorCode.PAY_FLOW_NOT_FOUND);
  const verified = form.read(fields);
  if (verified === 'ignore') return form.answer(true, fields);
  if (!verified) {
    ctx.log.warn({ channel }, 'form pay notification with a bad signature or app refused');
    return form.answer(false, fields);
  }
  try {
    if ('refund' in verified) {
      await applyRefundNotification(ctx, channel, verified.refund);
      return form.answer(true, fields);
    }
    const payment = await repo.findPaymentByOutTradeNo(ctx.db, verified.outTradeNo);
    if (!payment || payment.channel !== channel) {
      ctx.log.warn({ channel, outTradeNo: verified.outTradeNo }, 'form pay notification of no payment of ours refused');
      return form.answer(false, fields);
    }
    await applyOutcome(ctx, payment, { status: verified.status, channelTradeNo: verified.channelTradeNo, amountFen: verified.amount });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    ctx.log.warn({ channel, code: err.code }, 'form pay notification refused');
    return form.answer(false, fields);
  }
  return form.answer(true, fields);
}

/**
 * Asks the channel about a payment still waiting for its word (a notification may be lost) and
 * records what it says; a channel that cannot answer leaves it waiting. Answers the payment as it
 * stands afterwards.
 */
export async function reconcilePayment(ctx: AppContext, payment: repo.PaymentRow): Promise<repo.PaymentRow> {
  if (payment.state !== PaymentState.dealing) return payment;
  let known: Awaited<ReturnType<AppContext['pay']['queryPayment']>>;
  try {
    known = await ctx.pay.queryPayment(payment.outTradeNo, payment.channel as CashierChannel);
  } catch (err) {
    // A channel that cannot answer now (down, slow, refusing our keys) leaves the payment waiting: asked again later.
    ctx.log.warn({ err, outTradeNo: payment.outTradeNo }, 'the pay channel could not be asked about a payment');
    return payment;
  }
  if (!known) return payment;
  try {
    await applyOutcome(ctx, payment, { status: known.status, channelTradeNo: known.channelTradeNo, amountFen: known.amountFen });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return payment;
  }
  return (await repo.findPaymentByOutTradeNo(ctx.db, payment.outTradeNo)) ?? payment;
}

/**
 * Closes the channel trade of an attempt whose order no longer waits for money (closed, cancelled,
 * paid by another attempt), so the shopper cannot pay it any more. A trade the channel found paid
 * is recorded as a notification would be: the money is never lost (an order that is closed gets it
 * back as a refund). A channel that cannot answer leaves it for the next sweep. Answers whether the
 * attempt ended.
 */
export async function closeAbandonedPayment(ctx: AppContext, payment: repo.PaymentRow): Promise<boolean> {
  let paid: Awaited<ReturnType<AppContext['pay']['closePayment']>>;
  try {
    paid = await ctx.pay.closePayment(payment.outTradeNo, payment.channel as CashierChannel);
  } catch (err) {
    ctx.log.warn({ err, outTradeNo: payment.outTradeNo }, 'the pay channel could not close a trade');
    return false;
  }
  if (!paid) return repo.closeDealingPayment(ctx.db, payment.id, ctx.clock.now());
  try {
    await applyOutcome(ctx, payment, { status: paid.status, channelTradeNo: paid.channelTradeNo, amountFen: paid.amountFen });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return false;
  }
  return true;
}
