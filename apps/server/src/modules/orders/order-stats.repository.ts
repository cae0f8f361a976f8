import { and, count, desc, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chinaDayOf } from '../../db/china-day.ts';
import { orderLines, orders } from './orders.table.ts';

export interface Span {
  from: Date;
  to: Date;
}

/** Orders placed per China day within the span. */
export async function countPlacedByDay(db: Executor, span: Span): Promise<Map<number, number>> {
  const day = chinaDayOf(orders.createdAt);
  const rows = await db
    .select({ day, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, span.from), lt(orders.createdAt, span.to)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export interface PaidDay {
  paidCount: number;
  salesFen: number;
  salesEValue: number;
}

/** Orders paid per China day within the span: how many, their cash and their E-value. */
export async function sumPaidByDay(db: Executor, span: Span): Promise<Map<number, PaidDay>> {
  const day = chinaDayOf(orders.paidAt);
  const rows = await db
    .select({
      day,
      paidCount: count(),
      salesFen: sum(orders.payAmountFen).mapWith(Number),
      salesEValue: sum(orders.integral).mapWith(Number),
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, span.from), lt(orders.paidAt, span.to)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, { paidCount: r.paidCount, salesFen: r.salesFen, salesEValue: r.salesEValue }]));
}

export interface GoodsSales {
  goodsId: number;
  name: string;
  pictureUrl: string;
  pieces: number;
  orderCount: number;
  amountFen: number;
}

/** The goods selling the most pieces in orders paid within the span, most first. */
export async function topGoodsPaid(db: Executor, span: Span, limit: number): Promise<GoodsSales[]> {
  const pieces = sum(orderLines.num).mapWith(Number);
  return db
    .select({
      goodsId: orderLines.goodsId,
      // The name and picture the line was sold under; the newest line's, should they differ.
      name: sql<string>`(array_agg(${orderLines.name} order by ${orderLines.id} desc))[1]`,
      pictureUrl: sql<string>`(array_agg(${orderLines.pictureUrl} order by ${orderLines.id} desc))[1]`,
      pieces,
      orderCount: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
      amountFen: sql<number>`sum(${orderLines.priceFen}::bigint * ${orderLines.num})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, span.from), lt(orders.paidAt, span.to)))
    .groupBy(orderLines.goodsId)
    .orderBy(desc(pieces), orderLines.goodsId)
    .limit(limit);
}
