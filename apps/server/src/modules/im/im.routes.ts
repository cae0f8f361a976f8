import { ImApi, type ImHotline } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';

export function imRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const hotline: ImHotline = { agentPhone: ctx.config.hotline.agentPhone, description: ctx.config.hotline.description };
    register(app, ImApi.hotline, async () => ok(hotline));
  };
}
