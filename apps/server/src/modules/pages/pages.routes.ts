import { ErrorCode, PagesApi, type PageQuery } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok, sendJson } from '../../http/envelope.ts';
import { sendPrepared } from '../../http/prepared-answer.ts';
import { register } from '../../http/route.ts';
import { cachedFeedAnswer, feedAnswer } from './feed.service.ts';
import { previewEntry } from './page-preview.service.ts';
import { cachedPageAnswer, materialInfo, pageEntry, pageForUser, type PageKey } from './pages.service.ts';

function pageKey(query: PageQuery): PageKey {
  const { pageCode, bizType } = query;
  if (!pageCode && !bizType) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: pageCode');
  return pageCode ? { pageCode } : { bizType: Number(bizType) };
}

export function pagesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, PagesApi.page, async (request, reply) => {
      const { preview } = request.query;
      if (preview) return sendJson(reply.header('cache-control', 'no-store'), (await previewEntry(ctx, pageKey(request.query), preview)).json);
      const key = pageKey(request.query);
      return sendPrepared(request, reply, (await pageEntry(ctx, key)).answer, { current: () => cachedPageAnswer(ctx, key) });
    });
    register(app, PagesApi.pageForUser, async (request, reply) => {
      const { preview } = request.query;
      const session = request.session;
      if (preview) {
        const entry = await previewEntry(ctx, pageKey(request.query), preview);
        reply.header('cache-control', 'no-store');
        return session && entry.hasCards ? ok(await pageForUser(ctx, entry, session.userId)) : sendJson(reply, entry.json);
      }
      const entry = await pageEntry(ctx, pageKey(request.query));
      return session && entry.hasCards ? ok(await pageForUser(ctx, entry, session.userId)) : sendPrepared(request, reply, entry.answer);
    });
    register(app, PagesApi.feed, async (request, reply) => {
      const query = request.query;
      return sendPrepared(request, reply, await feedAnswer(ctx, query), { current: () => cachedFeedAnswer(ctx, query) });
    });
    register(app, PagesApi.materialInfo, async (request) => ok(await materialInfo(ctx, request.query.materialCode)));
  };
}
