import { Envelope, ImHotline, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';

export function imRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const hotline: ImHotline = { agentPhone: ctx.config.hotline.agentPhone, description: ctx.config.hotline.description };

    app.get(
      Paths.imHotline,
      {
        schema: {
          tags: ['im'],
          summary: 'The customer-service hotline and its service hours',
          response: { 200: Envelope(ImHotline) },
        },
      },
      async () => ok(hotline),
    );
  };
}
