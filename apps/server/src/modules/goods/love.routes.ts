import { Envelope, GoodsCard, IdParam, LoveListQuery, LoveResult, LoveUserCount, LoveUserCountQuery, Paged, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { lovedGoods, loveGoods, loveUserCount, recommendedGoods, unloveGoods } from './love.service.ts';

/** Favourites (the heart, /store/favor/list). */
export function loveRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['favourites'];
    const params = Type.Object({ productId: IdParam });

    app.get(
      Paths.loveGoodsList,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: "The user's favourite goods still on the shelf, newest first (pageSize 10 by default)",
          querystring: LoveListQuery,
          response: { 200: Envelope(Paged(GoodsCard)) },
        },
      },
      async (request) => ok(await lovedGoods(ctx, sessionOf(request).userId, request.query)),
    );

    app.get(
      Paths.loveRecommendList,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: 'Up to 10 popular goods the user does not love yet (most loved first)',
          response: { 200: Envelope(Type.Array(GoodsCard)) },
        },
      },
      async (request) => ok(await recommendedGoods(ctx, request.session?.userId ?? null)),
    );

    app.get(
      Paths.loveUserCount,
      {
        schema: { tags, summary: 'How many users love the goods', querystring: LoveUserCountQuery, response: { 200: Envelope(LoveUserCount) } },
      },
      async (request) => ok(await loveUserCount(ctx, Number(request.query.productId))),
    );

    app.put(
      Paths.loveGoods,
      {
        config: { auth: 'required' },
        schema: { tags, summary: 'Love a goods (again: no change)', params, response: { 200: Envelope(LoveResult) } },
      },
      async (request) => ok(await loveGoods(ctx, sessionOf(request).userId, Number(request.params.productId))),
    );

    app.delete(
      Paths.loveGoods,
      {
        config: { auth: 'required' },
        schema: { tags, summary: 'Stop loving a goods (again: no change)', params, response: { 200: Envelope(LoveResult) } },
      },
      async (request) => ok(await unloveGoods(ctx, sessionOf(request).userId, Number(request.params.productId))),
    );
  };
}
