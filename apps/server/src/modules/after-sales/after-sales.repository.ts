import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { orders } from '../orders/orders.table.ts';
import { afterSalesCaseEvents, afterSalesCaseLines, afterSalesCaseMessages, afterSalesCases } from './after-sales.table.ts';

export type CaseRow = typeof afterSalesCases.$inferSelect;
export type CaseLineRow = typeof afterSalesCaseLines.$inferSelect;
export type CaseEventRow = typeof afterSalesCaseEvents.$inferSelect;
export type CaseMessageRow = typeof afterSalesCaseMessages.$inferSelect;

/** The case's row, locked until the transaction ends: a message and a move of the case go one after the other. */
export async function lockCase(tx: Executor, id: number): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(afterSalesCases).where(eq(afterSalesCases.id, id)).for('update');
  return row;
}

export async function insertCaseMessage(tx: Executor, row: typeof afterSalesCaseMessages.$inferInsert): Promise<CaseMessageRow> {
  const [saved] = await tx.insert(afterSalesCaseMessages).values(row).returning();
  return saved!;
}

export function findMessagesOfCase(db: Executor, caseId: number): Promise<CaseMessageRow[]> {
  return db.select().from(afterSalesCaseMessages).where(eq(afterSalesCaseMessages.caseId, caseId)).orderBy(asc(afterSalesCaseMessages.id));
}

export async function insertCase(tx: Executor, row: typeof afterSalesCases.$inferInsert): Promise<CaseRow> {
  const [saved] = await tx.insert(afterSalesCases).values(row).returning();
  return saved!;
}

export async function insertCaseLines(tx: Executor, rows: (typeof afterSalesCaseLines.$inferInsert)[]): Promise<void> {
  await tx.insert(afterSalesCaseLines).values(rows);
}

export async function insertCaseEvent(tx: Executor, row: typeof afterSalesCaseEvents.$inferInsert): Promise<void> {
  await tx.insert(afterSalesCaseEvents).values(row);
}

export async function findCase(db: Executor, id: number): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(afterSalesCases).where(eq(afterSalesCases.id, id)).limit(1);
  return row;
}

export async function findCaseByKey(db: Executor, userId: number, key: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(afterSalesCases)
    .where(and(eq(afterSalesCases.userId, userId), eq(afterSalesCases.idempotencyKey, key)))
    .limit(1);
  return row;
}

export function findCasesOfOrder(db: Executor, orderId: number): Promise<CaseRow[]> {
  return db.select().from(afterSalesCases).where(eq(afterSalesCases.orderId, orderId)).orderBy(desc(afterSalesCases.id));
}

export function findCasesOfOrders(db: Executor, orderIds: readonly number[]): Promise<CaseRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(afterSalesCases).where(inArray(afterSalesCases.orderId, [...orderIds])).orderBy(desc(afterSalesCases.id));
}

export function findLinesOfCases(db: Executor, caseIds: readonly number[]): Promise<CaseLineRow[]> {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db.select().from(afterSalesCaseLines).where(inArray(afterSalesCaseLines.caseId, [...caseIds])).orderBy(asc(afterSalesCaseLines.id));
}

export function findEventsOfCase(db: Executor, caseId: number): Promise<CaseEventRow[]> {
  return db.select().from(afterSalesCaseEvents).where(eq(afterSalesCaseEvents.caseId, caseId)).orderBy(asc(afterSalesCaseEvents.id));
}

/**
 * Moves a case from one of `from` to `to`, in one conditional statement: of two callers racing,
 * one moves it and the other finds nothing. Answers the moved case, or undefined.
 */
export async function moveCase(
  tx: Executor,
  id: number,
  from: readonly number[],
  to: number,
  now: Date,
  set: Partial<typeof afterSalesCases.$inferInsert> = {},
): Promise<CaseRow | undefined> {
  const [row] = await tx
    .update(afterSalesCases)
    .set({ ...set, status: to, statusAt: now, updatedAt: now })
    .where(and(eq(afterSalesCases.id, id), inArray(afterSalesCases.status, [...from])))
    .returning();
  return row;
}

