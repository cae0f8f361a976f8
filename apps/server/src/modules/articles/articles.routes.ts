import { ArticlesApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import * as articles from './articles.service.ts';

export function articlesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, ArticlesApi.article, async (request) => ok(await articles.getPublishedArticle(ctx, Number(request.params.id))));
  };
}
