import { Type } from 'typebox';
import { AnnexVirtualKind } from '../codes.ts';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import {
  AdsProduct,
  LoveListQuery,
  LoveResult,
  LoveUserCount,
  LoveUserCountQuery,
  OpenMode,
  OpenModeQuery,
  ShareRecordBody,
  ShareRecordResult,
  TypedGoodsDetail,
  VirtualProductQuery,
} from '../schemas/goods-kinds.ts';
import { GoodsCard, GoodsDetail, GoodsDetailQuery } from '../schemas/goods.ts';

const ProductParams = Type.Object({ productId: IdParam });
const AnnexVirtualParams = Type.Object({
  // Unsafe keeps the anyOf of literals and gives it its static type (a mapped array types as never).
  kind: Type.Unsafe<AnnexVirtualKind>(Type.Union(Object.values(AnnexVirtualKind).map((k) => Type.Literal(k)))),
  productId: IdParam,
});

/** §7 Goods: a goods' detail by kind, and sharing it. */
export const GoodsApi = declareApi('goods', {
  detail: route(
    'GET',
    Paths.goodsDetail,
    "A goods of any kind with its pictures, prices, SKUs and buy rules (love and purchases are the logged-in user's)",
    { params: ProductParams, query: GoodsDetailQuery, answer: GoodsDetail },
  ),
  annex: route('GET', Paths.goodsAnnex, 'An attachment or home-charging goods (bizType 3) with its kind info', { params: ProductParams, answer: TypedGoodsDetail }),
  refitted: route('GET', Paths.goodsRefitted, 'A light-modification goods (bizType 11) with its kind info', { params: ProductParams, answer: TypedGoodsDetail }),
  virtualFlow: route('GET', Paths.goodsVirtualFlow, 'A data-flow package (virtual child type 1) with its kind info', { params: ProductParams, answer: TypedGoodsDetail }),
  virtual: route(
    'GET',
    Paths.goodsVirtual,
    'A virtual goods of child type `biz` (3: intellect) with its kind info',
    { query: VirtualProductQuery, answer: TypedGoodsDetail },
  ),
  virtualAds: route(
    'GET',
    Paths.goodsVirtualAds,
    'The intellect ads page: an intellect goods with its kind info, ads title and pictures',
    { query: ProductParams, answer: AdsProduct },
  ),
  annexVirtual: route(
    'GET',
    Paths.goodsAnnexVirtual,
    'A card voucher, service package, sound, wallpaper, digital key or charging card, by `kind`, with its kind info',
    { params: AnnexVirtualParams, answer: TypedGoodsDetail },
  ),
  openMode: route(
    'GET',
    Paths.openMode,
    'How a virtual goods (by SKU) is opened: its use, identification and whether it needs a VIN (0: none)',
    { query: OpenModeQuery, answer: OpenMode },
    'required',
  ),
  shareRecord: route(
    'POST',
    Paths.shareRecord,
    'Record a share of a product; answers the page URL to share, with INVITER_ID when logged in',
    { body: ShareRecordBody, answer: ShareRecordResult },
    'optional',
  ),
});

/** Favourites (the heart, /store/favor/list). */
export const LoveApi = declareApi('favourites', {
  list: route(
    'GET',
    Paths.loveGoodsList,
    "The user's favourite goods still on the shelf, newest first (pageSize 10 by default)",
    { query: LoveListQuery, answer: Paged(GoodsCard) },
    'required',
  ),
  recommend: route('GET', Paths.loveRecommendList, 'Up to 10 popular goods the user does not love yet (most loved first)', { answer: Type.Array(GoodsCard) }, 'optional'),
  userCount: route('GET', Paths.loveUserCount, 'How many users love the goods', { query: LoveUserCountQuery, answer: LoveUserCount }),
  love: route('PUT', Paths.loveGoods, 'Love a goods (again: no change)', { params: ProductParams, answer: LoveResult }, 'required'),
  unlove: route('DELETE', Paths.loveGoods, 'Stop loving a goods (again: no change)', { params: ProductParams, answer: LoveResult }, 'required'),
});
