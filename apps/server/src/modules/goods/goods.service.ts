import {
  ActivityType,
  CrowdfundStatus,
  ErrorCode,
  Love,
  ReservationStatus,
  productPageUrl,
  type AdsProduct,
  type CrowdfundInfo,
  type GoodsCard,
  type GoodsDetail,
  type TypedGoodsDetail,
} from '@emall/contract';
import { crowdfundStatusAt, saleMarks } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';
import { perContext } from '../../lib/per-context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  findKindInfo,
  goodsAggregates,
  toGoodsSku,
  toKindInfo,
  type GoodsAggregate,
  type LiveCrowdfund,
} from '../catalogue/catalogue.service.ts';
import { KindCall, type GoodsKindCall } from './goods-kinds.ts';

function totalStock(agg: GoodsAggregate): number {
  return agg.skus.reduce((sum, s) => sum + s.stock, 0);
}

/** §3 crowdfund info with the figures its base and orders add up to (one supporter count everywhere: the total). */
function toCrowdfundInfo(cf: LiveCrowdfund, nowMs: number): CrowdfundInfo {
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
    supportPersonCount: cf.totalJoinPeople,
    crowdfundEdCount: cf.currentQuantity,
    crowdfundStartMillisecond: startMs,
    crowdfundEndMillisecond: endMs,
    remainTime,
    schedule: cf.progress,
    appointmentStatus: ReservationStatus.UnReserved,
    realityJoinPeople: cf.realityJoinPeople,
    realityJoinPeopleTimes: cf.realityJoinPeopleTimes,
    totalJoinPeople: cf.totalJoinPeople,
    progress: cf.progress,
    currentAmount: cf.currentAmountFen,
    currentQuantity: cf.currentQuantity,
  };
}

function toGoodsCard(agg: GoodsAggregate, nowMs: number): GoodsCard {
  const g = agg.goods;
  const marks = saleMarks(totalStock(agg));
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
    status: marks.status,
    productStatus: marks.productStatus,
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

function toGoodsDetail(agg: GoodsAggregate, nowMs: number): GoodsDetail {
  const g = agg.goods;
  const card = toGoodsCard(agg, nowMs);
  return {
    ...card,
    pictures: g.pictures,
    detailPictures: g.detailPictures,
    description: g.description,
    detailHtml: g.detailHtml,
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

/** A detail as everyone sees it: the envelope guests get, ready to send, and the object a user's view starts from. */
export interface DetailEntry<T extends GoodsDetail> {
  answer: PreparedAnswer;
  detail: T;
}

async function entryOf<T extends GoodsDetail>(detail: T): Promise<DetailEntry<T>> {
  return { answer: await prepareAnswer(okJson(JSON.stringify(detail))), detail };
}

// One cache per app instance for every call: keys name the call and the id, so a goods is cached once per call.
const detailsOf = perContext((ctx) => new TtlCache<string, DetailEntry<GoodsDetail>>(ctx.config.catalogueCacheSeconds * 1000));

/**
 * Forgets this instance's product pages after a console write, so the operator's change shows here
 * at once; other instances show it within the cache window (CATALOGUE_CACHE_SECONDS).
 */
export function forgetGoodsDetails(ctx: AppContext): void {
  detailsOf(ctx).invalidate();
}

async function loadAggregate(ctx: AppContext, productId: number, call: GoodsKindCall | null) {
  const [[agg], kindRow] = await Promise.all([
    goodsAggregates(ctx.db, [productId]),
    call ? findKindInfo(ctx.db, productId) : Promise.resolve(undefined),
  ]);
  if (!agg) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  if (call && !call.accepts(agg.goods)) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
  if (agg.skus.length === 0) throw new AppError(ErrorCode.GOODS_SKU_EMPTY);
  return { agg, kindRow, detail: toGoodsDetail(agg, ctx.clock.now().getTime()), kindInfo: toKindInfo(agg.goods, kindRow) };
}

/** GET /hermes/v2/goods/{id}: any kind of goods; served from the catalogue cache. */
export function goodsDetail(ctx: AppContext, productId: number): Promise<DetailEntry<GoodsDetail>> {
  return detailsOf(ctx).get(`goods:${productId}`, async () => entryOf((await loadAggregate(ctx, productId, null)).detail));
}

/** The guest's answer of `goodsDetail` while it is cached, without waiting (http/hot-reads.ts). */
export function cachedGoodsAnswer(ctx: AppContext, productId: number): PreparedAnswer | undefined {
  return detailsOf(ctx).peek(`goods:${productId}`)?.answer;
}

/** A type-specific goods call: the detail plus its kind info, for goods the call serves (else 40030). Cached per id and call. */
export function typedGoodsDetail(ctx: AppContext, productId: number, call: GoodsKindCall): Promise<DetailEntry<TypedGoodsDetail>> {
  return detailsOf(ctx).get(`${call.key}:${productId}`, async () => {
    const { detail, kindInfo } = await loadAggregate(ctx, productId, call);
    return entryOf<TypedGoodsDetail>({ ...detail, kindInfo });
  }) as Promise<DetailEntry<TypedGoodsDetail>>;
}

/** The intellect ads page's goods. Cached like the others. */
export function adsGoodsDetail(ctx: AppContext, productId: number): Promise<DetailEntry<AdsProduct>> {
  return detailsOf(ctx).get(`ads-page:${productId}`, async () => {
    const { agg, kindRow, detail, kindInfo } = await loadAggregate(ctx, productId, KindCall.ads);
    const adsTitle = kindRow?.adsTitle || agg.goods.saleName;
    return entryOf<AdsProduct>({ ...detail, kindInfo, adsTitle, adsPictures: agg.goods.detailPictures });
  }) as Promise<DetailEntry<AdsProduct>>;
}

/** Cards of the on-shelf goods among `ids`, in their order: what pages, feeds, search and favourites list. */
export async function goodsCards(ctx: AppContext, ids: readonly number[]): Promise<GoodsCard[]> {
  const nowMs = ctx.clock.now().getTime();
  return (await goodsAggregates(ctx.db, ids)).map((agg) => toGoodsCard(agg, nowMs));
}
