import {
  CardExchangeBody,
  CardExchangeResult,
  CardPreCheckBody,
  CardPreCheckResult,
  CouponCard,
  CouponClaimBody,
  CouponClaimResult,
  Envelope,
  Header,
  IdParam,
  Paged,
  Paths,
  RightsAdsQuery,
  RightsListBody,
  RightsQuery,
  RightsSortBody,
  UserRight,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseIdempotencyKey } from '../../http/headers.ts';
import { claimCoupon } from './claim.service.ts';
import { exchangeOrUse, preCheckCard } from './exchange.service.ts';
import { listAndSortRights, listRights, rightsAds } from './rights.service.ts';

/** Lists whose every field has a default may be asked for with no body at all. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

export function rightsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      Paths.couponClaim,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['rights'],
          summary: 'Claim a coupon of a pool (id = cardId); code 10 asks the client to retry after 500 ms',
          params: Type.Object({ id: IdParam }),
          body: CouponClaimBody,
          response: { 200: Envelope(CouponClaimResult) },
        },
      },
      async (request) =>
        ok(
          await claimCoupon(ctx, {
            userId: sessionOf(request).userId,
            poolIdText: request.params.id,
            body: request.body,
            idempotencyKey: parseIdempotencyKey(request.headers[Header.idempotencyKey]),
          }),
        ),
    );

    app.post(
      Paths.cardExchange,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['rights'],
          summary: 'Exchange a rights card ({cardId, source}, E-value when it has a price) or use a held right ({accountId, operateNum: 1}); answers the right id',
          body: CardExchangeBody,
          response: { 200: Envelope(CardExchangeResult) },
        },
      },
      async (request) =>
        ok(
          await exchangeOrUse(
            ctx,
            sessionOf(request).userId,
            request.body,
            parseIdempotencyKey(request.headers[Header.idempotencyKey]),
          ),
        ),
    );

    app.post(
      Paths.cardPreCheck,
      {
        schema: {
          tags: ['rights'],
          summary: "A rights card's description, shown in the exchange confirm dialog",
          body: CardPreCheckBody,
          response: { 200: Envelope(CardPreCheckResult) },
        },
      },
      async (request) => ok(await preCheckCard(ctx, request.body.rightsBaseId)),
    );

    app.get(
      Paths.rights,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['rights'],
          summary: "The user's rights by status, rights type and goods type (categoryBusinessType), newest first",
          querystring: RightsQuery,
          response: { 200: Envelope(Paged(UserRight)) },
        },
      },
      async (request) => ok(await listRights(ctx, sessionOf(request).userId, request.query)),
    );

    app.post(
      Paths.rights,
      {
        config: { auth: 'required' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['rights'],
          summary: "A page of the user's rights (pageNo 1, pageSize 10 by default), optionally by status",
          body: RightsListBody,
          response: { 200: Envelope(Paged(UserRight)) },
        },
      },
      async (request) => ok(await listRights(ctx, sessionOf(request).userId, request.body)),
    );

    app.get(
      Paths.rightsAds,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['rights'],
          summary: 'Coupons open for claiming, with the button state of the user asking',
          querystring: RightsAdsQuery,
          response: { 200: Envelope(Type.Array(CouponCard)) },
        },
      },
      async (request) => ok(await rightsAds(ctx, request.session?.userId ?? null, request.query.categoryBusinessType)),
    );

    app.post(
      Paths.rightsListAndSort,
      {
        config: { auth: 'required' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['rights'],
          summary: "The user's usable rights, best first (by what they take off `amount` when given)",
          body: RightsSortBody,
          response: { 200: Envelope(Type.Array(UserRight)) },
        },
      },
      async (request) => ok(await listAndSortRights(ctx, sessionOf(request).userId, request.body)),
    );
  };
}
