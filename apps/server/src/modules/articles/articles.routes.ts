import { Article, Envelope, IdParam, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import * as articles from './articles.service.ts';

export function articlesRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      Paths.pgcArticle,
      {
        schema: {
          tags: ['articles'],
          summary: 'One published PGC article: cover, title, author, time and sanitised HTML body',
          params: Type.Object({ id: IdParam }),
          response: { 200: Envelope(Article) },
        },
      },
      async (request) => ok(await articles.getPublishedArticle(ctx, Number(request.params.id))),
    );
  };
}
