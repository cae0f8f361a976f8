import { ArticlesAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import * as admin from './articles-admin.service.ts';

/**
 * The console's PGC articles (issue 14). The article page reads the table on every call; the feed
 * (pages module, which depends on this one) picks a change up when its cache window ends.
 */
export function articlesAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await acceptUploads(app);
    const api = ArticlesAdminApi;
    registerAdmin(app, api.list, async (request) => ok(await admin.listArticlesForAdmin(ctx, request.query)));
    registerAdmin(app, api.detail, async (request) => ok(await admin.articleForAdmin(ctx, Number(request.params.id))));
    registerAdmin(app, api.create, async (request) => ok(await admin.createArticle(ctx, actorOf(request), request.body)));
    registerAdmin(app, api.update, async (request) =>
      ok(await admin.updateArticle(ctx, actorOf(request), Number(request.params.id), request.body)),
    );
    registerAdmin(app, api.publish, async (request) =>
      ok(await admin.setArticlePublished(ctx, actorOf(request), Number(request.params.id), true)),
    );
    registerAdmin(app, api.unpublish, async (request) =>
      ok(await admin.setArticlePublished(ctx, actorOf(request), Number(request.params.id), false)),
    );
    registerAdmin(app, api.uploadPicture, async (request) => ok(await admin.uploadArticlePicture(ctx, actorOf(request), await readUpload(request))));
  };
}
