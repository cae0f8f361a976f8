import { and, asc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, sqlBuiltOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
// Read only, to count what a user bought against a goods' purchase limit: orders writes these.
import { orderLines, orders } from '../orders/orders.table.ts';
import { goods, goodsCrowdfunds, goodsKindInfo, goodsSkus } from './catalogue.table.ts';
import { findLiveCrowdfunds, type LiveCrowdfund } from './crowdfund-raised.repository.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsSkuRow = typeof goodsSkus.$inferSelect;
export type CrowdfundRow = typeof goodsCrowdfunds.$inferSelect;
export type GoodsKindInfoRow = typeof goodsKindInfo.$inferSelect;
export type NewGoodsKindInfoRow = typeof goodsKindInfo.$inferInsert;

export interface GoodsAggregate {
  goods: GoodsRow;
  skus: GoodsSkuRow[];
  /** With the figures its orders raised: the product page and the cards show them. */
  crowdfund: LiveCrowdfund | null;
}

/** On-shelf goods with their SKUs and crowdfund, in the order of `ids`. Three queries for any count. */
export async function findGoodsAggregates(db: Executor, ids: readonly number[]): Promise<GoodsAggregate[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, skus, crowdfunds] = await Promise.all([
    db.select().from(goods).where(and(inArray(goods.id, unique), eq(goods.onShelf, true))),
    db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, unique)).orderBy(asc(goodsSkus.sort), asc(goodsSkus.id)),
    findLiveCrowdfunds(db, inArray(goodsCrowdfunds.goodsId, unique)),
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

/** A SKU with everything checkout reads of it: its goods, crowdfund and kind info (VIN, fitting models). */
/** Read by every submit and pre-submit: built once (built-once.ts), the SKU ids as one array whatever their number. */
const skuFactsOf = builtOnce((db) =>
  db
    .select({ sku: goodsSkus, goods, crowdfund: goodsCrowdfunds, kindInfo: goodsKindInfo })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .leftJoin(goodsCrowdfunds, eq(goodsCrowdfunds.goodsId, goods.id))
    .leftJoin(goodsKindInfo, eq(goodsKindInfo.goodsId, goods.id))
    .where(sql`${goodsSkus.id} = any(${value('skuIds')}::bigint[])`),
);

export async function findSkuFacts(db: Executor, skuIds: readonly number[]) {
  if (skuIds.length === 0) return [];
  return skuFactsOf(db, { skuIds: [...new Set(skuIds)] });
}
export type SkuFactsRow = Awaited<ReturnType<typeof findSkuFacts>>[number];

/** Whether a goods exists at all (on the shelf or not). */
export async function goodsExists(db: Executor, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  return row !== undefined;
}

/** Pieces of each goods the user holds in orders not cancelled or closed (§5 userPurchasedNum). */
/** The user's order lines that count towards a purchase limit: of orders not cancelled. */
function countedLinesOf(userId: number | Placeholder) {
  return and(eq(orders.userId, userId), isNull(orders.cancelledAt));
}

export async function countPurchased(db: Executor, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ goodsId: orderLines.goodsId, pieces: sql<string | number>`sum(${orderLines.num})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(countedLinesOf(userId), inArray(orderLines.goodsId, [...new Set(goodsIds)])))
    .groupBy(orderLines.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.pieces)]));
}

/**
 * The same count as a JSON object `{ goodsId: pieces }` for the goods `goodsIds` selects (a
 * subquery), to be read inside a caller's statement: no round trip of its own.
 */
export function purchasedJsonSql(userId: number | Placeholder, goodsIds: SQL): SQL {
  return sql`(select coalesce(json_object_agg(p.goods_id, p.pieces), '{}') from (
    select ${orderLines.goodsId} as goods_id, sum(${orderLines.num}) as pieces
    from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${countedLinesOf(userId)} and ${orderLines.goodsId} in (${goodsIds})
    group by ${orderLines.goodsId}) p)`;
}

/** Takes `num` off a SKU's stock only if it is there: one conditional UPDATE, so stock never goes below 0. */
/**
 * takeStock's one statement for any number of SKUs (issue 16: one update per SKU before), built
 * once: the SKUs' rows are locked in id order first, as the updates one by one in id order did,
 * so two submits of the same SKUs cannot deadlock; a SKU short of its pieces is left out.
 */
const stockTaken = sqlBuiltOnce<{ skuIds: number[]; nums: number[] }, { id: number }>(
  () => sql`with wanted as (
      select w.id, sum(w.num)::integer as num from unnest(${value('skuIds')}::bigint[], ${value('nums')}::integer[]) as w(id, num) group by w.id),
    locked as (select s.id from ${goodsSkus} s join wanted on wanted.id = s.id order by s.id for update of s)
    update ${goodsSkus} set stock = ${goodsSkus.stock} - wanted.num from wanted
    where ${goodsSkus.id} = wanted.id and ${goodsSkus.id} in (select id from locked) and ${goodsSkus.stock} >= wanted.num
    returning ${goodsSkus.id}`,
);

/** Takes each line's `num` off its SKU's stock only if all of it is there: false when any SKU is short (the caller rolls back). */
export async function takeStock(tx: Executor, lines: readonly { skuId: number; num: number }[]): Promise<boolean> {
  const rows = await stockTaken(tx, { skuIds: lines.map((l) => l.skuId), nums: lines.map((l) => l.num) });
  return rows.length === new Set(lines.map((l) => l.skuId)).size;
}

export async function returnStock(tx: Executor, skuId: number, num: number): Promise<void> {
  await tx
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} + ${num}` })
    .where(eq(goodsSkus.id, skuId));
}

/** The after-sales rule of goods: their no-reason days and whether they are excluded. */
export function findAfterSalesRules(db: Executor, goodsIds: readonly number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: goods.id, noReasonDays: goods.noReasonDays, excluded: goods.noReasonExcluded })
    .from(goods)
    .where(inArray(goods.id, [...goodsIds]));
}
