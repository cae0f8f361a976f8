import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { builtOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from './orders.table.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
type NewOrderLineRow = typeof orderLines.$inferInsert;

export async function findOrderByKey(db: Executor, userId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function findOrderOfUser(db: Executor, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function findOrderOfUserByNo(db: Executor, userId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export function findOrderLines(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export type NewLine = Omit<NewOrderLineRow, 'orderId' | 'id' | 'refundedNum'> & { deductAmountFen: number };

/**
 * Writes an order and its lines in one statement (issue 16): the order's insert is a CTE whose id
 * the lines' insert reads, the lines passed as one JSON array. Undefined when the user already has
 * an order under this Idempotency-Key (the unique key decides, under any concurrency): nothing
 * is written then, and the caller rolls back what it took.
 */
export async function insertOrder(tx: Executor, row: NewOrderRow, lines: readonly NewLine[]): Promise<OrderRow | undefined> {
  const [order] = await orderInsertFor(row)(tx, { ...row, lines: JSON.stringify(lines.map(lineJson)) });
  return order;
}

/** insertOrder's statement for each set of columns given (one, as the submit writes them), built once (built-once.ts). */
const orderInserts = new Map<string, ReturnType<typeof buildOrderInsert>>();

function orderInsertFor(row: NewOrderRow) {
  // A column left undefined takes its default, as in Drizzle's own insert: no placeholder for it.
  const columns = (Object.keys(row) as (keyof NewOrderRow)[]).filter((column) => row[column] !== undefined);
  const key = columns.join();
  let insert = orderInserts.get(key);
  if (!insert) orderInserts.set(key, (insert = buildOrderInsert(columns)));
  return insert;
}

function buildOrderInsert(columns: readonly (keyof NewOrderRow)[]) {
  return builtOnce<Record<string, unknown>, OrderRow[]>((tx) => {
    const values = Object.fromEntries(columns.map((column) => [column, value(column)])) as unknown as NewOrderRow;
    const placed = tx.$with('placed').as(
      tx
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning(),
    );
    const placedLines = tx.$with('placed_lines', { orderId: orderLines.orderId }).as(
      sql`insert into ${orderLines} (order_id, goods_id, sku_id, cart_item_id, name, specs_name, picture_url, num, price_fen, e_value, deduct_type, deduct_amount_fen, goods_type)
        select placed.id, l.goods_id, l.sku_id, l.cart_item_id, l.name, l.specs_name, l.picture_url, l.num, l.price_fen, l.e_value, l.deduct_type, l.deduct_amount_fen, l.goods_type
        from placed cross join json_to_recordset(${value('lines')}::json) as l(goods_id bigint, sku_id bigint, cart_item_id bigint, name text,
          specs_name text, picture_url text, num integer, price_fen integer, e_value integer, deduct_type integer, deduct_amount_fen integer, goods_type integer)
        returning order_id`,
    );
    return tx.with(placed, placedLines).select().from(placed);
  });
}

function lineJson(l: NewLine) {
  return {
    goods_id: l.goodsId,
    sku_id: l.skuId,
    cart_item_id: l.cartItemId ?? null,
    name: l.name,
    specs_name: l.specsName,
    picture_url: l.pictureUrl,
    num: l.num,
    price_fen: l.priceFen,
    e_value: l.eValue,
    deduct_type: l.deductType,
    deduct_amount_fen: l.deductAmountFen,
    goods_type: l.goodsType,
  };
}

/** Unpaid orders past their deadline: ids, owners and kinds, oldest first. */
export function findExpiredUnpaid(db: Executor, now: Date, limit: number): Promise<{ id: number; userId: number; kind: string }[]> {
  return db
    .select({ id: orders.id, userId: orders.userId, kind: orders.kind })
    .from(orders)
    .where(and(isNull(orders.paidAt), isNull(orders.cancelledAt), lte(orders.payDeadline, now)))
    .orderBy(asc(orders.payDeadline), asc(orders.id))
    .limit(limit);
}

/**
 * Closes an unpaid order past its deadline if it still is one: one conditional UPDATE, so of two
 * closers only one gets the row back (and gives the holds back).
 */
/** Closes an unpaid, open order past its pay deadline (or before it, `beforeDeadline`); undefined when paid or closed meanwhile. */
export async function closeUnpaidOrder(tx: Executor, orderId: number, status: number, now: Date, beforeDeadline = false): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status, cancelledAt: now, statusAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), isNull(orders.cancelledAt), beforeDeadline ? undefined : lte(orders.payDeadline, now)))
    .returning();
  return row;
}

/** Open orders (neither cancelled nor closed, paid or not) with a line of the goods, placed in [from, to): a crowdfund's supporters and would-be supporters. */
export async function findOpenOrdersOfGoodsPlaced(db: Executor, goodsId: number, from: Date, to: Date): Promise<Pick<OrderRow, 'id' | 'userId' | 'kind' | 'paidAt'>[]> {
  return db
    .selectDistinct({ id: orders.id, userId: orders.userId, kind: orders.kind, paidAt: orders.paidAt })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.goodsId, goodsId), isNull(orders.cancelledAt), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .orderBy(asc(orders.id));
}

