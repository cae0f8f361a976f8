import {
  Envelope,
  ErrorCode,
  FeedQuery,
  FeedResult,
  MaterialInfo,
  MaterialInfoQuery,
  PageConfig,
  PageQuery,
  Paths,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok, sendJson } from '../../http/envelope.ts';
import { feedEnvelope } from './feed.service.ts';
import { previewEntry } from './page-preview.service.ts';
import { materialInfo, pageEntry, pageForUser, type PageKey } from './pages.service.ts';

function pageKey(query: PageQuery): PageKey {
  const { pageCode, bizType } = query;
  if (!pageCode && !bizType) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: pageCode');
  return pageCode ? { pageCode } : { bizType: Number(bizType) };
}

export function pagesRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      Paths.pageManagement,
      {
        schema: {
          tags: ['pages'],
          summary: 'A content page by page code or business type, with its modules',
          querystring: PageQuery,
          response: { 200: Envelope(PageConfig) },
        },
      },
      async (request, reply) => {
        const { preview } = request.query;
        if (preview) return sendJson(reply.header('cache-control', 'no-store'), (await previewEntry(ctx, pageKey(request.query), preview)).json);
        return sendJson(reply, (await pageEntry(ctx, pageKey(request.query))).json);
      },
    );

    app.get(
      Paths.pageManagementUser,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['pages'],
          summary: "A content page with the coupon button states of the user asking (a guest's is the v2 page)",
          querystring: PageQuery,
          response: { 200: Envelope(PageConfig) },
        },
      },
      async (request, reply) => {
        const { preview } = request.query;
        if (preview) reply.header('cache-control', 'no-store');
        const entry = preview ? await previewEntry(ctx, pageKey(request.query), preview) : await pageEntry(ctx, pageKey(request.query));
        const session = request.session;
        if (!session || !entry.hasCards) return sendJson(reply, entry.json);
        return ok(await pageForUser(ctx, entry, session.userId));
      },
    );

    app.get(
      Paths.pageFeed,
      {
        schema: {
          tags: ['pages'],
          summary: "A page of the page's feed: goods and PGC articles (pageSize 20 by default)",
          querystring: FeedQuery,
          response: { 200: Envelope(FeedResult) },
        },
      },
      async (request, reply) => sendJson(reply, await feedEnvelope(ctx, request.query)),
    );

    app.get(
      Paths.materialInfo,
      {
        schema: {
          tags: ['pages'],
          summary: 'The app material in force now (home_skin: the seasonal skin), or null',
          querystring: MaterialInfoQuery,
          response: { 200: Envelope(MaterialInfo) },
        },
      },
      async (request) => ok(await materialInfo(ctx, request.query.materialCode)),
    );
  };
}
