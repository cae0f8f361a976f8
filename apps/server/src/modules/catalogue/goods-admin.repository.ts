import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import { goods, goodsKindInfo, goodsSkus } from './catalogue.table.ts';
import { findLiveCrowdfundOfGoods, type LiveCrowdfund } from './crowdfund-raised.repository.ts';
import type { GoodsKindInfoRow, GoodsRow, GoodsSkuRow } from './catalogue.repository.ts';
import { stockLedger } from './stock-ledger.table.ts';

export type NewGoodsRow = typeof goods.$inferInsert;
export type NewGoodsSkuRow = typeof goodsSkus.$inferInsert;
export type NewKindInfoRow = typeof goodsKindInfo.$inferInsert;
export type StockLedgerRow = typeof stockLedger.$inferSelect;

export interface GoodsListFilter {
  keyword?: string;
  bizType?: number;
  /** true: some stock left; false: none. */
  inStock?: boolean;
  onShelf?: boolean;
  offset: number;
  limit: number;
}

/** Each goods' total stock and SKU count, as a subquery to join. */
function stockOfGoods(db: Executor) {
  return db
    .select({
      goodsId: goodsSkus.goodsId,
      stock: sql<number>`coalesce(sum(${goodsSkus.stock}), 0)::int`.as('stock'),
      skuCount: sql<number>`count(*)::int`.as('sku_count'),
    })
    .from(goodsSkus)
    .groupBy(goodsSkus.goodsId)
    .as('goods_stock');
}

/** A page of goods (on the shelf or not), newest first, with their total stock: one query for the page, one for the count. */
export async function findGoodsPage(db: Executor, f: GoodsListFilter) {
  const stock = stockOfGoods(db);
  const total = sql<number>`coalesce(${stock.stock}, 0)`;
  const where: SQL[] = [];
  const keyword = f.keyword?.trim();
  if (keyword) {
    const byId = /^\d{1,15}$/.test(keyword) ? eq(goods.id, Number(keyword)) : undefined;
    const bySkuCode = sql`exists (select 1 from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${containsText(goodsSkus.code, keyword)})`;
    where.push(or(containsText(goods.searchText, keyword), bySkuCode, byId)!);
  }
  if (f.bizType !== undefined) where.push(eq(goods.bizType, f.bizType));
  if (f.onShelf !== undefined) where.push(eq(goods.onShelf, f.onShelf));
  if (f.inStock !== undefined) where.push(f.inStock ? sql`${total} > 0` : sql`${total} = 0`);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ goods, stock: total, skuCount: sql<number>`coalesce(${stock.skuCount}, 0)` })
      .from(goods)
      .leftJoin(stock, eq(stock.goodsId, goods.id))
      .where(condition)
      .orderBy(desc(goods.updatedAt), desc(goods.id))
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .leftJoin(stock, eq(stock.goodsId, goods.id))
      .where(condition),
  ]);
  return { rows, totalNum: count?.n ?? 0 };
}

export interface GoodsForEdit {
  goods: GoodsRow;
  skus: GoodsSkuRow[];
  kindInfo: GoodsKindInfoRow | undefined;
  /** With its live figures: the editor shows its status now, which after the end depends on them. */
  crowdfund: LiveCrowdfund | undefined;
}

/** A goods whatever its shelf, with its SKUs and kind info; `lock` row-locks the goods for a write. */
export async function findGoodsForEdit(db: Executor, id: number, lock = false): Promise<GoodsForEdit | undefined> {
  const query = db.select().from(goods).where(eq(goods.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [skus, [kindInfo], crowdfund] = await Promise.all([
    db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, id)).orderBy(asc(goodsSkus.sort), asc(goodsSkus.id)),
    db.select().from(goodsKindInfo).where(eq(goodsKindInfo.goodsId, id)).limit(1),
    findLiveCrowdfundOfGoods(db, id),
  ]);
  return { goods: row, skus, kindInfo, crowdfund };
}

export async function insertGoods(tx: Executor, row: NewGoodsRow): Promise<number> {
  const [inserted] = await tx.insert(goods).values(row).returning({ id: goods.id });
  return inserted!.id;
}

export async function updateGoods(tx: Executor, id: number, row: Partial<NewGoodsRow>): Promise<void> {
  await tx.update(goods).set(row).where(eq(goods.id, id));
}

export async function upsertKindInfo(tx: Executor, row: NewKindInfoRow): Promise<void> {
  const { goodsId: _id, ...rest } = row;
  await tx.insert(goodsKindInfo).values(row).onConflictDoUpdate({ target: goodsKindInfo.goodsId, set: rest });
}

export async function insertSku(tx: Executor, row: NewGoodsSkuRow): Promise<GoodsSkuRow> {
  const [inserted] = await tx.insert(goodsSkus).values(row).returning();
  return inserted!;
}

/** Everything of a SKU but its stock, which moves only by adjustments and orders. */
export async function updateSkuFacts(tx: Executor, id: number, row: Omit<Partial<NewGoodsSkuRow>, 'stock' | 'goodsId'>): Promise<void> {
  await tx.update(goodsSkus).set(row).where(eq(goodsSkus.id, id));
}

/** Codes among `codes` held by SKUs of other goods (case-insensitive, as the editor judges repeats). */
export async function findCodesTakenElsewhere(db: Executor, codes: readonly string[], goodsId: number | null): Promise<string[]> {
  if (codes.length === 0) return [];
  const upper = codes.map((c) => c.toUpperCase());
  const rows = await db
    .select({ code: goodsSkus.code })
    .from(goodsSkus)
    .where(and(inArray(sql`upper(${goodsSkus.code})`, upper), goodsId === null ? undefined : ne(goodsSkus.goodsId, goodsId)));
  return rows.flatMap((r) => (r.code ? [r.code] : []));
}

/**
 * Moves a SKU's stock by `delta` in one conditional UPDATE, so an order taking stock at the same
 * moment is neither lost nor overwritten, and stock never goes below 0. Answers the stock before
 * and after, or undefined when the SKU of that goods is unknown or the stock is too low.
 */
export async function addToStock(tx: Executor, goodsId: number, skuId: number, delta: number): Promise<{ before: number; after: number } | undefined> {
  const [row] = await tx
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} + ${delta}` })
    .where(and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goodsId), sql`${goodsSkus.stock} + ${delta} >= 0`))
    .returning({ after: goodsSkus.stock });
  return row ? { before: row.after - delta, after: row.after } : undefined;
}

export async function findSku(db: Executor, goodsId: number, skuId: number): Promise<GoodsSkuRow | undefined> {
  const [row] = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goodsId)))
    .limit(1);
  return row;
}

export async function insertLedger(tx: Executor, row: typeof stockLedger.$inferInsert): Promise<StockLedgerRow> {
  const [inserted] = await tx.insert(stockLedger).values(row).returning();
  return inserted!;
}

/** A SKU's ledger, newest first. */
export function findLedger(db: Executor, skuId: number, limit: number): Promise<StockLedgerRow[]> {
  return db.select().from(stockLedger).where(eq(stockLedger.skuId, skuId)).orderBy(desc(stockLedger.id)).limit(limit);
}
