import { PagesAdminApi, PageStatus } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import {
  createPage,
  getAdminPage,
  listAdminPages,
  listPageVersions,
  publishPage,
  restorePageVersion,
  savePageDraft,
  takePageDown,
} from './page-admin.service.ts';
import { pickCoupons, pickGoods } from './page-pickers.service.ts';
import { uploadPagePicture } from './page-pictures.service.ts';
import { issuePreviewToken } from './page-preview.service.ts';

/** The page editor's calls: list, draft, publish, take down, versions, preview token, pickers. */
export function pagesAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await acceptUploads(app);
    registerAdmin(app, PagesAdminApi.list, async (request) => ok(await listAdminPages(ctx, request.query)));
    registerAdmin(app, PagesAdminApi.create, async (request) => ok(await createPage(ctx, actorOf(request), request.body)));
    registerAdmin(app, PagesAdminApi.detail, async (request) => ok(await getAdminPage(ctx, request.params.pageCode)));
    registerAdmin(app, PagesAdminApi.saveDraft, async (request) =>
      ok(await savePageDraft(ctx, actorOf(request), request.params.pageCode, request.body)),
    );
    registerAdmin(app, PagesAdminApi.publish, async (request) => ok(await publishPage(ctx, actorOf(request), request.params.pageCode)));
    registerAdmin(app, PagesAdminApi.unpublish, async (request) =>
      ok(await takePageDown(ctx, actorOf(request), request.params.pageCode, PageStatus.unpublished)),
    );
    registerAdmin(app, PagesAdminApi.undercarriage, async (request) =>
      ok(await takePageDown(ctx, actorOf(request), request.params.pageCode, PageStatus.undercarriage)),
    );
    registerAdmin(app, PagesAdminApi.versions, async (request) => ok(await listPageVersions(ctx, request.params.pageCode)));
    registerAdmin(app, PagesAdminApi.restoreVersion, async (request) =>
      ok(await restorePageVersion(ctx, actorOf(request), request.params.pageCode, Number(request.params.version))),
    );
    registerAdmin(app, PagesAdminApi.previewToken, async (request) => ok(await issuePreviewToken(ctx, actorOf(request), request.params.pageCode)));
    registerAdmin(app, PagesAdminApi.uploadPicture, async (request) => ok(await uploadPagePicture(ctx, actorOf(request), await readUpload(request))));
    registerAdmin(app, PagesAdminApi.pickGoods, async (request) => ok(await pickGoods(ctx, request.query)));
    registerAdmin(app, PagesAdminApi.pickCoupons, async (request) => ok(await pickCoupons(ctx, request.query)));
  };
}
