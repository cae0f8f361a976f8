import {
  ActivityType,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  GoodsStatus,
  ProductStatus,
  ReservationStatus,
  productPageUrl,
  type CrowdfundInfo,
  type GoodsCard,
  type GoodsDetail,
} from '@emall/contract';
import { crowdfundProgressPercent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findGoodsAggregates, type CrowdfundRow, type GoodsAggregate } from './goods.repository.ts';

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

function toGoodsDetail(agg: GoodsAggregate, nowMs: number): GoodsDetail {
  const g = agg.goods;
  const card = toGoodsCard(agg, nowMs);
  return {
    ...card,
    pictures: g.pictures,
    detailPictures: g.detailPictures,
    description: g.description,
    trackVO: { productId: card.id, productName: g.name },
    // Favourites and purchase history arrive with their own features; until then nobody has either.
    love: 0,
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
    skus: agg.skus.map((s) => ({
      productSpecsId: String(s.id),
      specsName: s.specsName,
      pictureUrl: s.pictureUrl,
      stock: s.stock,
      price: s.priceFen,
      productPrice: s.productPriceFen,
      eValue: s.eValue,
    })),
    stock: totalStock(agg),
  };
}

export interface GoodsService {
  /** The success envelope of a goods detail, serialised; served from the catalogue cache. */
  detailEnvelope(productId: number): Promise<string>;
  cards(ids: readonly number[]): Promise<GoodsCard[]>;
  invalidate(productId?: number): void;
}

export function createGoodsService(ctx: AppContext): GoodsService {
  const details = new TtlCache<number, string>(ctx.config.catalogueCacheSeconds * 1000);
  return {
    detailEnvelope: (productId) =>
      details.get(productId, async () => {
        const [agg] = await findGoodsAggregates(ctx.db, [productId]);
        if (!agg) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
        if (agg.skus.length === 0) throw new AppError(ErrorCode.GOODS_SKU_EMPTY);
        return okJson(JSON.stringify(toGoodsDetail(agg, ctx.clock.now().getTime())));
      }),
    cards: async (ids) => {
      const nowMs = ctx.clock.now().getTime();
      return (await findGoodsAggregates(ctx.db, ids)).map((agg) => toGoodsCard(agg, nowMs));
    },
    invalidate: (productId) => details.invalidate(productId),
  };
}
