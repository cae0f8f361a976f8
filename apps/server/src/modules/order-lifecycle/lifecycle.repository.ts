import { OrderFamily, VoucherStatus, type OrderKind } from '@emall/contract';
import { kindsOfFamily } from '@emall/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import { orderParcels, orderParcelTraces, orderStatusEvents, orderUrlConfigs, orderVouchers } from './lifecycle.table.ts';

export type ParcelRow = typeof orderParcels.$inferSelect;
export type TraceRow = typeof orderParcelTraces.$inferSelect;
export type VoucherRow = typeof orderVouchers.$inferSelect;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;
export type UrlConfigRow = typeof orderUrlConfigs.$inferSelect;

/** Statuses by family: the orders whose kind is of the family and whose status is one of them. */
export type FamilyStatuses = Readonly<Record<OrderFamily, readonly number[]>>;

/** The SQL of "in one of these statuses of its family"; false when no family has any. */
function inFamilyStatuses(byFamily: FamilyStatuses): SQL {
  const parts = (Object.keys(byFamily) as OrderFamily[])
    .filter((family) => byFamily[family].length > 0)
    .map((family) => and(inArray(orders.kind, kindsOfFamily(family)), inArray(orders.status, [...byFamily[family]]))!);
  return parts.length === 0 ? sql`false` : or(...parts)!;
}

/** The user's orders not deleted, newest first (orders_user_list_idx), optionally of some statuses. */
function visibleOf(userId: number, statuses: FamilyStatuses | null): SQL {
  const base = and(eq(orders.userId, userId), isNull(orders.deletedAt))!;
  return statuses === null ? base : and(base, inFamilyStatuses(statuses))!;
}

export async function listOrders(db: Executor, userId: number, statuses: FamilyStatuses | null, offset: number, limit: number) {
  const where = visibleOf(userId, statuses);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the user's visible orders are in each kind and status. */
export function countByKindAndStatus(db: Executor, userId: number): Promise<{ kind: string; status: number; n: number }[]> {
  return db
    .select({ kind: orders.kind, status: orders.status, n: count() })
    .from(orders)
    .where(visibleOf(userId, null))
    .groupBy(orders.kind, orders.status);
}

/** One of the user's orders, unless deleted; another user's reads as none. */
export async function findVisibleOrder(db: Executor, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row;
}

export async function findVisibleOrderByNo(db: Executor, userId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row;
}

/** Lines of these orders with their goods' kind (for the product page), in order. */
export function findLinesOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: orderLines, bizType: goods.bizType, virtualType: goods.virtualType, annexType: goods.annexType })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}
export type LineWithGoods = Awaited<ReturnType<typeof findLinesOf>>[number];

export async function insertStatusEvent(tx: Executor, orderId: number, status: number, at: Date): Promise<void> {
  await tx.insert(orderStatusEvents).values({ orderId, status, at });
}

export function findStatusEvents(db: Executor, orderId: number): Promise<StatusEventRow[]> {
  return db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
}

// Parcels.

export async function findParcelOf(db: Executor, orderId: number): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId)).limit(1);
  return row;
}

export async function findParcelByExpressNo(db: Executor, expressNo: string): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(orderParcels).where(eq(orderParcels.expressNo, expressNo)).limit(1);
  return row;
}

/** The orders among these that have a parcel. */
export async function ordersWithParcels(db: Executor, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.select({ orderId: orderParcels.orderId }).from(orderParcels).where(inArray(orderParcels.orderId, [...orderIds]));
  return new Set(rows.map((r) => r.orderId));
}

/** Inserts the order's parcel unless it has one; answers the parcel either way. */
export async function insertParcel(tx: Executor, row: typeof orderParcels.$inferInsert): Promise<ParcelRow> {
  await tx.insert(orderParcels).values(row).onConflictDoNothing({ target: orderParcels.orderId });
  return (await findParcelOf(tx, row.orderId))!;
}

/** Records traces; one already recorded (same parcel, status and time) is skipped. */
export async function insertTraces(tx: Executor, rows: (typeof orderParcelTraces.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderParcelTraces).values(rows).onConflictDoNothing();
}

export async function updateParcel(tx: Executor, parcelId: number, set: { status: number; signedAt: Date | null }): Promise<void> {
  await tx.update(orderParcels).set(set).where(eq(orderParcels.id, parcelId));
}

/** The parcel's row, locked for the rest of the transaction (traces of one parcel are recorded one at a time). */
export async function lockParcel(tx: Executor, parcelId: number): Promise<ParcelRow | undefined> {
  const [row] = await tx.select().from(orderParcels).where(eq(orderParcels.id, parcelId)).for('update');
  return row;
}

/** Parcels not signed yet (and matching `where`) with their orders, shipped first first. */
function unsignedParcels(db: Executor, limit: number, where?: SQL) {
  return db
    .select({ parcel: orderParcels, order: orders })
    .from(orderParcels)
    .innerJoin(orders, eq(orders.id, orderParcels.orderId))
    .where(and(isNull(orderParcels.signedAt), where))
    .orderBy(asc(orderParcels.shippedAt), asc(orderParcels.id))
    .limit(limit);
}

