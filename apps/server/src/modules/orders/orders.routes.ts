import {
  CanBuyBody,
  CanBuyResult,
  Envelope,
  ErrorCode,
  Header,
  IdParam,
  OrderRequest,
  OrderSubmitData,
  OrderSubmitResult,
  Paths,
  PointOrder,
  TradeSceneBody,
  TradeSceneResult,
  VirtualCheckBody,
  VirtualCheckResult,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { headerText, parseIdempotencyKey } from '../../http/headers.ts';
import { canBuy, pointOrder, tradeScene, virtualCheck } from './order-misc.service.ts';
import { preSubmit, submitOrder } from './order-submit.service.ts';
import * as repo from './orders.repository.ts';
import { toPointOrder, toSubmitResult } from './orders.view.ts';

const CLIENT_HEADER_MAX = 100;

/** The Idempotency-Key header every submit needs (40062 without; 40000 when malformed). */
function requiredKey(request: FastifyRequest): string {
  const key = parseIdempotencyKey(request.headers[Header.idempotencyKey]);
  if (key === null) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REQUIRED);
  return key;
}

function clientHeader(request: FastifyRequest, name: string): string | null {
  const text = headerText(request.headers[name]);
  return text === '' ? null : text.slice(0, CLIENT_HEADER_MAX);
}

const preSubmitPaths = [Paths.preSubmit, Paths.preSubmitAnnexV2, Paths.preSubmitAnnexV3] as const;
const submitPaths = [Paths.orderSubmitV1, Paths.orderSubmitV2, Paths.orderSubmitSimple] as const;
const keyHeader = Type.Object({ [Header.idempotencyKey]: Type.Optional(Type.String()) });

export function ordersRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const preSubmitSchema = {
      tags: ['orders'],
      summary: 'Price an order as it would be charged now (§3 orderSubmitData): lines, pay data, coupons, delivery, and what blocks it',
      body: OrderRequest,
      response: { 200: Envelope(OrderSubmitData) },
    };
    for (const path of preSubmitPaths) {
      app.post(path, { config: { auth: 'required' }, schema: preSubmitSchema }, async (request) =>
        ok(await preSubmit(ctx, sessionOf(request).userId, request.body)),
      );
    }
    app.post(
      Paths.preSubmitHomeCharging,
      { config: { auth: 'required' }, schema: { ...preSubmitSchema, summary: 'Pre-submit of home charging goods (others 40030)' } },
      async (request) => ok(await preSubmit(ctx, sessionOf(request).userId, request.body, true)),
    );

    const submitSchema = {
      tags: ['orders'],
      summary: 'Place an order (Idempotency-Key required: the same key answers the same order); stock, E-value and coupon are taken at once',
      body: OrderRequest,
      headers: keyHeader,
      response: { 200: Envelope(OrderSubmitResult) },
    };
    for (const path of submitPaths) {
      app.post(path, { config: { auth: 'required' }, schema: submitSchema }, async (request) => {
        const order = await submitOrder(ctx, {
          userId: sessionOf(request).userId,
          request: request.body,
          idempotencyKey: requiredKey(request),
          pointsOnly: false,
        });
        return ok(toSubmitResult(order));
      });
    }
    app.post(
      Paths.orderSubmitAnnexV3,
      { config: { auth: 'required' }, schema: { ...submitSchema, summary: `${submitSchema.summary}; keeps the appversion and io_avatr headers` } },
      async (request) => {
        const order = await submitOrder(ctx, {
          userId: sessionOf(request).userId,
          request: request.body,
          idempotencyKey: requiredKey(request),
          pointsOnly: false,
          client: { appVersion: clientHeader(request, Header.appVersion), ioAvatr: clientHeader(request, Header.ioAvatr) },
        });
        return ok(toSubmitResult(order));
      },
    );
    app.post(
      Paths.orderPointsSubmit,
      { config: { auth: 'required' }, schema: { ...submitSchema, summary: 'Place an E-value-only order (goods that need cash 40066)' } },
      async (request) => {
        const userId = sessionOf(request).userId;
        const order = await submitOrder(ctx, { userId, request: request.body, idempotencyKey: requiredKey(request), pointsOnly: true });
        return ok(toSubmitResult(order));
      },
    );
    app.post(
      Paths.pointOrders,
      {
        config: { auth: 'required' },
        schema: { tags: ['orders'], summary: 'Place an E-value-only order and answer it as GET point-orders/{id} does', body: OrderRequest, headers: keyHeader, response: { 200: Envelope(PointOrder) } },
      },
      async (request) => {
        const userId = sessionOf(request).userId;
        const order = await submitOrder(ctx, { userId, request: request.body, idempotencyKey: requiredKey(request), pointsOnly: true });
        return ok(toPointOrder(order, await repo.findOrderLines(ctx.db, order.id)));
      },
    );
    app.get(
      Paths.pointOrder,
      {
        config: { auth: 'required' },
        schema: { tags: ['orders'], summary: "One of the user's E-value-only orders", params: Type.Object({ id: IdParam }), response: { 200: Envelope(PointOrder) } },
      },
      async (request) => ok(await pointOrder(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.post(
      Paths.orderTradeScene,
      {
        config: { auth: 'required' },
        schema: { tags: ['orders'], summary: "The cashier's trade scene of one of the user's orders", body: TradeSceneBody, response: { 200: Envelope(TradeSceneResult) } },
      },
      async (request) => ok(await tradeScene(ctx, sessionOf(request).userId, request.body.orderNo)),
    );
    app.post(
      Paths.orderVirtualCheck,
      {
        config: { auth: 'required' },
        schema: { tags: ['orders'], summary: 'May this virtual goods be bought for this car (the user’s own, of a model it fits)?', body: VirtualCheckBody, response: { 200: Envelope(VirtualCheckResult) } },
      },
      async (request) => ok(await virtualCheck(ctx, sessionOf(request).userId, Number(request.body.productSpecsId), request.body.vinCode)),
    );
    app.post(
      Paths.orderCanBuy,
      {
        config: { auth: 'required' },
        schema: { tags: ['orders'], summary: 'May the user buy one of each of these SKUs now? The first reason when not', body: CanBuyBody, response: { 200: Envelope(CanBuyResult) } },
      },
      async (request) => ok(await canBuy(ctx, sessionOf(request).userId, request.body.productSpecsIds.map(Number))),
    );
  };
}
