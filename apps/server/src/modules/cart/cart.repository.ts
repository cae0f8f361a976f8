import { and, count, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sqlBuiltOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { purchasedCountsSql, type CrowdfundRow, type GoodsRow, type GoodsSkuRow } from '../catalogue/catalogue.service.ts';
import { goods, goodsCrowdfunds, goodsSkus } from '../catalogue/catalogue.table.ts';
import { users } from '../auth/auth.table.ts';
import { cartItems } from './cart.table.ts';

/** What a cart line needs of its goods: kind, names, price rule, limit, shelf and activity. */
const goodsFields = {
  id: goods.id,
  bizType: goods.bizType,
  virtualType: goods.virtualType,
  annexType: goods.annexType,
  saleName: goods.saleName,
  deductType: goods.deductType,
  deductAmountFen: goods.deductAmountFen,
  userLimitFlag: goods.userLimitFlag,
  userLimit: goods.userLimit,
  onShelf: goods.onShelf,
  activityType: goods.activityType,
  buyerType: goods.buyerType,
  whitelist: goods.whitelist,
};
const itemFields = { id: cartItems.id, num: cartItems.num, selected: cartItems.selected, skuId: cartItems.skuId, goodsId: cartItems.goodsId };

type CartGoodsRow = Pick<GoodsRow, keyof typeof goodsFields>;
/** A SKU with its goods and crowdfund: what the cart's rules read. */
export interface SkuFacts {
  goods: CartGoodsRow;
  sku: GoodsSkuRow;
  crowdfund: CrowdfundRow | null;
}
/** A cart line with everything the cart shows and checks of it. */
export interface CartLineRow extends SkuFacts {
  item: { id: number; num: number; selected: boolean; skuId: number; goodsId: number };
}

/** Columns named `group.field`, so one flat row reads back as nested objects. */
function columnsOf(group: string, fields: Record<string, PgColumn>): SQL[] {
  return Object.entries(fields).map(([name, column]) => sql`${column} as ${sql.identifier(`${group}.${name}`)}`);
}

const factsColumns = [
  ...columnsOf('goods', goodsFields),
  ...columnsOf('sku', getTableColumns(goodsSkus)),
  ...columnsOf('crowdfund', getTableColumns(goodsCrowdfunds)),
];
const lineColumns = sql.join([...columnsOf('item', itemFields), ...factsColumns], sql`, `);
const itemColumns = sql.join(
  Object.entries(itemFields).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);
const skuFactsColumns = sql.join(factsColumns, sql`, `);

/** A flat `group.field` row as `{ group: { field } }`; a crowdfund absent from the left join as null, its times as dates. */
function nestRow<T extends SkuFacts>(flat: Record<string, unknown>): T {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    (groups[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = value;
  }
  const cf = groups.crowdfund!;
  const crowdfund = cf.goodsId === null ? null : { ...cf, startAt: new Date(cf.startAt as string), endAt: new Date(cf.endAt as string) };
  return { ...groups, crowdfund } as unknown as T;
}

/** The rows of `select` as one JSON text `answer` (jsonRows), `order` inside the aggregate. */
const jsonRowsSql = (select: SQL, order = sql``) => sql`select coalesce(json_agg(r ${order}), '[]')::text as answer from (${select}) r`;

/**
 * The rows of `select` answered as one JSON text (json_agg), parsed. A full cart is 200 rows of
 * some 40 columns: PGlite took three to five times as long to hand those over as rows, or to build
 * them with json_build_object, as to build and parse this one text (bench: cart list).
 */
async function jsonRows(db: Executor, select: SQL, order: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(jsonRowsSql(select, order));
  // Both drivers answer { rows }: PGlite's results and node-postgres's QueryResult.
  return parseJsonRows((result as unknown as { rows: { answer: string }[] }).rows);
}

/** The rows a jsonRowsSql statement answered, parsed from its one `answer` text. */
function parseJsonRows(rows: readonly { answer: string }[]): Record<string, unknown>[] {
  return JSON.parse(rows[0]?.answer ?? '[]') as Record<string, unknown>[];
}

/**
 * A user's cart lines (or only `ids` of them) with their goods, SKU and crowdfund, newest first,
 * read fresh: one query whatever the cart's size. What every change and check reads.
 */
export async function findCartLines(db: Executor, userId: number, ids?: readonly number[]): Promise<CartLineRow[]> {
  const owned = eq(cartItems.userId, userId);
  const rows = await jsonRows(
    db,
    sql`select ${lineColumns}
      from ${cartItems}
      join ${goods} on ${goods.id} = ${cartItems.goodsId}
      join ${goodsSkus} on ${goodsSkus.id} = ${cartItems.skuId}
      left join ${goodsCrowdfunds} on ${goodsCrowdfunds.goodsId} = ${cartItems.goodsId}
      where ${ids ? and(owned, inArray(cartItems.id, [...ids])) : owned}`,
    sql`order by r."item.id" desc`,
  );
  return rows.map((row) => nestRow<CartLineRow>(row));
}

type CartItemRow = CartLineRow['item'];

/** The goods, SKU and crowdfund of each of `skuIds` that exists, by SKU id: one query for all. */
export async function findSkuFacts(db: Executor, skuIds: readonly number[]): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await jsonRows(
    db,
    sql`select ${skuFactsColumns}
      from ${goodsSkus}
      join ${goods} on ${goods.id} = ${goodsSkus.goodsId}
      left join ${goodsCrowdfunds} on ${goodsCrowdfunds.goodsId} = ${goods.id}
      where ${inArray(goodsSkus.id, [...skuIds])}`,
    sql``,
  );
  return new Map(rows.map((row) => nestRow<SkuFacts>(row)).map((facts) => [facts.sku.id, facts]));
}

/** A goods (on the shelf or not) with one SKU of it, if that SKU is the goods'; undefined without the goods. */
export async function findSkuOfGoods(db: Executor, goodsId: number, skuId: number) {
  const [row] = await db
    .select({ goods: goodsFields, sku: goodsSkus, crowdfund: goodsCrowdfunds })
    .from(goods)
    .leftJoin(goodsSkus, and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goods.id)))
    .leftJoin(goodsCrowdfunds, eq(goodsCrowdfunds.goodsId, goods.id))
    .where(eq(goods.id, goodsId))
    .limit(1);
  return row;
}

