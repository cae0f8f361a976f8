import { PaymentState, RefundStatus } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
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
 * Asks the channel to pay back every open refund, and marks those it accepts refundSuccess.
 * Channels take refunds idempotently by refundNo, so two sweeps asking at once pay back once.
 */
export async function processOpenRefunds(ctx: AppContext): Promise<number> {
  let done = 0;
  for (const { refund, outTradeNo } of await repo.findOpenRefunds(ctx.db, REFUND_BATCH)) {
    try {
      const accepted = await ctx.pay.refund({ outTradeNo, refundNo: refund.refundNo, amountFen: refund.amountFen });
      if (!accepted) continue;
      await repo.finishRefund(ctx.db, refund.id, ctx.clock.now());
      done++;
    } catch (err) {
      ctx.log.error({ err, refundNo: refund.refundNo }, 'refund failed; the sweep tries again');
    }
  }
  return done;
}
