import { CartEffectNum, Envelope, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { cartEffectNum } from './cart.service.ts';

export function cartRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
  };
}
