import { ArticlesAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import { forgetFeeds } from '../pages/feed.service.ts';
import * as admin from './articles-admin.service.ts';

/**
 * The console's PGC articles (issue 14). A write also forgets this instance's cached feeds, so a
 * published or withdrawn article shows in the feed at once here and within the cache window elsewhere.
 */
export function articlesAdminRoutes(ctx: AppContext) {
  const forget = <T>(value: T): T => {
    forgetFeeds(ctx);
    return value;
  };
  return async function (app: FastifyInstance) {
    await acceptUploads(app);
    const api = ArticlesAdminApi;
    registerAdmin(app, api.list, async (request) => ok(await admin.listArticlesForAdmin(ctx, request.query)));
    registerAdmin(app, api.detail, async (request) => ok(await admin.articleForAdmin(ctx, Number(request.params.id))));
    registerAdmin(app, api.create, async (request) => ok(forget(await admin.createArticle(ctx, actorOf(request), request.body))));
    registerAdmin(app, api.update, async (request) =>
      ok(forget(await admin.updateArticle(ctx, actorOf(request), Number(request.params.id), request.body))),
    );
    registerAdmin(app, api.publish, async (request) =>
      ok(forget(await admin.setArticlePublished(ctx, actorOf(request), Number(request.params.id), true))),
    );
    registerAdmin(app, api.unpublish, async (request) =>
      ok(forget(await admin.setArticlePublished(ctx, actorOf(request), Number(request.params.id), false))),
    );
    registerAdmin(app, api.uploadPicture, async (request) => ok(await admin.uploadArticlePicture(ctx, actorOf(request), await readUpload(request))));
  };
}
