import { Envelope, Paths, PointsQuery, PointsSummary } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { pointsSummary } from './points.service.ts';

export function pointsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      Paths.points,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['points'],
          summary: "The user's E-value (dimension 1)",
          querystring: PointsQuery,
          response: { 200: Envelope(PointsSummary) },
        },
      },
      async (request) => ok(await pointsSummary(ctx, sessionOf(request).userId)),
    );
  };
}
