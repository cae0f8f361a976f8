import { GoodsApi, Header, VirtualChildType, type GoodsDetail as GoodsDetailType } from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { loginUserIdOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrepared, type CurrentAnswer } from '../../http/prepared-answer.ts';
import { register } from '../../http/route.ts';
import { annexVirtualTypes, KindCall, type GoodsKindCall } from './goods-kinds.ts';
import { openMode } from './goods-kinds.service.ts';
import { personalise } from './goods-personal.service.ts';
import { adsGoodsDetail, cachedGoodsAnswer, goodsDetail, typedGoodsDetail, type DetailEntry } from './goods.service.ts';

/**
 * A guest gets the cached bytes unchanged (the hot path, br/gzip and 304 included); a logged-in user the same detail with
 * their heart, purchases and reservation laid over it, serialised by the route's schema.
 */
async function sendDetail<T extends GoodsDetailType>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, entry: DetailEntry<T>, current?: CurrentAnswer) {
  // Without a login token there is nothing to look up: not even an await on the guest path.
  const userId = request.headers[Header.loginToken] ? await loginUserIdOf(ctx, request) : null;
  if (userId === null) return sendPrepared(request, reply, entry.answer, { current });
  return ok(await personalise(ctx, userId, entry.detail));
}

export function goodsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const typed = (productId: string, call: GoodsKindCall) => typedGoodsDetail(ctx, Number(productId), call);
    register(app, GoodsApi.detail, async (request, reply) => {
      const productId = Number(request.params.productId);
      return sendDetail(ctx, request, reply, await goodsDetail(ctx, productId), () => cachedGoodsAnswer(ctx, productId));
    });
    register(app, GoodsApi.annex, async (request, reply) => sendDetail(ctx, request, reply, await typed(request.params.productId, KindCall.annex)));
    register(app, GoodsApi.refitted, async (request, reply) => sendDetail(ctx, request, reply, await typed(request.params.productId, KindCall.refitted)));
    register(app, GoodsApi.virtualFlow, async (request, reply) =>
      sendDetail(ctx, request, reply, await typed(request.params.productId, KindCall.virtual(VirtualChildType.flow))),
    );
    register(app, GoodsApi.virtual, async (request, reply) =>
      sendDetail(ctx, request, reply, await typed(request.query.productId, KindCall.virtual(request.query.biz))),
    );
    register(app, GoodsApi.virtualAds, async (request, reply) => sendDetail(ctx, request, reply, await adsGoodsDetail(ctx, Number(request.query.productId))));
    register(app, GoodsApi.annexVirtual, async (request, reply) =>
      sendDetail(ctx, request, reply, await typed(request.params.productId, KindCall.virtual(annexVirtualTypes[request.params.kind]))),
    );
    register(app, GoodsApi.openMode, async (request) => ok(await openMode(ctx, Number(request.query.skuId))));
  };
}
