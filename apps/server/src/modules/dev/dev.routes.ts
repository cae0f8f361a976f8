import { DevApi, InvoiceDevApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { shipOrderNow } from '../order-lifecycle/warehouse.service.ts';
import { movePayDeadline } from '../orders/order-misc.service.ts';
import { findOutboxMails } from './mail-outbox.repository.ts';
import { findOutboxMessages } from './sms-outbox.repository.ts';

/** Development and test helpers; never registered when NODE_ENV=production. */
export function devRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, DevApi.smsOutbox, async (request) => {
      const rows = await findOutboxMessages(ctx.db, request.query.phone);
      return ok(rows.map((r) => ({ phone: r.phone, code: r.code, sentAt: r.sentAt.toISOString() })));
    });
    register(app, DevApi.payDeadline, async (request) => {
      const { orderNo, seconds } = request.body;
      return ok(await movePayDeadline(ctx, sessionOf(request).userId, orderNo, seconds));
    });
    register(app, InvoiceDevApi.mailOutbox, async (request) => {
      const rows = await findOutboxMails(ctx.db, request.query.email);
      return ok(rows.map((m) => ({ to: m.to, subject: m.subject, body: m.body, attachment: m.attachment, sentAt: m.sentAt.toISOString() })));
    });
    register(app, DevApi.shipOrder, async (request) => ok(await shipOrderNow(ctx, sessionOf(request).userId, request.body.orderNo, request.body.waybill)));
  };
}
