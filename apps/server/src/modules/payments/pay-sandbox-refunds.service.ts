import { apiPath, Paths, type ApiEnvelope } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isSandboxPay } from '../../providers/pay.ts';
import * as repo from './payments.repository.ts';

const DELIVERY_BATCH = 50;
/** How often the sandbox channel posts the refund notifications it owes. */
export const DELIVERY_MS = 5_000;

/**
 * The sandbox channel posting the refund notifications it owes to our refund-notify endpoint,
 * signed, through the server's own HTTP stack, as its gateway posts payment notifications. One we
 * take (code 0) is acknowledged; any other is posted again on the next pass, as a channel retries.
 * Answers how many were taken. Does nothing on any other provider (a real channel posts its own).
 */
export async function deliverSandboxRefunds(server: FastifyInstance, ctx: AppContext): Promise<number> {
  const pay = ctx.pay;
  if (!isSandboxPay(pay)) return 0;
  let taken = 0;
  for (const notification of await pay.dueRefundNotifications(DELIVERY_BATCH)) {
    const payment = await repo.findPaymentByOutTradeNo(ctx.db, notification.body.outTradeNo);
    if (!payment) continue;
    const delivered = await server.inject({
      method: 'POST',
      url: apiPath(Paths.payRefundNotify, { channel: payment.channel }),
      headers: notification.headers,
      payload: notification.body,
    });
    const answer = delivered.json<ApiEnvelope<unknown>>();
    if (answer.code === 0) {
      await pay.acknowledgeRefund(notification.body.outRefundNo);
      taken++;
    } else {
      ctx.log.warn({ outRefundNo: notification.body.outRefundNo, answer }, 'sandbox refund notification refused');
    }
  }
  return taken;
}
