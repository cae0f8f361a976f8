import {
  AdsProduct,
  AnnexVirtualKind,
  Envelope,
  GoodsDetail,
  GoodsDetailQuery,
  Header,
  IdParam,
  OpenMode,
  OpenModeQuery,
  Paths,
  TypedGoodsDetail,
  VirtualChildType,
  VirtualProductQuery,
  type GoodsDetail as GoodsDetailType,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { loginUserIdOf } from '../../http/auth.ts';
import { ok, sendJson } from '../../http/envelope.ts';
import { annexVirtualTypes, KindCall } from './goods-kinds.ts';
import { openMode } from './goods-kinds.service.ts';
import { personalise } from './goods-personal.service.ts';
import { adsGoodsDetail, goodsDetail, typedGoodsDetail, type DetailEntry } from './goods.service.ts';

const ProductParams = Type.Object({ productId: IdParam });
const AnnexVirtualParams = Type.Object({
  kind: Type.Union(Object.values(AnnexVirtualKind).map((k) => Type.Literal(k))),
  productId: IdParam,
});

/**
 * A guest gets the cached bytes unchanged (the hot path); a logged-in user the same detail with
 * their heart, purchases and reservation laid over it, serialised by the route's schema.
 */
async function sendDetail<T extends GoodsDetailType>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, entry: DetailEntry<T>) {
  // Without a login token there is nothing to look up: not even an await on the guest path.
  const userId = request.headers[Header.loginToken] ? await loginUserIdOf(ctx, request) : null;
  if (userId === null) return sendJson(reply, entry.json);
  return ok(await personalise(ctx, userId, entry.detail));
}

export function goodsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['goods'];
    const typed = { 200: Envelope(TypedGoodsDetail) };

    app.get(
      Paths.goodsDetail,
      {
        schema: {
          tags,
          summary: "A goods of any kind with its pictures, prices, SKUs and buy rules (love and purchases are the logged-in user's)",
          params: ProductParams,
          querystring: GoodsDetailQuery,
          response: { 200: Envelope(GoodsDetail) },
        },
      },
      async (request, reply) => sendDetail(ctx, request, reply, await goodsDetail(ctx, Number(request.params.productId))),
    );

    app.get(
      Paths.goodsAnnex,
      {
        schema: { tags, summary: 'An attachment or home-charging goods (bizType 3) with its kind info', params: ProductParams, response: typed },
      },
      async (request, reply) => sendDetail(ctx, request, reply, await typedGoodsDetail(ctx, Number(request.params.productId), KindCall.annex)),
    );

    app.get(
      Paths.goodsRefitted,
      {
        schema: { tags, summary: 'A light-modification goods (bizType 11) with its kind info', params: ProductParams, response: typed },
      },
      async (request, reply) => sendDetail(ctx, request, reply, await typedGoodsDetail(ctx, Number(request.params.productId), KindCall.refitted)),
    );

    app.get(
      Paths.goodsVirtualFlow,
      {
        schema: { tags, summary: 'A data-flow package (virtual child type 1) with its kind info', params: ProductParams, response: typed },
      },
      async (request, reply) =>
        sendDetail(ctx, request, reply, await typedGoodsDetail(ctx, Number(request.params.productId), KindCall.virtual(VirtualChildType.flow))),
    );

    app.get(
      Paths.goodsVirtual,
      {
        schema: {
          tags,
          summary: 'A virtual goods of child type `biz` (3: intellect) with its kind info',
          querystring: VirtualProductQuery,
          response: typed,
        },
      },
      async (request, reply) =>
        sendDetail(ctx, request, reply, await typedGoodsDetail(ctx, Number(request.query.productId), KindCall.virtual(request.query.biz))),
    );

    app.get(
      Paths.goodsVirtualAds,
      {
        schema: {
          tags,
          summary: 'The intellect ads page: an intellect goods with its kind info, ads title and pictures',
          querystring: ProductParams,
          response: { 200: Envelope(AdsProduct) },
        },
      },
      async (request, reply) => sendDetail(ctx, request, reply, await adsGoodsDetail(ctx, Number(request.query.productId))),
    );

    app.get(
      Paths.goodsAnnexVirtual,
      {
        schema: {
          tags,
          summary: 'A card voucher, service package, sound, wallpaper, digital key or charging card, by `kind`, with its kind info',
          params: AnnexVirtualParams,
          response: typed,
        },
      },
      async (request, reply) => {
        const call = KindCall.virtual(annexVirtualTypes[request.params.kind]);
        return sendDetail(ctx, request, reply, await typedGoodsDetail(ctx, Number(request.params.productId), call));
      },
    );

    app.get(
      Paths.openMode,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: "How a virtual goods (by SKU) is opened: its use, identification and whether it needs a VIN (0: none)",
          querystring: OpenModeQuery,
          response: { 200: Envelope(OpenMode) },
        },
      },
      async (request) => ok(await openMode(ctx, Number(request.query.skuId))),
    );
  };
}
