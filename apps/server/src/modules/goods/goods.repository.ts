import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, goodsCrowdfunds, goodsSkus } from './goods.table.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsSkuRow = typeof goodsSkus.$inferSelect;
export type CrowdfundRow = typeof goodsCrowdfunds.$inferSelect;

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
