import { GoodsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { recordShare } from './share.service.ts';

export function shareRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, GoodsApi.shareRecord, async (request) =>
      ok(await recordShare(ctx, { userId: request.session?.userId ?? null, clientIp: request.ip, body: request.body })),
    );
  };
}
