import { Envelope, GoodsDetail, GoodsDetailQuery, IdParam, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/envelope.ts';
import { Type } from 'typebox';
import type { GoodsService } from './goods.service.ts';

export function goodsRoutes(goods: GoodsService) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      Paths.goodsDetail,
      {
        schema: {
          tags: ['goods'],
          summary: 'A goods with its pictures, prices, SKUs and buy rules',
          params: Type.Object({ productId: IdParam }),
          querystring: GoodsDetailQuery,
          response: { 200: Envelope(GoodsDetail) },
        },
      },
      async (request, reply) => {
        const body = await goods.detailEnvelope(Number(request.params.productId));
        return sendJson(reply, body);
      },
    );
  };
}
