import { CartApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { addToCart, deleteFromCart, updateCart, updateCartNum } from './cart-change.service.ts';
import { cartBalance, cartEffectNum, cartList, cartOption, skipCheck } from './cart.service.ts';

export function cartRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, CartApi.effectNum, async (request) => ok(await cartEffectNum(ctx, request.session?.userId ?? null)));
    register(app, CartApi.list, async (request) => ok(await cartList(ctx, sessionOf(request).userId)));
    register(app, CartApi.add, async (request) => ok(await addToCart(ctx, sessionOf(request), request.body)));
    register(app, CartApi.updateNum, async (request) => ok(await updateCartNum(ctx, sessionOf(request).userId, request.body)));
    register(app, CartApi.update, async (request) => ok(await updateCart(ctx, sessionOf(request).userId, request.body)));
    register(app, CartApi.delete, async (request) => ok(await deleteFromCart(ctx, sessionOf(request).userId, request.body)));
    register(app, CartApi.option, async (request) => ok(await cartOption(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, CartApi.amount, async (request) => ok(await cartBalance(ctx, sessionOf(request).userId, request.body)));
    register(app, CartApi.skipCheck, async (request) => ok(await skipCheck(ctx, sessionOf(request).userId, request.body)));
  };
}
