import { PaymentsApi, PayTerminalType } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { createPayment, payConfig, payCountdown, payWays, saveFrontData } from './cashier.service.ts';
import { receiveFormNotification, receiveNotification, receiveSignedNotification } from './pay-notify.service.ts';
import { orderTradeResult, paymentTradeResult, payResultByOutTradeNo, payResultConfig, queryTradeOrder } from './pay-results.service.ts';
import { receiveRefundNotification } from './refunds.service.ts';
import { getOrCreateTransfer, transferAccount, transferOrder } from './transfer.service.ts';

/** b2c-online pays from a browser (OUT_H5), h5-pay inside the messenger (H5); v1 and v2 alike. */
const createCalls = [
  [PaymentsApi.b2cOnline, PayTerminalType.OUT_H5],
  [PaymentsApi.h5Pay, PayTerminalType.H5],
  [PaymentsApi.b2cOnlineV2, PayTerminalType.OUT_H5],
  [PaymentsApi.h5PayV2, PayTerminalType.H5],
] as const;

/** A channel's form notification is a few hundred bytes; this leaves room for its optional fields. */
const FORM_NOTIFY_LIMIT = 16 * 1024;
/** A signed JSON notification (WeChat Pay's: an encrypted transaction or refund) is a few kilobytes. */
const SIGNED_NOTIFY_LIMIT = 64 * 1024;

/** §7 Payment: the cashier, results, bank transfer, and the channels' notifications. Every user call is owner-only. */
export function paymentsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const api = PaymentsApi;
    const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

    register(app, api.payWay, async (request) => ok(await payWays(ctx, userId(request), request.params.id)));
    register(app, api.payConfig, async (request) => ok(await payConfig(ctx, userId(request), request.query.businessId, request.query.terminalType)));
    register(app, api.payCountdown, async (request) => ok(await payCountdown(ctx, userId(request), request.params.id)));
    for (const [decl, terminal] of createCalls) {
      register(app, decl, async (request) => ok(await createPayment(ctx, userId(request), request.body, terminal, request.ip)));
    }
    for (const decl of [api.tradeResult, api.orderPayResult]) {
      register(app, decl, async (request) => ok(await orderTradeResult(ctx, userId(request), request.params.id)));
    }
    register(app, api.queryPayResult, async (request) => ok(await paymentTradeResult(ctx, userId(request), request.query.cashFlowNo)));
    register(app, api.payResultByOutTradeNo, async (request) => ok(await payResultByOutTradeNo(ctx, userId(request), request.query.out_trade_no)));
    register(app, api.frontData, async (request) => ok(await saveFrontData(ctx, userId(request), request.body.cashFlowNo, request.body.frontData)));
    register(app, api.payResultConfig, async (request) => ok(await payResultConfig(ctx, userId(request), request.query.businessId)));
    register(app, api.queryTradeOrder, async (request) => ok(await queryTradeOrder(ctx, userId(request), request.query.businessId)));
    register(app, api.transferGetOrCreate, async (request) => ok(await getOrCreateTransfer(ctx, userId(request), request.query.orderNo)));
    register(app, api.transferOrder, async (request) => ok(await transferOrder(ctx, userId(request), request.query.orderNo)));
    register(app, api.transferAccount, async (request) => ok(await transferAccount(ctx, userId(request), request.query.businessId)));
    register(app, api.notify, async (request) => ok(await receiveNotification(ctx, request.params.channel, request.headers, request.body)));
    register(app, api.refundNotify, async (request) => ok(await receiveRefundNotification(ctx, request.params.channel, request.headers, request.body)));
    await app.register(async (scoped) => {
      acceptFormBodies(scoped, FORM_NOTIFY_LIMIT);
      register(scoped, api.formNotify, async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const answer = await receiveFormNotification(ctx, request.params.channel, fields);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      });
    });
    await app.register(async (scoped) => {
      // The signature is over the exact bytes posted: the body is kept as text, parsed by the adapter.
      scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: SIGNED_NOTIFY_LIMIT }, (_request, body, done) => done(null, String(body)));
      register(scoped, api.signedNotify, async (request, reply) => {
        const answer = await receiveSignedNotification(ctx, request.params.channel, request.headers, typeof request.body === 'string' ? request.body : '');
        if (answer.status === 204) return reply.code(204).send();
        const { status, ...body } = answer;
        return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
      });
    });
  };
}