/** Open parcels a tracking service has not accepted a subscription to yet. */
export function findUnsubscribedParcels(db: Executor, limit: number) {
  return unsignedParcels(db, limit, isNull(orderParcels.subscribedAt));
}

export async function markSubscribed(db: Executor, parcelId: number, at: Date): Promise<void> {
  await db.update(orderParcels).set({ subscribedAt: at }).where(and(eq(orderParcels.id, parcelId), isNull(orderParcels.subscribedAt)));
}

/** A trace's identity within its parcel (the table's unique key: parcel, status, time). */
export const traceKey = (status: number, at: Date): string => `${status}@${at.getTime()}`;

/** The keys of every trace recorded for these parcels, by parcel. */
export async function findTraceKeys(db: Executor, parcelIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const keys = new Map<number, Set<string>>();
  if (parcelIds.length === 0) return keys;
  const rows = await db
    .select({ parcelId: orderParcelTraces.parcelId, status: orderParcelTraces.status, at: orderParcelTraces.at })
    .from(orderParcelTraces)
    .where(inArray(orderParcelTraces.parcelId, [...parcelIds]));
  for (const row of rows) {
    let parcel = keys.get(row.parcelId);
    if (!parcel) keys.set(row.parcelId, (parcel = new Set()));
    parcel.add(traceKey(row.status, row.at));
  }
  return keys;
}

/** Traces of a parcel, newest first. */
export function findTraces(db: Executor, parcelId: number): Promise<TraceRow[]> {
  return db.select().from(orderParcelTraces).where(eq(orderParcelTraces.parcelId, parcelId)).orderBy(desc(orderParcelTraces.at), desc(orderParcelTraces.id));
}

export async function findLatestTrace(db: Executor, parcelId: number): Promise<TraceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderParcelTraces)
    .where(eq(orderParcelTraces.parcelId, parcelId))
    .orderBy(desc(orderParcelTraces.at), desc(orderParcelTraces.id))
    .limit(1);
  return row;
}

/** Parcels not signed yet with their orders, shipped first first. */
export function findOpenParcels(db: Executor, limit: number) {
  return unsignedParcels(db, limit);
}

// The tick's due orders.

/**
 * Orders of these kinds in this status since at least `cutoff`: for the paid status since payment,
 * for the later ones since status_at. Oldest first.
 */
export function findDue(
  db: Executor,
  due: {
    kinds: readonly OrderKind[];
    status: number;
    cutoff: Date;
    since: 'paid' | 'status';
    limit: number;
    deliveryMethods?: readonly number[];
    /** The last order of the previous page: this page starts after it (orders left where they are do not stall the round). */
    after?: { at: Date; id: number };
  },
): Promise<OrderRow[]> {
  const since = due.since === 'paid' ? orders.paidAt : orders.statusAt;
  const conditions = [eq(orders.status, due.status), inArray(orders.kind, [...due.kinds]), lte(since, due.cutoff)];
  if (due.deliveryMethods) conditions.push(inArray(orders.deliveryMethod, [...due.deliveryMethods]));
  if (due.after) conditions.push(or(gt(since, due.after.at), and(eq(since, due.after.at), gt(orders.id, due.after.id)))!);
  return db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(since), asc(orders.id))
    .limit(due.limit);
}

// Vouchers.

export async function findVoucher(db: Executor, orderId: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(orderVouchers).where(eq(orderVouchers.orderId, orderId)).limit(1);
  return row;
}

/**
 * The order's voucher, made with this code unless it has one already (two first reads get the
 * same); undefined when the code is another order's (draw another).
 */
export async function ensureVoucher(tx: Executor, orderId: number, code: string, now: Date): Promise<VoucherRow | undefined> {
  await tx.insert(orderVouchers).values({ orderId, code, createdAt: now }).onConflictDoNothing();
  return findVoucher(tx, orderId);
}

export async function findVoucherByCode(db: Executor, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(orderVouchers).where(eq(orderVouchers.code, code)).limit(1);
  return row;
}

/** Marks a voucher used if it is not yet: true for the one call that did. */
export async function useVoucher(tx: Executor, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orderVouchers)
    .set({ status: VoucherStatus.used, usedAt: now })
    .where(and(eq(orderVouchers.orderId, orderId), eq(orderVouchers.status, VoucherStatus.unused)))
    .returning({ orderId: orderVouchers.orderId });
  return rows.length === 1;
}

// The order url config.

export function findUrlConfigs(db: Executor, displayPlatform: string | undefined): Promise<UrlConfigRow[]> {
  const platform = displayPlatform === undefined ? isNull(orderUrlConfigs.displayPlatform) : or(isNull(orderUrlConfigs.displayPlatform), eq(orderUrlConfigs.displayPlatform, displayPlatform));
  return db.select().from(orderUrlConfigs).where(platform).orderBy(asc(orderUrlConfigs.sort), asc(orderUrlConfigs.id));
}
