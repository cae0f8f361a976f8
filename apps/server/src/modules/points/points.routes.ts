import { PointsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { pointsSummary } from './points.service.ts';

export function pointsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, PointsApi.summary, async (request) => ok(await pointsSummary(ctx, sessionOf(request).userId)));
  };
}
