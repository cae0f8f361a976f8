import { AdminPayWay, PaymentState, type AdminOrderStatusGroup, type OrderFamily, type OrderKind } from '@emall/contract';
import { adminOrderStatuses, kindsOfFamily } from '@emall/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText, likeLiteral } from '../../db/like.ts';
import { users } from '../auth/auth.table.ts';
import { paymentRefunds, payments } from '../payments/payments.table.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderLines, orders } from './orders.table.ts';

/** What 订单管理 searches orders by (every field optional). */
export interface OrderSearch {
  keyword?: string;
  status?: AdminOrderStatusGroup;
  kind?: OrderKind;
  payWay?: AdminPayWay;
  createdFrom?: Date;
  createdTo?: Date;
  /** Orders with a line of this goods (a crowdfund's supporters). */
  goodsId?: number;
  /** Placed strictly before (a crowdfund's end). */
  createdBefore?: Date;
}

/** A status group over every family: each family's kinds with that family's statuses. */
function statusCondition(group: AdminOrderStatusGroup): SQL {
  const byFamily = adminOrderStatuses(group);
  const parts = (Object.keys(byFamily) as OrderFamily[])
    .filter((family) => byFamily[family].length > 0)
    .map((family) => and(inArray(orders.kind, kindsOfFamily(family)), inArray(orders.status, [...byFamily[family]]))!);
  return or(...parts) ?? sql`false`;
}

function conditions(search: OrderSearch): SQL[] {
  const where: SQL[] = [];
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = `%${likeLiteral(keyword)}%`;
    where.push(
      or(
        containsText(orders.orderNo, keyword),
        eq(orders.mobile, keyword),
        sql`${orders.address}->>'phone' = ${keyword}`,
        sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.phone} = ${keyword})`,
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${like})`,
      )!,
    );
  }
  if (search.status) where.push(statusCondition(search.status));
  if (search.kind) where.push(eq(orders.kind, search.kind));
  if (search.payWay === AdminPayWay.evalue) where.push(and(sql`${orders.paidAt} is not null`, eq(orders.payAmountFen, 0))!);
  else if (search.payWay) {
    where.push(sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.channel} = ${search.payWay} and ${payments.paidAt} is not null)`);
  }
  if (search.createdFrom) where.push(gte(orders.createdAt, search.createdFrom));
  if (search.createdTo) where.push(lte(orders.createdAt, search.createdTo));
  if (search.createdBefore) where.push(lt(orders.createdAt, search.createdBefore));
  if (search.goodsId !== undefined) where.push(sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.goodsId} = ${search.goodsId})`);
  return where;
}

/** One page of every shopper's orders matching the search, newest first (deleted ones too: the shopper only hid them). */
export async function searchOrders(db: Executor, search: OrderSearch, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(...conditions(search));
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The lines of these orders, by order id. */
export async function linesOfOrders(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(orderLines.id);
}

/** The buyers' phones and nicknames, by user id. */
export async function buyersOf(db: Executor, userIds: readonly number[]): Promise<Map<number, { phone: string; nickname: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, phone: users.phone, nickname: users.nickname }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, { phone: r.phone, nickname: r.nickname }]));
}

/** The channel each order was paid through (its paid payment), by order id. */
export async function paidChannelsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, channel: payments.channel })
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), sql`${payments.paidAt} is not null`, sql`${payments.state} <> ${PaymentState.failed}`));
  return new Map(rows.map((r) => [r.orderId, r.channel]));
}

/** The cash refunds of these orders, oldest first, by order id. */
export async function refundsOfOrders(db: Executor, orderIds: readonly number[]): Promise<Map<number, { amountFen: number; status: number }[]>> {
  const out = new Map<number, { amountFen: number; status: number }[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({ orderId: paymentRefunds.orderId, amountFen: paymentRefunds.amountFen, status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, [...orderIds]))
    .orderBy(asc(paymentRefunds.id));
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), { amountFen: r.amountFen, status: r.status }]);
  return out;
}
