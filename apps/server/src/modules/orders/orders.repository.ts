import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, goodsCrowdfunds, goodsKindInfo, goodsSkus } from '../goods/goods.table.ts';
import { orderLines, orders } from './orders.table.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;

/** A SKU with everything checkout reads of it: its goods, crowdfund and kind info (VIN, fitting models). */
export async function findSkuFacts(db: Executor, skuIds: readonly number[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({ sku: goodsSkus, goods, crowdfund: goodsCrowdfunds, kindInfo: goodsKindInfo })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .leftJoin(goodsCrowdfunds, eq(goodsCrowdfunds.goodsId, goods.id))
    .leftJoin(goodsKindInfo, eq(goodsKindInfo.goodsId, goods.id))
    .where(inArray(goodsSkus.id, [...new Set(skuIds)]));
}
export type SkuFactsRow = Awaited<ReturnType<typeof findSkuFacts>>[number];

/** Whether a goods exists at all (on the shelf or not). */
export async function goodsExists(db: Executor, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  return row !== undefined;
}

/** Pieces of each goods the user holds in orders not cancelled or closed (§5 userPurchasedNum). */
export async function countPurchased(db: Executor, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ goodsId: orderLines.goodsId, pieces: sql<string | number>`sum(${orderLines.num})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), isNull(orders.cancelledAt), inArray(orderLines.goodsId, [...new Set(goodsIds)])))
    .groupBy(orderLines.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.pieces)]));
}

/** Takes `num` off a SKU's stock only if it is there: one conditional UPDATE, so stock never goes below 0. */
export async function takeStock(tx: Executor, skuId: number, num: number): Promise<boolean> {
  const rows = await tx
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} - ${num}` })
    .where(and(eq(goodsSkus.id, skuId), sql`${goodsSkus.stock} >= ${num}`))
    .returning({ id: goodsSkus.id });
  return rows.length === 1;
}

export async function returnStock(tx: Executor, skuId: number, num: number): Promise<void> {
  await tx
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} + ${num}` })
    .where(eq(goodsSkus.id, skuId));
}

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

export async function insertOrder(tx: Executor, row: NewOrderRow, lines: Omit<NewOrderLineRow, 'orderId'>[]): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(row).returning();
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
  return order!;
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
export async function closeUnpaidOrder(tx: Executor, orderId: number, status: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status, cancelledAt: now, statusAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), isNull(orders.cancelledAt), lte(orders.payDeadline, now)))
    .returning();
  return row;
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
