import { ErrorCode, errorInfo, SearchApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrepared } from '../../http/prepared-answer.ts';
import { register } from '../../http/route.ts';
import { cachedHotWordsAnswer, hotWordsAnswer, searchGoods, suggestWords } from './search.service.ts';

/** Goods search (§7): hot words, suggestions as you type, results. The history stays on the device. */
export function searchRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, SearchApi.search, async (request) => {
      // The schema allows ' '; a keyword of white space only names nothing to search for.
      if (!request.body.keyword.trim()) throw new AppError(ErrorCode.BAD_REQUEST, `${errorInfo[ErrorCode.BAD_REQUEST].message}: keyword`);
      return ok(await searchGoods(ctx, request.body));
    });
    register(app, SearchApi.browse, async (request) => ok(await searchGoods(ctx, request.query)));
    register(app, SearchApi.hot, async (request, reply) => {
      const { bizType } = request.query;
      return sendPrepared(request, reply, await hotWordsAnswer(ctx, bizType), { current: () => cachedHotWordsAnswer(ctx, bizType) });
    });
    register(app, SearchApi.suggest, async (request) => ok(await suggestWords(ctx, request.query.param)));
  };
}
