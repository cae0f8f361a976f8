import {
  BusinessIdQuery,
  CashFlowNoQuery,
  CashierChannel,
  CreatePaymentBody,
  CreatePaymentResult,
  Envelope,
  FrontDataBody,
  Header,
  OrderNoQuery,
  OrderRefParams,
  OutTradeNoQuery,
  Paths,
  PayConfig,
  PayConfigQuery,
  PayCountdown,
  PayNotification,
  PayNotifyAnswer,
  PayResult,
  PayResultConfig,
  PayTerminalType,
  PayWays,
  RefundNotification,
  RefundNotifyAnswer,
  TradeOrder,
  TradeResult,
  TransferAccount,
  TransferInfo,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { createPayment, payConfig, payCountdown, payWays, saveFrontData } from './cashier.service.ts';
import { receiveNotification } from './pay-notify.service.ts';
import { orderTradeResult, paymentTradeResult, payResultByOutTradeNo, payResultConfig, queryTradeOrder } from './pay-results.service.ts';
import { receiveRefundNotification } from './refunds.service.ts';
import { getOrCreateTransfer, transferAccount, transferOrder } from './transfer.service.ts';

const tags = ['payments'];
const auth = { auth: 'required' as const };

/** b2c-online pays from a browser (OUT_H5), h5-pay inside the messenger (H5); v1 and v2 alike. */
const createPaths = [
  [Paths.icbcB2cOnline, PayTerminalType.OUT_H5],
  [Paths.icbcH5Pay, PayTerminalType.H5],
  [Paths.icbcB2cOnlineV2, PayTerminalType.OUT_H5],
  [Paths.icbcH5PayV2, PayTerminalType.H5],
] as const;

const ChannelParam = Type.Object({
  channel: Type.Union(Object.values(CashierChannel).map((c) => Type.Literal(c))),
});

/** §7 Payment: the cashier, results, bank transfer, and the channels' notifications. Every user call is owner-only. */
export function paymentsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

    app.get(
      Paths.payWay,
      { config: auth, schema: { tags, summary: 'The ways to pay an order (orderNo or order id) and what it asks for', params: OrderRefParams, response: { 200: Envelope(PayWays) } } },
      async (request) => ok(await payWays(ctx, userId(request), request.params.id)),
    );
    app.get(
      Paths.payConfig,
      { config: auth, schema: { tags, summary: 'The ways of this terminal (H5 inside the messenger, else OUT_H5)', querystring: PayConfigQuery, response: { 200: Envelope(PayConfig) } } },
      async (request) => ok(await payConfig(ctx, userId(request), request.query.businessId, request.query.terminalType)),
    );
    app.get(
      Paths.payCountdown,
      { config: auth, schema: { tags, summary: 'Seconds left to pay; at 0 the order is closed and its stock, E-value and coupon released', params: OrderRefParams, response: { 200: Envelope(PayCountdown) } } },
      async (request) => ok(await payCountdown(ctx, userId(request), request.params.id)),
    );
    for (const [path, terminal] of createPaths) {
      app.post(
        path,
        { config: auth, schema: { tags, summary: `Start a payment of the order through a channel (${terminal}); open payUrl`, body: CreatePaymentBody, response: { 200: Envelope(CreatePaymentResult) } } },
        async (request) => ok(await createPayment(ctx, userId(request), request.body, terminal)),
      );
    }
    for (const path of [Paths.tradeResult, Paths.orderPayResult]) {
      app.get(
        path,
        { config: auth, schema: { tags, summary: "Where the order's payment stands (tradeStatus, payStatus)", params: OrderRefParams, response: { 200: Envelope(TradeResult) } } },
        async (request) => ok(await orderTradeResult(ctx, userId(request), request.params.id)),
      );
    }
    app.get(
      Paths.queryPayResult,
      { config: auth, schema: { tags, summary: 'Where one payment (cashFlowNo) stands', querystring: CashFlowNoQuery, response: { 200: Envelope(TradeResult) } } },
      async (request) => ok(await paymentTradeResult(ctx, userId(request), request.query.cashFlowNo)),
    );
    app.get(
      Paths.payResultByOutTradeNo,
      { config: auth, schema: { tags, summary: 'The pay result of an out_trade_no: frontData (resultUrl) and cashFlowNo, for /payTransfer', querystring: OutTradeNoQuery, response: { 200: Envelope(PayResult) } } },
      async (request) => ok(await payResultByOutTradeNo(ctx, userId(request), request.query.out_trade_no)),
    );
    app.post(
      Paths.payFrontData,
      { config: auth, schema: { tags, summary: 'Store where /payTransfer returns after a payment (frontData JSON with a resultUrl of this site)', body: FrontDataBody, response: { 200: Envelope(PayResult) } } },
      async (request) => ok(await saveFrontData(ctx, userId(request), request.body.cashFlowNo, request.body.frontData)),
    );
    app.get(
      Paths.payResultConfig,
      { config: auth, schema: { tags, summary: "The result page's title, texts and buttons for the order now", querystring: BusinessIdQuery, response: { 200: Envelope(PayResultConfig) } } },
      async (request) => ok(await payResultConfig(ctx, userId(request), request.query.businessId)),
    );
    app.get(
      Paths.queryTradeOrder,
      { config: auth, schema: { tags, summary: "The order's trade order (its bank transfer's when it has one)", querystring: BusinessIdQuery, response: { 200: Envelope(TradeOrder) } } },
      async (request) => ok(await queryTradeOrder(ctx, userId(request), request.query.businessId)),
    );
    app.get(
      Paths.transferGetOrCreate,
      { config: auth, schema: { tags, summary: 'The transfer payment info of an order, making its transfer trade order while it waits for cash', querystring: OrderNoQuery, response: { 200: Envelope(TransferInfo) } } },
      async (request) => ok(await getOrCreateTransfer(ctx, userId(request), request.query.orderNo)),
    );
    app.get(
      Paths.transferOrder,
      { config: auth, schema: { tags, summary: 'The transfer order of an orderNo, without making one', querystring: OrderNoQuery, response: { 200: Envelope(TransferInfo) } } },
      async (request) => ok(await transferOrder(ctx, userId(request), request.query.orderNo)),
    );
    app.get(
      Paths.transferAccount,
      { config: auth, schema: { tags, summary: 'The bank transfer receiving account for an order', querystring: BusinessIdQuery, response: { 200: Envelope(TransferAccount) } } },
      async (request) => ok(await transferAccount(ctx, userId(request), request.query.businessId)),
    );
    app.post(
      Paths.payNotify,
      {
        schema: {
          tags,
          summary: `A channel's asynchronous notification, signed in ${Header.paySignature} (HMAC-SHA256 of the canonical body); a repeat answers as the first`,
          params: ChannelParam,
          body: PayNotification,
          response: { 200: Envelope(PayNotifyAnswer) },
        },
      },
      async (request) => ok(await receiveNotification(ctx, request.params.channel, request.headers, request.body)),
    );
    app.post(
      Paths.payRefundNotify,
      {
        schema: {
          tags,
          summary: `A channel's refund notification, signed in ${Header.paySignature} as payment notifications are; a repeat answers as the first`,
          params: ChannelParam,
          body: RefundNotification,
          response: { 200: Envelope(RefundNotifyAnswer) },
        },
      },
      async (request) => ok(await receiveRefundNotification(ctx, request.params.channel, request.headers, request.body)),
    );
  };
}
