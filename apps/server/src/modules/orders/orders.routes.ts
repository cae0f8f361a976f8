import { ErrorCode, Header, OrdersApi } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { headerText, parseIdempotencyKey } from '../../http/headers.ts';
import { register } from '../../http/route.ts';
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

export function ordersRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    for (const decl of [OrdersApi.preSubmit, OrdersApi.preSubmitAnnexV2, OrdersApi.preSubmitAnnexV3]) {
      register(app, decl, async (request) => ok(await preSubmit(ctx, sessionOf(request).userId, request.body)));
    }
    register(app, OrdersApi.preSubmitHomeCharging, async (request) => ok(await preSubmit(ctx, sessionOf(request).userId, request.body, true)));

    for (const decl of [OrdersApi.submitV1, OrdersApi.submitV2, OrdersApi.submitSimple]) {
      register(app, decl, async (request) => {
        const order = await submitOrder(ctx, {
          userId: sessionOf(request).userId,
          request: request.body,
          idempotencyKey: requiredKey(request),
          pointsOnly: false,
        });
        return ok(toSubmitResult(order));
      });
    }
    register(app, OrdersApi.submitAnnexV3, async (request) => {
      const order = await submitOrder(ctx, {
        userId: sessionOf(request).userId,
        request: request.body,
        idempotencyKey: requiredKey(request),
        pointsOnly: false,
        client: { appVersion: clientHeader(request, Header.appVersion), ioAvatr: clientHeader(request, Header.ioAvatr) },
      });
      return ok(toSubmitResult(order));
    });
    register(app, OrdersApi.pointsSubmit, async (request) => {
      const userId = sessionOf(request).userId;
      const order = await submitOrder(ctx, { userId, request: request.body, idempotencyKey: requiredKey(request), pointsOnly: true });
      return ok(toSubmitResult(order));
    });
    register(app, OrdersApi.pointOrderSubmit, async (request) => {
      const userId = sessionOf(request).userId;
      const order = await submitOrder(ctx, { userId, request: request.body, idempotencyKey: requiredKey(request), pointsOnly: true });
      return ok(toPointOrder(order, await repo.findOrderLines(ctx.db, order.id)));
    });
    register(app, OrdersApi.pointOrder, async (request) => ok(await pointOrder(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, OrdersApi.tradeScene, async (request) => ok(await tradeScene(ctx, sessionOf(request).userId, request.body.orderNo)));
    register(app, OrdersApi.virtualCheck, async (request) =>
      ok(await virtualCheck(ctx, sessionOf(request).userId, Number(request.body.productSpecsId), request.body.vinCode)),
    );
    register(app, OrdersApi.canBuy, async (request) => ok(await canBuy(ctx, sessionOf(request).userId, request.body.productSpecsIds.map(Number))));
  };
}