export async function updateCase(tx: Executor, id: number, set: Partial<typeof afterSalesCases.$inferInsert>): Promise<void> {
  await tx.update(afterSalesCases).set(set).where(eq(afterSalesCases.id, id));
}

export async function pageCasesOfUser(db: Executor, userId: number, offset: number, limit: number) {
  const where = eq(afterSalesCases.userId, userId);
  const rows = await db
    .select({ c: afterSalesCases, orderNo: orders.orderNo })
    .from(afterSalesCases)
    .innerJoin(orders, eq(orders.id, afterSalesCases.orderId))
    .where(where)
    .orderBy(desc(afterSalesCases.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(afterSalesCases).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface QueueFilter {
  status?: number;
  type?: number;
  orderNo?: string;
  /** An order number, a case number or the shopper's phone. */
  keyword?: string;
  appliedFrom?: Date;
  /** Exclusive. */
  appliedBefore?: Date;
  /** Cases waiting on the clock whose limit passed: (status, entered before). */
  overdue?: readonly { status: number; type?: number; before: Date }[];
  /** Order by the SLA deadline (the clock's limits of each waiting status), nearest first; cases nothing waits on last. */
  byDeadline?: readonly { status: number; type?: number; hours: number }[];
}

function deadlineOrder(limits: NonNullable<QueueFilter['byDeadline']>): SQL {
  const whens = limits.map(
    (l) =>
      sql`when ${afterSalesCases.status} = ${l.status}${l.type === undefined ? sql`` : sql` and ${afterSalesCases.type} = ${l.type}`} then ${afterSalesCases.statusAt} + make_interval(hours => ${l.hours}::int)`,
  );
  return sql`(case ${sql.join(whens, sql` `)} end) asc nulls last`;
}

export async function pageQueue(db: Executor, filter: QueueFilter, offset: number, limit: number) {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(afterSalesCases.status, filter.status));
  if (filter.type !== undefined) conditions.push(eq(afterSalesCases.type, filter.type));
  if (filter.orderNo) conditions.push(eq(orders.orderNo, filter.orderNo));
  if (filter.keyword) conditions.push(or(eq(orders.orderNo, filter.keyword), eq(afterSalesCases.caseNo, filter.keyword), eq(users.phone, filter.keyword))!);
  if (filter.appliedFrom) conditions.push(gte(afterSalesCases.createdAt, filter.appliedFrom));
  if (filter.appliedBefore) conditions.push(lt(afterSalesCases.createdAt, filter.appliedBefore));
  if (filter.overdue) {
    const late = filter.overdue.map((o) =>
      and(eq(afterSalesCases.status, o.status), lt(afterSalesCases.statusAt, o.before), ...(o.type === undefined ? [] : [eq(afterSalesCases.type, o.type)])),
    );
    conditions.push(or(...late)!);
  }
  const where = and(...conditions);
  const order = filter.byDeadline ? [deadlineOrder(filter.byDeadline), asc(afterSalesCases.id)] : [asc(afterSalesCases.statusAt), asc(afterSalesCases.id)];
  const rows = await db
    .select({ c: afterSalesCases, orderNo: orders.orderNo, phone: users.phone })
    .from(afterSalesCases)
    .innerJoin(orders, eq(orders.id, afterSalesCases.orderId))
    .innerJoin(users, eq(users.id, afterSalesCases.userId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(afterSalesCases)
    .innerJoin(orders, eq(orders.id, afterSalesCases.orderId))
    .innerJoin(users, eq(users.id, afterSalesCases.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Cases in a status entered before a time (the clock's work), oldest first. */
export function findCasesWaiting(db: Executor, status: number, before: Date, limit: number, type?: number): Promise<CaseRow[]> {
  return db
    .select()
    .from(afterSalesCases)
    .where(and(eq(afterSalesCases.status, status), lt(afterSalesCases.statusAt, before), ...(type === undefined ? [] : [eq(afterSalesCases.type, type)])))
    .orderBy(asc(afterSalesCases.statusAt))
    .limit(limit);
}
