import { Envelope, ErrorCode, PageConfig, PageQuery, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import type { PagesService } from './pages.service.ts';

export function pagesRoutes(pages: PagesService) {
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
        const { pageCode, bizType } = request.query;
        if (!pageCode && !bizType) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: pageCode');
        const body = await pages.pageEnvelope(pageCode ? { pageCode } : { bizType: Number(bizType) });
        return sendJson(reply, body);
      },
    );
  };
}
