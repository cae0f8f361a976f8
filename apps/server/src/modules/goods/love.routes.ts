import { LoveApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { lovedGoods, loveGoods, loveUserCount, recommendedGoods, unloveGoods } from './love.service.ts';

/** Favourites (the heart, /store/favor/list). */
export function loveRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, LoveApi.list, async (request) => ok(await lovedGoods(ctx, sessionOf(request).userId, request.query)));
    register(app, LoveApi.recommend, async (request) => ok(await recommendedGoods(ctx, request.session?.userId ?? null)));
    register(app, LoveApi.userCount, async (request) => ok(await loveUserCount(ctx, Number(request.query.productId))));
    register(app, LoveApi.love, async (request) => ok(await loveGoods(ctx, sessionOf(request).userId, Number(request.params.productId))));
    register(app, LoveApi.unlove, async (request) => ok(await unloveGoods(ctx, sessionOf(request).userId, Number(request.params.productId))));
  };
}
