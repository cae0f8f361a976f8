import { Envelope, Paths, SmsOutboxQuery, SmsOutboxResult } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
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
  };
}
