import { Header, WarrantyApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseIdempotencyKey } from '../../http/headers.ts';
import { register } from '../../http/route.ts';
import { applyClaim, cancelClaim, cardDetail, claimDetail, listCards, rateClaim } from './warranty.service.ts';

/** The shopper's warranty calls (issue 18). */
export function warrantyRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, WarrantyApi.cards, async (request) => ok(await listCards(ctx, sessionOf(request).userId, request.query)));
    register(app, WarrantyApi.card, async (request) => ok(await cardDetail(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, WarrantyApi.apply, async (request) =>
      ok(await applyClaim(ctx, sessionOf(request).userId, request.body, parseIdempotencyKey(request.headers[Header.idempotencyKey]))),
    );
    register(app, WarrantyApi.claim, async (request) => ok(await claimDetail(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, WarrantyApi.cancel, async (request) => ok(await cancelClaim(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, WarrantyApi.rate, async (request) => ok(await rateClaim(ctx, sessionOf(request).userId, Number(request.params.id), request.body)));
  };
}
