import { ErrorCode, type GoodsKindInfo, type GoodsSku } from '@emall/contract';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './catalogue.repository.ts';
import type { CrowdfundRow, GoodsAggregate, GoodsKindInfoRow, GoodsRow, GoodsSkuRow } from './catalogue.repository.ts';

/**
 * The catalogue's facts as every other module reads them: goods, their SKUs, kind info and
 * crowdfund campaigns, and the stock, which only this module writes. The product pages (goods),
 * the cart, checkout (orders), crowdfund reservations and cars read through here, so none of
 * them depends on another for a fact of the catalogue.
 */
export type { CrowdfundRow, GoodsAggregate, GoodsKindInfoRow, GoodsRow, GoodsSkuRow, SkuFactsRow } from './catalogue.repository.ts';
export type { LiveCrowdfund } from './crowdfund-raised.repository.ts';

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

/** The kind info of a goods; a goods without a kind-info row has none of it. */
export function toKindInfo(g: GoodsRow, info: GoodsKindInfoRow | undefined): GoodsKindInfo {
  return {
    annexType: g.annexType,
    virtualType: g.virtualType,
    identificationType: info?.identificationType ?? null,
    useType: info?.useType ?? null,
    needVin: info?.needVin ?? false,
    validDays: info?.validDays ?? 0,
    agreementType: info?.agreementType ?? null,
    previewUrl: info?.previewUrl ?? '',
    faceValue: info?.faceValueFen ?? 0,
    fitModels: info?.fitModels ?? [],
    installHours: info?.installHours ?? 0,
  };
}

/** An on-shelf goods, or 40401: what favourites, shares and VIN checks start from. */
export async function requireGoods(db: Executor, productId: number): Promise<GoodsRow> {
  const row = await repo.findOnShelfGoods(db, productId);
  if (!row) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return row;
}

/** An on-shelf goods with its kind info, or 40401. */
export async function requireGoodsWithKind(db: Executor, productId: number): Promise<{ goods: GoodsRow; kindInfo: GoodsKindInfo }> {
  const [g, info] = await Promise.all([repo.findOnShelfGoods(db, productId), repo.findKindInfo(db, productId)]);
  if (!g) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return { goods: g, kindInfo: toKindInfo(g, info) };
}

/** The on-shelf goods of a SKU with its kind info, or 40401. */
export async function requireGoodsOfSku(db: Executor, skuId: number): Promise<{ goods: GoodsRow; kindInfo: GoodsKindInfo }> {
  const goodsId = await repo.findGoodsIdOfSku(db, skuId);
  if (goodsId === undefined) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return requireGoodsWithKind(db, goodsId);
}

/** A crowdfund by its number with its goods, when the goods is on the shelf. */
export function findCrowdfund(db: Executor, crowdfundNo: string): Promise<{ crowdfund: CrowdfundRow; goods: GoodsRow } | undefined> {
  return repo.findCrowdfundByNo(db, crowdfundNo);
}

/** The crowdfund of a goods, if it has one. */
export function findCrowdfundOf(db: Executor, goodsId: number): Promise<CrowdfundRow | undefined> {
  return repo.findCrowdfundOfGoods(db, goodsId);
}

/** On-shelf goods with their SKUs and crowdfund, in the order of `ids`. Three queries for any count. */
export function goodsAggregates(db: Executor, ids: readonly number[]): Promise<GoodsAggregate[]> {
  return repo.findGoodsAggregates(db, ids);
}

export function findKindInfo(db: Executor, goodsId: number): Promise<GoodsKindInfoRow | undefined> {
  return repo.findKindInfo(db, goodsId);
}

/** SKUs with their goods, crowdfund and kind info: everything checkout reads of them, one query. */
export function findSkuFacts(db: Executor, skuIds: readonly number[]): Promise<repo.SkuFactsRow[]> {
  return repo.findSkuFacts(db, skuIds);
}

/** Whether a goods exists at all (on the shelf or not). */
export function goodsExists(db: Executor, goodsId: number): Promise<boolean> {
  return repo.goodsExists(db, goodsId);
}

/**
 * Pieces of each goods the user holds in orders not cancelled or closed (§5 userPurchasedNum):
 * what the purchase limit counts, for the product page, the cart and checkout alike.
 */
export function purchasedCounts(db: Executor, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  return repo.countPurchased(db, userId, goodsIds);
}

/** purchasedCounts as a subquery answering `{ goodsId: pieces }` JSON, for a caller's one-statement read. */
export function purchasedCountsSql(userId: number | Placeholder, goodsIds: SQL): SQL {
  return repo.purchasedJsonSql(userId, goodsIds);
}

/** Takes each line's `num` off its SKU's stock only if all of it is there (false otherwise: roll back), inside the caller's transaction. */
export function takeStock(tx: Executor, lines: readonly { skuId: number; num: number }[]): Promise<boolean> {
  return repo.takeStock(tx, lines);
}

/** Gives `num` back to a SKU's stock, inside the transaction that cancelled, closed or failed its order. */
export function returnStock(tx: Executor, skuId: number, num: number): Promise<void> {
  return repo.returnStock(tx, skuId, num);
}

/** The no-reason return rule of each goods (issue 15), by goods id. */
export async function afterSalesRulesOf(db: Executor, goodsIds: readonly number[]): Promise<Map<number, { noReasonDays: number | null; excluded: boolean }>> {
  const rows = await repo.findAfterSalesRules(db, goodsIds);
  return new Map(rows.map((r) => [r.id, { noReasonDays: r.noReasonDays, excluded: r.excluded }]));
}
