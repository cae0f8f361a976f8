import { Header, RightsApi } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseIdempotencyKey } from '../../http/headers.ts';
import { register } from '../../http/route.ts';
import { claimCoupon } from './claim.service.ts';
import { exchangeOrUse, preCheckCard } from './exchange.service.ts';
import { listAndSortRights, listRights, rightsAds } from './rights.service.ts';

/** Lists whose every field has a default may be asked for with no body at all. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

export function rightsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, RightsApi.couponClaim, async (request) =>
      ok(
        await claimCoupon(ctx, {
          userId: sessionOf(request).userId,
          poolIdText: request.params.id,
          body: request.body,
          idempotencyKey: parseIdempotencyKey(request.headers[Header.idempotencyKey]),
        }),
      ),
    );
    register(app, RightsApi.cardExchange, async (request) =>
      ok(await exchangeOrUse(ctx, sessionOf(request).userId, request.body, parseIdempotencyKey(request.headers[Header.idempotencyKey]))),
    );
    register(app, RightsApi.cardPreCheck, async (request) => ok(await preCheckCard(ctx, request.body.rightsBaseId)));
    register(app, RightsApi.list, async (request) => ok(await listRights(ctx, sessionOf(request).userId, request.query)));
    register(app, RightsApi.page, async (request) => ok(await listRights(ctx, sessionOf(request).userId, request.body)), {}, { preValidation: emptyBodyAsObject });
    register(app, RightsApi.ads, async (request) => ok(await rightsAds(ctx, request.session?.userId ?? null, request.query.categoryBusinessType)));
    register(app, RightsApi.listAndSort, async (request) => ok(await listAndSortRights(ctx, sessionOf(request).userId, request.body)), {}, {
      preValidation: emptyBodyAsObject,
    });
  };
}
