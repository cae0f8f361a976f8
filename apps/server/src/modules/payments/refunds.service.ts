import { ErrorCode, MessageTargetType, NotificationTemplate, PaymentState, RefundNotifyStatus, RefundStatus, type CashierChannel, type RefundNotification, type RefundNotifyAnswer } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findOrderById } from '../orders/orders.service.ts';
import * as repo from './payments.repository.ts';
import { newTradeNo } from '../../lib/trade-no.ts';

const REFUND_BATCH = 50;

/**
 * Opens the refund of a paid payment inside the caller's transaction: one per payment (a unique
 * index), so money goes back once however often this is reached. The channel is asked after the
 * commit (processOpenRefunds), never inside a transaction.
 */
export async function openRefund(tx: Executor, payment: repo.PaymentRow, reason: string, now: Date): Promise<boolean> {
  const refund = await repo.insertRefund(tx, {
    refundNo: newTradeNo('RF', now),
    paymentId: payment.id,
    orderId: payment.orderId,
    userId: payment.userId,
    amountFen: payment.amountFen,
    reason,
    status: RefundStatus.open,
    createdAt: now,
  });
  if (!refund) return false;
  await repo.updatePayment(tx, payment.id, { state: PaymentState.refunded }, now);
  return true;
}

/**
 * Opens the refund of part of an order's payment for an after-sales case, inside the caller's
 * transaction: one per case (a unique index), so a case pays back once. The payment stays paid
 * (the rest of the order is kept); the channel is asked after the commit (processOpenRefunds).
 * Answers false when the order has no paid payment or the case has its refund already.
 */
export async function openCaseRefund(tx: Executor, input: { orderId: number; caseId: number; amountFen: number; reason: string }, now: Date): Promise<boolean> {
  const payment = await repo.findPaidPayment(tx, input.orderId);
  if (!payment || input.amountFen <= 0 || input.amountFen > payment.amountFen) return false;
  const refund = await repo.insertRefund(tx, {
    refundNo: newTradeNo('RF', now),
    paymentId: payment.id,
    orderId: payment.orderId,
    userId: payment.userId,
    caseId: input.caseId,
    amountFen: input.amountFen,
    reason: input.reason,
    status: RefundStatus.open,
    createdAt: now,
  });
  return refund !== undefined;
}

/** The cash refund of each case that has one (its refund number and RefundStatus), by case id. */
export async function caseRefunds(db: Executor, caseIds: readonly number[]): Promise<Map<number, { refundNo: string; amountFen: number; status: RefundStatus }>> {
  const rows = await repo.findCaseRefunds(db, caseIds);
  return new Map(rows.map((r) => [r.caseId!, { refundNo: r.refundNo, amountFen: r.amountFen, status: r.status as RefundStatus }]));
}

/**
 * Asks again for a case refund its channel failed (closed), inside the caller's transaction: the
 * same refund row, open again under a new refund number, asked of the channel after the commit
 * (processOpenRefunds). Once however often and however concurrently asked: only a closed refund
 * reopens. Answers the failed and the new refund numbers, or null when the case has no failed refund.
 */
export async function reopenFailedCaseRefund(tx: Executor, caseId: number, now: Date): Promise<{ failedNo: string; refundNo: string } | null> {
  const reopened = await repo.reopenClosedCaseRefund(tx, caseId, newTradeNo('RF', now));
  return reopened && { failedNo: reopened.failedNo, refundNo: reopened.refund.refundNo };
}

/** An accepted refund whose notification has not come within this is asked of its channel again (same refund number). */
const REQUEST_AGAIN_MS = 10 * 60_000;

/**
 * Asks the channel to pay back every open refund not asked yet (or whose notification is long
 * overdue), under its refundNo, which the channel takes as the idempotency key: two sweeps asking
 * at once, or asking again, pay back once. Accepted refunds stay open until the channel's signed
 * refund notification (receiveRefundNotification), or end at once when the channel paid out in its
 * answer (settled, Alipay); one the channel refuses is closed and logged,
 * for an operator (it would be refused again). Answers how many the channel accepted.
 */
