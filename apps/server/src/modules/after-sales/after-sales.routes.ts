import { AfterSalesApi, Header } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseIdempotencyKey } from '../../http/headers.ts';
import { register } from '../../http/route.ts';
import { addShopperMessage } from './case-messages.service.ts';
import { afterSalesDetail, afterSalesEntry, applyAfterSales, cancelAfterSales, listAfterSales, quoteAfterSales, shipReturn } from './after-sales.service.ts';

/** The shopper's after-sales calls (issue 15). */
export function afterSalesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, AfterSalesApi.entry, async (request) => ok(await afterSalesEntry(ctx, sessionOf(request).userId, Number(request.params.orderId))));
    register(app, AfterSalesApi.quote, async (request) => ok(await quoteAfterSales(ctx, sessionOf(request).userId, request.body)));
    register(app, AfterSalesApi.apply, async (request) =>
      ok(await applyAfterSales(ctx, sessionOf(request).userId, request.body, parseIdempotencyKey(request.headers[Header.idempotencyKey]))),
    );
    register(app, AfterSalesApi.list, async (request) => ok(await listAfterSales(ctx, sessionOf(request).userId, request.query)));
    register(app, AfterSalesApi.detail, async (request) => ok(await afterSalesDetail(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, AfterSalesApi.cancel, async (request) => ok(await cancelAfterSales(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, AfterSalesApi.returnShipment, async (request) =>
      ok(await shipReturn(ctx, sessionOf(request).userId, Number(request.params.id), request.body)),
    );
    register(app, AfterSalesApi.message, async (request) =>
      ok(await addShopperMessage(ctx, sessionOf(request).userId, Number(request.params.id), request.body)),
    );
  };
}
