import type { SearchSort } from '@emall/contract';
import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText, likeLiteral } from '../../db/like.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { searchHotWords } from './search.table.ts';

export type HotWordRow = typeof searchHotWords.$inferSelect;
export type NewHotWordRow = typeof searchHotWords.$inferInsert;

/** Below this many characters a keyword is matched by ILIKE only: trigram similarity says little about 1–2 characters. */
const MIN_SIMILARITY_CHARS = 3;

const literal = likeLiteral;
const contains = containsText;

export interface GoodsSearch {
  keyword: string;
  /** The keyword split on white space: every term must appear (or the whole keyword be similar). */
  terms: string[];
  goodsType: number | null;
  sort: SearchSort;
  limit: number;
  offset: number;
}

function scope(goodsType: number | null): SQL | undefined {
  return and(eq(goods.onShelf, true), goodsType === null ? undefined : eq(goods.goodsType, goodsType));
}

/**
 * Goods matching a keyword, ranked: exact name > name prefix > name contains > tag or category
 * (any of the searched text) > similar only, then by word similarity. Every condition on
 * search_text is served by its trigram GIN index (patterns of 3+ characters, and `<%`).
 */
export async function searchGoodsIds(db: Executor, q: GoodsSearch): Promise<{ ids: number[]; total: number }> {
  const all = (column: AnyColumn) => and(...q.terms.map((t) => contains(column, t)))!;
  const similar = q.keyword.length >= MIN_SIMILARITY_CHARS ? sql`${q.keyword} <% ${goods.searchText}` : undefined;
  const where = and(scope(q.goodsType), similar ? sql`(${all(goods.searchText)} or ${similar})` : all(goods.searchText));
  const exact = literal(q.keyword);
  const rank = sql<number>`case
    when ${goods.name} ilike ${exact} or ${goods.saleName} ilike ${exact} then 0
    when ${goods.name} ilike ${`${exact}%`} or ${goods.saleName} ilike ${`${exact}%`} then 1
    when ${all(goods.name)} or ${all(goods.saleName)} then 2
    when ${all(goods.searchText)} then 3
    else 4 end`;
  const similarity = sql`word_similarity(${q.keyword}, ${goods.searchText})`;
  const order: Record<SearchSort, SQL[]> = {
    relevance: [asc(rank), desc(similarity), asc(goods.sort), asc(goods.id)],
    priceAsc: [asc(goods.priceFen), asc(goods.eValue), asc(rank), asc(goods.id)],
    priceDesc: [desc(goods.priceFen), desc(goods.eValue), asc(rank), asc(goods.id)],
    newest: [desc(goods.createdAt), desc(goods.id)],
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: goods.id })
      .from(goods)
      .where(where)
      .orderBy(...order[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** On-shelf goods in the shop's own order (the search page without a keyword). */
export async function listGoodsIds(
  db: Executor,
  q: { goodsType: number | null; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = scope(q.goodsType);
  const [rows, [total]] = await Promise.all([
    db.select({ id: goods.id }).from(goods).where(where).orderBy(asc(goods.sort), asc(goods.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

export async function findHotWords(db: Executor, bizType: number): Promise<HotWordRow[]> {
  return db.select().from(searchHotWords).where(eq(searchHotWords.bizType, bizType)).orderBy(asc(searchHotWords.sort), asc(searchHotWords.id));
}

export async function deleteHotWords(tx: Executor, bizType: number): Promise<void> {
  await tx.delete(searchHotWords).where(eq(searchHotWords.bizType, bizType));
}

export async function insertHotWords(db: Executor, rows: NewHotWordRow[]): Promise<void> {
  if (rows.length) await db.insert(searchHotWords).values(rows);
}

/** Hot-word labels containing `text`, those starting with it first. */
export async function findHotWordLabels(db: Executor, bizType: number, text: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ label: searchHotWords.label })
    .from(searchHotWords)
    .where(and(eq(searchHotWords.bizType, bizType), contains(searchHotWords.label, text)))
    .orderBy(sql`${searchHotWords.label} ilike ${`${literal(text)}%`} desc`, asc(searchHotWords.sort), asc(searchHotWords.id))
    .limit(limit);
  return rows.map((r) => r.label);
}

/** Names of on-shelf goods containing `text`, those starting with it first (the trigram index narrows by search_text). */
export async function findGoodsNames(db: Executor, text: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ name: goods.name })
    .from(goods)
    .where(and(eq(goods.onShelf, true), contains(goods.searchText, text), contains(goods.name, text)))
    .orderBy(sql`${goods.name} ilike ${`${literal(text)}%`} desc`, asc(goods.sort), asc(goods.id))
    .limit(limit);
  return rows.map((r) => r.name);
}
