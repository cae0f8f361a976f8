import {
  ActivityType,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  GoodsStatus,
  Love,
  ProductStatus,
  ReservationStatus,
  productPageUrl,
  type AdsProduct,
  type CrowdfundInfo,
  type GoodsCard,
  type GoodsDetail,
  type GoodsKindInfo,
  type GoodsSku,
  type TypedGoodsDetail,
} from '@emall/contract';
import { crowdfundProgressPercent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { Executor } from '../../db/client.ts';
import { KindCall, toKindInfo, type GoodsKindCall } from './goods-kinds.ts';
import {
  findCrowdfundByNo,
  findCrowdfundOfGoods,
  findGoodsAggregates,
  findGoodsIdOfSku,
  findKindInfo,
  findOnShelfGoods,
  type CrowdfundRow,
  type GoodsAggregate,
  type GoodsRow,
  type GoodsSkuRow,
} from './goods.repository.ts';

function totalStock(agg: GoodsAggregate): number {
  return agg.skus.reduce((sum, s) => sum + s.stock, 0);
}

/** The crowdfund's status now: the stored one while Draft or Off, else by its window and progress. */
export function crowdfundStatusAt(cf: CrowdfundRow, nowMs: number): number {
  if (cf.status === CrowdfundStatus.Draft || cf.status === CrowdfundStatus.Off) return cf.status;
  if (nowMs < cf.startAt.getTime()) return CrowdfundStatus.CrowdfundPreheat;
  if (nowMs < cf.endAt.getTime()) return CrowdfundStatus.Crowdfunding;
  return crowdfundProgress(cf) >= 100 ? CrowdfundStatus.CrowdfundSuccess : CrowdfundStatus.CrowdfundFail;
}

function crowdfundProgress(cf: CrowdfundRow): number {
  const current = cf.targetType === CrowdfundTargetType.Amount ? cf.currentAmountFen : cf.currentQuantity;
  return crowdfundProgressPercent(current, cf.targetValue);
}

function toCrowdfundInfo(cf: CrowdfundRow, nowMs: number): CrowdfundInfo {
  const status = crowdfundStatusAt(cf, nowMs);
  const startMs = cf.startAt.getTime();
  const endMs = cf.endAt.getTime();
  const remainTime =
    status === CrowdfundStatus.CrowdfundPreheat ? startMs - nowMs : status === CrowdfundStatus.Crowdfunding ? endMs - nowMs : 0;
  return {
    status,
    crowdfundNo: cf.crowdfundNo,
    crowTarget: cf.targetValue,
    targetType: cf.targetType,
    targetValue: cf.targetValue,
    supportPersonCount: cf.supportPersonCount,
    crowdfundEdCount: cf.currentQuantity,
    crowdfundStartMillisecond: startMs,
    crowdfundEndMillisecond: endMs,
    remainTime,
    schedule: crowdfundProgress(cf),
    appointmentStatus: ReservationStatus.UnReserved,
    realityJoinPeople: cf.supportPersonCount,
    currentAmount: cf.currentAmountFen,
    currentQuantity: cf.currentQuantity,
  };
}

export function toGoodsCard(agg: GoodsAggregate, nowMs: number): GoodsCard {
  const g = agg.goods;
  const soldOut = totalStock(agg) === 0;
  const crowdfundFlag = agg.crowdfund !== null && g.activityType === ActivityType.CROWDFUNDING;
  return {
    id: String(g.id),
    saleName: g.saleName,
    name: g.name,
    pictureUrl: g.pictures[0] ?? '',
    shareUrl: productPageUrl(g, g.id),
    tags: g.tags,
    bizType: g.bizType,
    goodsType: g.goodsType,
    status: soldOut ? GoodsStatus.SaleOut : GoodsStatus.Sale,
    productStatus: soldOut ? ProductStatus.sell_out : ProductStatus.for_sale,
    preSale: g.preSale,
    crowdfundFlag,
    crowdfundInfo: crowdfundFlag && agg.crowdfund ? toCrowdfundInfo(agg.crowdfund, nowMs) : null,
    price: g.priceFen,
    productPrice: g.productPriceFen,
    eValue: g.eValue,
    deductType: g.deductType,
    deductShowType: g.deductShowType,
    deductAmount: g.deductAmountFen,
    discountEnable: g.discountEnable,
    discountPrice: g.discountPriceFen,
    ediscountValue: g.ediscountValue,
    discountAlias: g.discountAlias,
    minDiscountPrice: g.minDiscountPriceFen,
  };
}

/** A SKU as the goods detail (and a cart line's options) show it. */
export function toGoodsSku(s: GoodsSkuRow): GoodsSku {
  return {
    productSpecsId: String(s.id),
    specsName: s.specsName,
    pictureUrl: s.pictureUrl,
    stock: s.stock,
    price: s.priceFen,
    productPrice: s.productPriceFen,
    eValue: s.eValue,
  };
}

function toGoodsDetail(agg: GoodsAggregate, nowMs: number): GoodsDetail {
  const g = agg.goods;
  const card = toGoodsCard(agg, nowMs);
  return {
    ...card,
    pictures: g.pictures,
    detailPictures: g.detailPictures,
    description: g.description,
    trackVO: { productId: card.id, productName: g.name },
    // As a guest sees it; a logged-in user's love and purchases are laid over per request.
    love: Love.nolove,
    userLimitFlag: g.userLimitFlag,
    userLimit: g.userLimit,
    userPurchasedNum: 0,
    activity: { activityType: g.activityType },
    buyerType: g.buyerType,
    role: g.role,
    whitelist: g.whitelist,
    installType: g.installType,
    costFree: g.costFree,
    firstPrice: g.firstPrice,
    linePrice: g.linePrice,
    skus: agg.skus.map(toGoodsSku),
    stock: totalStock(agg),
  };
}

/** A detail as everyone sees it: the serialised envelope guests get, and the object a user's view starts from. */
export interface DetailEntry<T extends GoodsDetail> {
  json: string;
  detail: T;
}

export interface GoodsService {
  /** GET /hermes/v2/goods/{id}: any kind of goods; served from the catalogue cache. */
  detail(productId: number): Promise<DetailEntry<GoodsDetail>>;
  /** A type-specific goods call: the detail plus its kind info, for goods the call serves (else 40030). Cached per id and call. */
  typedDetail(productId: number, call: GoodsKindCall): Promise<DetailEntry<TypedGoodsDetail>>;
  /** The intellect ads page's goods. Cached like the others. */
  adsDetail(productId: number): Promise<DetailEntry<AdsProduct>>;
  cards(ids: readonly number[]): Promise<GoodsCard[]>;
  invalidate(): void;
}

function entryOf<T extends GoodsDetail>(detail: T): DetailEntry<T> {
  return { json: okJson(JSON.stringify(detail)), detail };
}

export function createGoodsService(ctx: AppContext): GoodsService {
  // One cache for every call: keys name the call and the id, so a goods is cached once per call.
  const details = new TtlCache<string, DetailEntry<GoodsDetail>>(ctx.config.catalogueCacheSeconds * 1000);

  async function loadAggregate(productId: number, call: GoodsKindCall | null) {
    const [[agg], kindRow] = await Promise.all([
      findGoodsAggregates(ctx.db, [productId]),
      call ? findKindInfo(ctx.db, productId) : Promise.resolve(undefined),
    ]);
    if (!agg) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
    if (call && !call.accepts(agg.goods)) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
    if (agg.skus.length === 0) throw new AppError(ErrorCode.GOODS_SKU_EMPTY);
    return { agg, kindRow, detail: toGoodsDetail(agg, ctx.clock.now().getTime()), kindInfo: toKindInfo(agg.goods, kindRow) };
  }

  function typed(productId: number, call: GoodsKindCall): Promise<DetailEntry<TypedGoodsDetail>> {
    return details.get(`${call.key}:${productId}`, async () => {
      const { detail, kindInfo } = await loadAggregate(productId, call);
      return entryOf<TypedGoodsDetail>({ ...detail, kindInfo });
    }) as Promise<DetailEntry<TypedGoodsDetail>>;
  }

  return {
    detail: (productId) => details.get(`goods:${productId}`, async () => entryOf((await loadAggregate(productId, null)).detail)),
    typedDetail: typed,
    adsDetail: (productId) =>
      details.get(`ads-page:${productId}`, async () => {
        const { agg, kindRow, detail, kindInfo } = await loadAggregate(productId, KindCall.ads);
        const adsTitle = kindRow?.adsTitle || agg.goods.saleName;
        return entryOf<AdsProduct>({ ...detail, kindInfo, adsTitle, adsPictures: agg.goods.detailPictures });
      }) as Promise<DetailEntry<AdsProduct>>,
    cards: async (ids) => {
      const nowMs = ctx.clock.now().getTime();
      return (await findGoodsAggregates(ctx.db, ids)).map((agg) => toGoodsCard(agg, nowMs));
    },
    invalidate: () => details.invalidate(),
  };
}

/** An on-shelf goods, or 40401: what favourites, shares and VIN checks start from. */
export async function requireGoods(db: Executor, productId: number): Promise<GoodsRow> {
  const row = await findOnShelfGoods(db, productId);
  if (!row) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return row;
}

/** An on-shelf goods with its kind info, or 40401. */
export async function requireGoodsWithKind(db: Executor, productId: number): Promise<{ goods: GoodsRow; kindInfo: GoodsKindInfo }> {
  const [g, info] = await Promise.all([findOnShelfGoods(db, productId), findKindInfo(db, productId)]);
  if (!g) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return { goods: g, kindInfo: toKindInfo(g, info) };
}

/** The on-shelf goods of a SKU with its kind info, or 40401. */
export async function requireGoodsOfSku(db: Executor, skuId: number): Promise<{ goods: GoodsRow; kindInfo: GoodsKindInfo }> {
  const goodsId = await findGoodsIdOfSku(db, skuId);
  if (goodsId === undefined) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return requireGoodsWithKind(db, goodsId);
}

/** A crowdfund by its number with its goods, when the goods is on the shelf. */
export function findCrowdfund(db: Executor, crowdfundNo: string): Promise<{ crowdfund: CrowdfundRow; goods: GoodsRow } | undefined> {
  return findCrowdfundByNo(db, crowdfundNo);
}

/** The crowdfund of a goods, if it has one. */
export function findCrowdfundOf(db: Executor, goodsId: number): Promise<CrowdfundRow | undefined> {
  return findCrowdfundOfGoods(db, goodsId);
}