/** Moves an unpaid, open order's pay deadline (development and tests only); undefined when it is paid or closed. */
export async function updateUnpaidPayDeadline(db: Executor, orderId: number, payDeadline: Date, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ payDeadline, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), isNull(orders.cancelledAt)))
    .returning();
  return row;
}

export async function findOrderById(db: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/**
 * Moves an order from one status to another if it is still in the first (and, with `unpaid`, still
 * unpaid and open): one conditional UPDATE, so of two movers only one gets the row back.
 */
export async function moveStatus(
  tx: Executor,
  move: { orderId: number; from: number; to: number; now: Date; cancelledAt?: Date; unpaid?: boolean },
): Promise<OrderRow | undefined> {
  const conditions = [eq(orders.id, move.orderId), eq(orders.status, move.from), isNull(orders.deletedAt)];
  if (move.unpaid) conditions.push(isNull(orders.paidAt), isNull(orders.cancelledAt));
  const set = move.cancelledAt ? { cancelledAt: move.cancelledAt } : {};
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: move.to, statusAt: move.now, updatedAt: move.now })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Hides an order of the user from the list, if it is still in this status and not hidden yet. */
export async function softDelete(tx: Executor, userId: number, orderId: number, status: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, status), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * waitPay → paid, only if the order still waits for its cash: one conditional UPDATE, so a
 * closed, cancelled or already paid order is never paid (again). Answers the paid order, or nothing.
 */
export async function markOrderPaid(tx: Executor, orderId: number, from: number, to: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, paidAt: now, statusAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), isNull(orders.paidAt), isNull(orders.cancelledAt)))
    .returning();
  return row;
}

/** A bank transfer needs days: the unpaid order keeps its holds until the receiving account lapses. */
export async function extendPayDeadline(tx: Executor, orderId: number, until: Date, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ payDeadline: until, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), isNull(orders.cancelledAt), lt(orders.payDeadline, until)));
}

/** A paid virtual order leaves waitOpen for `status` (finish, or fail with cancelledAt set), once. */
export async function settleVirtualOrder(
  tx: Executor,
  orderId: number,
  from: number,
  to: number,
  cancelled: boolean,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, statusAt: now, updatedAt: now, ...(cancelled ? { cancelledAt: now } : {}) })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), isNotNull(orders.paidAt), isNull(orders.cancelledAt)))
    .returning();
  return row;
}

/** Paid virtual orders of these kinds still waiting to be opened. */
export function findOrdersToOpen(db: Executor, kinds: readonly string[], waitOpen: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, waitOpen), isNotNull(orders.paidAt), isNull(orders.cancelledAt), inArray(orders.kind, [...kinds])))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** The order's row, locked for the caller's transaction (after-sales serialises its cases on it). */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function addRefundedPieces(tx: Executor, lineId: number, pieces: number): Promise<void> {
  await tx.update(orderLines).set({ refundedNum: sql`${orderLines.refundedNum} + ${pieces}` }).where(eq(orderLines.id, lineId));
}
