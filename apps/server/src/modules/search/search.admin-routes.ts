import { HotWordsAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { listHotWordsForAdmin, replaceHotWords } from './hot-words.service.ts';

/** The console's hot words per business type. */
export function searchAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, HotWordsAdminApi.list, async (request) => ok(await listHotWordsForAdmin(ctx, Number(request.params.bizType))));
    registerAdmin(app, HotWordsAdminApi.replace, async (request) =>
      ok(await replaceHotWords(ctx, actorOf(request), Number(request.params.bizType), request.body)),
    );
  };
}
