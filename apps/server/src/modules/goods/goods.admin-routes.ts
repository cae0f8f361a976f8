import { AdminGoodsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import { forgetSkuFacts } from '../cart/cart.service.ts';
import * as admin from '../catalogue/goods-admin.service.ts';
import { forgetGoodsDetails } from './goods.service.ts';

/**
 * The goods console's calls (issue 14). The catalogue owns the rows; here, next to the product
 * pages' cache, a write also forgets what this instance cached of the catalogue, so the shop
 * shows it at once here and within CATALOGUE_CACHE_SECONDS elsewhere.
 */
export function goodsAdminRoutes(ctx: AppContext) {
  const forget = <T>(value: T): T => {
    forgetGoodsDetails(ctx);
    forgetSkuFacts(ctx);
    return value;
  };
  return async function (app: FastifyInstance) {
    await acceptUploads(app);
    const api = AdminGoodsApi;
    registerAdmin(app, api.list, async (request) => ok(await admin.listGoodsForAdmin(ctx, request.query)));
    registerAdmin(app, api.detail, async (request) => ok(await admin.goodsForAdmin(ctx, Number(request.params.id))));
    registerAdmin(app, api.create, async (request) => ok(forget(await admin.createGoods(ctx, actorOf(request), request.body))));
    registerAdmin(app, api.update, async (request) =>
      ok(forget(await admin.updateGoods(ctx, actorOf(request), Number(request.params.id), request.body))),
    );
    registerAdmin(app, api.shelf, async (request) =>
      ok(forget(await admin.setGoodsShelf(ctx, actorOf(request), Number(request.params.id), request.body.onShelf))),
    );
    registerAdmin(app, api.adjustStock, async (request) =>
      ok(forget(await admin.adjustStock(ctx, actorOf(request), Number(request.params.id), Number(request.params.skuId), request.body))),
    );
    registerAdmin(app, api.stockLedger, async (request) =>
      ok({ result: await admin.stockLedgerOf(ctx, Number(request.params.id), Number(request.params.skuId)) }),
    );
    registerAdmin(app, api.uploadPicture, async (request) => ok(await admin.uploadGoodsPicture(ctx, actorOf(request), await readUpload(request))));
  };
}
