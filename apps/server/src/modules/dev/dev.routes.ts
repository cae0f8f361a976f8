import { DevPayDeadlineBody, DevPayDeadlineResult, Envelope, Paths, SmsOutboxQuery, SmsOutboxResult } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { movePayDeadline } from '../orders/order-misc.service.ts';
import { findOutboxMessages } from './sms-outbox.repository.ts';

/** Development and test helpers; never registered when NODE_ENV=production. */
export function devRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get(
      Paths.smsOutbox,
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages the sandbox SMS carrier sent to a phone, latest first',
          querystring: SmsOutboxQuery,
          response: { 200: Envelope(SmsOutboxResult) },
        },
      },
      async (request) => {
        const { phone } = request.query as SmsOutboxQuery;
        const rows = await findOutboxMessages(ctx.db, phone);
        return ok(rows.map((r) => ({ phone: r.phone, code: r.code, sentAt: r.sentAt.toISOString() })));
      },
    );
    app.post(
      Paths.devPayDeadline,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['dev'],
          summary: "An unpaid order of the caller's must be paid within `seconds` from now (its countdown runs out in a test)",
          body: DevPayDeadlineBody,
          response: { 200: Envelope(DevPayDeadlineResult) },
        },
      },
      async (request) => {
        const { orderNo, seconds } = request.body as DevPayDeadlineBody;
        return ok(await movePayDeadline(ctx, sessionOf(request).userId, orderNo, seconds));
      },
    );
  };
}