export async function processOpenRefunds(ctx: AppContext): Promise<number> {
  let accepted = 0;
  const now = ctx.clock.now();
  for (const { refund, outTradeNo, channel } of await repo.findRefundsToRequest(ctx.db, new Date(now.getTime() - REQUEST_AGAIN_MS), REFUND_BATCH)) {
    try {
      const answer = await ctx.pay.refund({ outTradeNo, outRefundNo: refund.refundNo, amountFen: refund.amountFen, channel: channel as CashierChannel });
      if (answer.accepted && answer.settled) {
        // Paid out in the answer itself (Alipay): no refund notification follows, so it ends here.
        await endRefundAs(ctx, refund, RefundStatus.refundSuccess, answer.channelRefundNo);
        accepted++;
      } else if (answer.accepted) {
        await repo.markRefundRequested(ctx.db, refund.id, answer.channelRefundNo, ctx.clock.now());
        accepted++;
      } else {
        ctx.log.error({ refundNo: refund.refundNo, outTradeNo, reason: answer.reason }, 'the channel refused a refund; closed for an operator');
        await repo.endRefund(ctx.db, refund.id, RefundStatus.close, ctx.clock.now());
      }
    } catch (err) {
      ctx.log.error({ err, refundNo: refund.refundNo }, 'refund request failed; the sweep tries again');
    }
  }
  return accepted;
}

/**
 * Ends an open refund as its channel says, once however often and however concurrently the word
 * comes (a conditional update); a refund paid out tells the shopper, once, in the same transaction.
 */
async function endRefundAs(ctx: AppContext, refund: repo.RefundRow, status: RefundStatus, channelRefundNo: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const ended = await repo.endRefund(tx, refund.id, status, now, channelRefundNo);
    if (!ended || status !== RefundStatus.refundSuccess) return;
    // The shopper hears of the money back once, in the transaction that records it (issue 19).
    const order = await findOrderById(tx, refund.orderId);
    await notify(tx, {
      userId: refund.userId,
      template: NotificationTemplate.refundDone,
      params: { orderNo: order?.orderNo ?? '', amount: `¥${formatMoney(refund.amountFen)}` },
      dedupeKey: `refund-done:${refund.refundNo}`,
      // A case's refund opens the case (its steps and amounts); an order's whole refund, the order.
      target:
        refund.caseId === null
          ? { type: MessageTargetType.order, orderId: String(refund.orderId) }
          : { type: MessageTargetType.afterSales, caseId: String(refund.caseId) },
      at: now,
    });
  });
}

/**
 * POST …/pay/refund-notify/{channel}: a channel's signed refund notification. A forged or altered
 * one is refused before anything is read (40085); an unknown refund number, or one of another
 * channel or trade, 40418; an amount other than the refund's 40084 (logged). SUCCESS ends the
 * refund refundSuccess, FAILED close, each once however often and however concurrently it comes
 * (a conditional update); a repeat answers as the first.
 */
export async function receiveRefundNotification(
  ctx: AppContext,
  channel: string,
  headers: Record<string, string | string[] | undefined>,
  body: RefundNotification,
): Promise<RefundNotifyAnswer> {
  const verified = ctx.pay.verifyRefundNotification?.(headers, body) ?? null;
  if (!verified) {
    ctx.log.warn({ channel, outRefundNo: body.outRefundNo }, 'refund notification with a bad signature refused');
    throw new AppError(ErrorCode.PAY_SIGNATURE_INVALID);
  }
  return applyRefundNotification(ctx, channel, verified);
}

/**
 * A refund notification its channel's signature vouched for: an unknown refund number, or one of
 * another channel or trade, 40418; an amount other than the refund's 40084 (logged). SUCCESS ends
 * the refund refundSuccess, FAILED close, once.
 */
export async function applyRefundNotification(ctx: AppContext, channel: string, verified: RefundNotification): Promise<RefundNotifyAnswer> {
  const found = await repo.findRefundByNo(ctx.db, verified.outRefundNo);
  if (!found || found.channel !== channel || found.outTradeNo !== verified.outTradeNo) throw new AppError(ErrorCode.REFUND_NOT_FOUND);
  if (verified.amount !== found.refund.amountFen) {
    ctx.log.warn({ outRefundNo: verified.outRefundNo, expectedFen: found.refund.amountFen, notifiedFen: verified.amount }, 'refund notification amount mismatch refused');
    throw new AppError(ErrorCode.PAY_AMOUNT_MISMATCH);
  }
  const status = verified.status === RefundNotifyStatus.success ? RefundStatus.refundSuccess : RefundStatus.close;
  if (status === RefundStatus.close) ctx.log.error({ outRefundNo: verified.outRefundNo }, 'the channel failed a refund; closed for an operator');
  await endRefundAs(ctx, found.refund, status, verified.channelRefundNo);
  return { outRefundNo: verified.outRefundNo, received: true };
}
