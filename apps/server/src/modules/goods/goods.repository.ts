import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, goodsCrowdfunds, goodsKindInfo, goodsSkus } from './goods.table.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsSkuRow = typeof goodsSkus.$inferSelect;
export type CrowdfundRow = typeof goodsCrowdfunds.$inferSelect;
export type GoodsKindInfoRow = typeof goodsKindInfo.$inferSelect;
export type NewGoodsKindInfoRow = typeof goodsKindInfo.$inferInsert;

export interface GoodsAggregate {
  goods: GoodsRow;
  skus: GoodsSkuRow[];
  crowdfund: CrowdfundRow | null;
}

/** On-shelf goods with their SKUs and crowdfund, in the order of `ids`. Three queries for any count. */
export async function findGoodsAggregates(db: Executor, ids: readonly number[]): Promise<GoodsAggregate[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, skus, crowdfunds] = await Promise.all([
    db.select().from(goods).where(and(inArray(goods.id, unique), eq(goods.onShelf, true))),
    db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, unique)).orderBy(asc(goodsSkus.sort), asc(goodsSkus.id)),
    db.select().from(goodsCrowdfunds).where(inArray(goodsCrowdfunds.goodsId, unique)),
  ]);
  const byId = new Map(rows.map((g) => [g.id, g]));
  const result: GoodsAggregate[] = [];
  for (const id of unique) {
    const g = byId.get(id);
    if (!g) continue;
    result.push({
      goods: g,
      skus: skus.filter((s) => s.goodsId === id),
      crowdfund: crowdfunds.find((c) => c.goodsId === id) ?? null,
    });
  }
  return result;
}

/** An on-shelf goods by id. */
export async function findOnShelfGoods(db: Executor, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.onShelf, true)))
    .limit(1);
  return row;
}

export async function findKindInfo(db: Executor, goodsId: number): Promise<GoodsKindInfoRow | undefined> {
  const [row] = await db.select().from(goodsKindInfo).where(eq(goodsKindInfo.goodsId, goodsId)).limit(1);
  return row;
}

export async function insertKindInfo(db: Executor, rows: NewGoodsKindInfoRow[]): Promise<void> {
  if (rows.length) await db.insert(goodsKindInfo).values(rows);
}

/** The goods id of a SKU, or undefined. */
export async function findGoodsIdOfSku(db: Executor, skuId: number): Promise<number | undefined> {
  const [row] = await db.select({ goodsId: goodsSkus.goodsId }).from(goodsSkus).where(eq(goodsSkus.id, skuId)).limit(1);
  return row?.goodsId;
}

export async function findCrowdfundByNo(db: Executor, crowdfundNo: string): Promise<{ crowdfund: CrowdfundRow; goods: GoodsRow } | undefined> {
  const [row] = await db
    .select({ crowdfund: goodsCrowdfunds, goods })
    .from(goodsCrowdfunds)
    .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
    .where(and(eq(goodsCrowdfunds.crowdfundNo, crowdfundNo), eq(goods.onShelf, true)))
    .limit(1);
  return row;
}

export async function findCrowdfundOfGoods(db: Executor, goodsId: number): Promise<CrowdfundRow | undefined> {
  const [row] = await db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId)).limit(1);
  return row;
}
