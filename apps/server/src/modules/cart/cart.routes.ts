import {
  CartAddBody,
  CartAmount,
  CartAmountBody,
  CartDeleteBody,
  CartEffectNum,
  CartList,
  CartOption,
  CartSkipCheck,
  CartSkipCheckBody,
  CartUpdateBody,
  CartUpdateNumBody,
  Envelope,
  IdParam,
  Paths,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { addToCart, deleteFromCart, updateCart, updateCartNum } from './cart-change.service.ts';
import { cartBalance, cartEffectNum, cartList, cartOption, skipCheck } from './cart.service.ts';

export function cartRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const cartAnswer = { 200: Envelope(CartList) };

    app.get(
      Paths.cartEffectNum,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['cart'],
          summary: "Pieces in the user's cart, for the header badge (0 for a guest)",
          response: { 200: Envelope(CartEffectNum) },
        },
      },
      async (request) => ok(await cartEffectNum(ctx, request.session?.userId ?? null)),
    );

    app.get(
      Paths.cartList,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: "The user's cart: groups by delivery, newest line first, each with its problem and most pieces; E-value; pieces",
          response: cartAnswer,
        },
      },
      async (request) => ok(await cartList(ctx, sessionOf(request).userId)),
    );

    app.post(
      Paths.cartAdd,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: 'Add pieces of a SKU (onto its line when there is one); answers the cart',
          body: CartAddBody,
          response: cartAnswer,
        },
      },
      async (request) => ok(await addToCart(ctx, sessionOf(request), request.body)),
    );

    app.post(
      Paths.cartUpdateNum,
      {
        config: { auth: 'required' },
        schema: { tags: ['cart'], summary: "Set a line's quantity; answers the cart", body: CartUpdateNumBody, response: cartAnswer },
      },
      async (request) => ok(await updateCartNum(ctx, sessionOf(request).userId, request.body)),
    );

    app.post(
      Paths.cartUpdate,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: 'Tick or untick lines, or move one line to another SKU of its goods; answers the cart',
          body: CartUpdateBody,
          response: cartAnswer,
        },
      },
      async (request) => ok(await updateCart(ctx, sessionOf(request).userId, request.body)),
    );

    app.delete(
      Paths.cartDelete,
      {
        config: { auth: 'required' },
        schema: { tags: ['cart'], summary: 'Remove lines (all the user’s, or none); answers the cart', body: CartDeleteBody, response: cartAnswer },
      },
      async (request) => ok(await deleteFromCart(ctx, sessionOf(request).userId, request.body)),
    );

    app.get(
      Paths.cartOption,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: "A line's SKUs to switch to",
          params: Type.Object({ id: IdParam }),
          response: { 200: Envelope(CartOption) },
        },
      },
      async (request) => ok(await cartOption(ctx, sessionOf(request).userId, Number(request.params.id))),
    );

    app.post(
      Paths.cartAmount,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: 'The balance of lines at given quantities (cartDeduct), priced from the database; unbuyable lines left out',
          body: CartAmountBody,
          response: { 200: Envelope(CartAmount) },
        },
      },
      async (request) => ok(await cartBalance(ctx, sessionOf(request).userId, request.body)),
    );

    app.post(
      Paths.cartSkipCheck,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['cart'],
          summary: 'Whether lines may go to checkout at these counts: their problems and E-value shortfall',
          body: CartSkipCheckBody,
          response: { 200: Envelope(CartSkipCheck) },
        },
      },
      async (request) => ok(await skipCheck(ctx, sessionOf(request).userId, request.body)),
    );
  };
}