/** The SKUs of a goods, in the product page's order. */
export function findSkusOfGoods(db: Executor, goodsId: number): Promise<GoodsSkuRow[]> {
  return db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(goodsSkus.sort, goodsSkus.id);
}

/**
 * One cart change of a user at a time, across instances: adds and quantity changes read the
 * line, its count and the number of lines, then write, and must not interleave.
 */
export async function lockUserCart(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}

export async function findCartItemOfSku(db: Executor, userId: number, skuId: number): Promise<{ id: number; num: number } | undefined> {
  const [row] = await db
    .select({ id: cartItems.id, num: cartItems.num })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
    .limit(1);
  return row;
}

export async function countCartLines(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

export async function updateCartItem(
  db: Executor,
  id: number,
  set: { num?: number; selected?: boolean; skuId?: number; at: Date },
): Promise<void> {
  const { at, ...fields } = set;
  await db
    .update(cartItems)
    .set({ ...fields, updatedAt: at })
    .where(eq(cartItems.id, id));
}

export async function updateCartItemsSelected(db: Executor, ids: readonly number[], selected: boolean, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(cartItems)
    .set({ selected, updatedAt: at })
    .where(inArray(cartItems.id, [...ids]));
}

export async function deleteCartItems(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
}

/** The user's lines among `ids`: their ids, to tell every one is the user's. */
export async function findOwnCartItemIds(db: Executor, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Pieces in a user's cart: the sum of the items' quantities. */
export async function countCartPieces(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ pieces: sql<string | number>`coalesce(sum(${cartItems.num}), 0)` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.pieces ?? 0);
}

/** What a cart's answer reads besides its SKUs' facts: the user's rows, E-value and purchases of those goods. */
export interface CartView {
  rows: CartItemRow[];
  points: number;
  purchased: Map<number, number>;
}

/**
 * The cart view as one JSON text: the rows `rows` selects (the user's, or those after a write),
 * newest first, the user's E-value balance and purchases of the rows' goods.
 */
function cartViewJson(userId: number | Placeholder, rows: SQL): SQL {
  return sql`json_build_object(
      'rows', (select coalesce(json_agg(r order by r.id desc), '[]') from (${rows}) r),
      'points', (select ${users.pointsBalance} from ${users} where ${eq(users.id, userId)}),
      'purchased', ${purchasedCountsSql(userId, sql`select r."goodsId" from (${rows}) r`)}
    )::text`;
}

function parseCartView(answer: string): CartView {
  const view = JSON.parse(answer) as { rows: CartItemRow[]; points: number | null; purchased: Record<string, string | number> };
  return { rows: view.rows, points: view.points ?? 0, purchased: piecesByGoods(view.purchased) };
}

/**
 * The user's cart rows (newest first), E-value balance and purchases of the goods in the cart, in
 * one statement: what the cart list and every change's answer read, besides the cached SKU facts.
 */
export async function findCartView(db: Executor, userId: number): Promise<CartView> {
  const result = await db.execute(sql`select ${cartViewJson(userId, sql`select ${itemColumns} from ${cartItems} where ${eq(cartItems.userId, userId)}`)} as answer`);
  const [row] = (result as unknown as { rows: { answer: string }[] }).rows;
  return parseCartView(row!.answer);
}

function piecesByGoods(json: Record<string, string | number>): Map<number, number> {
  return new Map(Object.entries(json).map(([goodsId, pieces]) => [Number(goodsId), Number(pieces)]));
}

/** What an add reads of its buyer: the owner and whitelist rules' facts, E-value, purchases of the goods. */
interface AddBuyer {
  isMaster: boolean;
  isAuthed: boolean;
  hasBigOrder: boolean;
  inWhitelist: boolean;
  points: number;
  purchased: number;
}

/** What an add reads in one statement: the SKU (null without the goods; `sku` null if not the goods'), the buyer, the line. */
interface AddReading {
  facts: (Omit<SkuFacts, 'sku'> & { sku: GoodsSkuRow | null }) | null;
  buyer: AddBuyer | null;
  line: { num: number | null; count: number };
}

const buyerColumns = sql.join(
  [
    sql`${users.isMaster} as "buyer.isMaster"`,
    sql`${users.isAuthed} as "buyer.isAuthed"`,
    sql`${users.hasBigOrder} as "buyer.hasBigOrder"`,
    sql`${users.inWhitelist} as "buyer.inWhitelist"`,
    sql`${users.pointsBalance} as "buyer.points"`,
  ],
  sql`, `,
);

/**
 * An add's one read, in its transaction: takes the user's cart lock (lockUserCart), and reads the
 * goods with the SKU (fresh), the buyer, and the user's line of the SKU and number of lines. The
 * line and count are as of the statement's start, which may be before the lock was granted: the
 * write (addCartLine) checks them again under the lock.
 */
/** lockCartAndReadAdd's statement, built once (built-once.ts): some 60 columns, the add's largest text. */
const addReading = sqlBuiltOnce<{ userId: number; goodsId: number; skuId: number }, { answer: string }>(() => {
  const [userId, goodsId, skuId] = [value('userId'), value('goodsId'), value('skuId')];
  const owned = eq(cartItems.userId, userId);
  return jsonRowsSql(sql`select ${skuFactsColumns}, ${buyerColumns},
        ${purchasedCountsSql(userId, sql`${goodsId}::bigint`)} as "buyer.purchased",
        (select ${cartItems.num} from ${cartItems} where ${and(owned, eq(cartItems.skuId, skuId))}) as "line.num",
        (select count(*) from ${cartItems} where ${owned}) as "line.count"
      from (select pg_advisory_xact_lock(hashtext('cart:' || ${userId}::bigint::text))::text as taken) lock
      left join ${users} on ${eq(users.id, userId)}
      left join ${goods} on ${eq(goods.id, goodsId)}
      left join ${goodsSkus} on ${and(eq(goodsSkus.id, skuId), eq(goodsSkus.goodsId, goods.id))}
      left join ${goodsCrowdfunds} on ${goodsCrowdfunds.goodsId} = ${goods.id}`);
});

export async function lockCartAndReadAdd(tx: Executor, userId: number, goodsId: number, skuId: number): Promise<AddReading> {
  const [flat] = parseJsonRows(await addReading(tx, { userId, goodsId, skuId }));
  const { buyer, line, ...facts } = nestRow<SkuFacts & { buyer: Record<string, unknown>; line: { num: number | null; count: number } }>(flat!);
  const purchased = buyer.purchased as Record<string, string | number>;
  return {
    facts: facts.goods.id === null ? null : { ...facts, sku: facts.sku.id === null ? null : facts.sku },
    buyer: buyer.isMaster === null ? null : { ...(buyer as unknown as AddBuyer), purchased: piecesByGoods(purchased).get(goodsId) ?? 0 },
    line: { num: line.num, count: Number(line.count) },
  };
}

/**
 * Adds `num` of a SKU, under the user's cart lock: a new ticked line only while the cart has fewer
 * than `maxLines`, or `num` more on the user's line of it, so long as the line stays within `cap`
 * pieces. Both checks run in the write itself, on what is committed now. Answers the line's new
 * quantity, or null when it did not fit (nothing written), and the cart view as the write leaves
 * it, read by the same statement (issue 16: the add's answer costs no statement of its own): the
 * rows the statement started with, the written line in place of its old row.
 */
/** addCartLine's statement, built once (built-once.ts). */
const lineAdded = sqlBuiltOnce<
  { userId: number; skuId: number; goodsId: number; num: number; cap: number; maxLines: number; at: string },
  { num: number | null; answer: string }
>(() => {
  const [userId, skuId, goodsId, num, cap, maxLines, at] = (['userId', 'skuId', 'goodsId', 'num', 'cap', 'maxLines', 'at'] as const).map(value);
  const owned = eq(cartItems.userId, userId!);
  const rows = sql`select ${itemColumns} from ${cartItems} where ${owned} and ${cartItems.id} not in (select id from written)
    union all select id, num, selected, "skuId", "goodsId" from written`;
  return sql`with written as (
    insert into ${cartItems} (user_id, sku_id, goods_id, num, selected, created_at, updated_at)
    select ${userId}::bigint, ${skuId}::bigint, ${goodsId}::bigint, ${num}::integer, true, ${at}::timestamptz, ${at}::timestamptz
    where ${num}::integer <= ${cap}::integer
      and (exists (select 1 from ${cartItems} where ${and(owned, eq(cartItems.skuId, skuId!))})
        or (select count(*) from ${cartItems} where ${owned}) < ${maxLines}::integer)
    on conflict (user_id, sku_id) do update set num = ${cartItems.num} + excluded.num, updated_at = excluded.updated_at
      where ${cartItems.num} + excluded.num <= ${cap}::integer
    returning id, num, selected, sku_id as "skuId", goods_id as "goodsId")
    select (select num from written) as num, ${cartViewJson(userId!, rows)} as answer`;
});

export async function addCartLine(
  tx: Executor,
  row: { userId: number; skuId: number; goodsId: number; num: number; cap: number; maxLines: number; at: Date },
): Promise<{ num: number | null; view: CartView }> {
  const [written] = await lineAdded(tx, { ...row, at: row.at.toISOString() });
  return { num: written!.num, view: parseCartView(written!.answer) };
}
