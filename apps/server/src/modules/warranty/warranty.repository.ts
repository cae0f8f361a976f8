import { WARRANTY_OPEN_STATUSES, WarrantyClaimStatus as S } from '@emall/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { userCars } from '../cars/cars.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { orders } from '../orders/orders.table.ts';
import { stores } from '../stores/stores.table.ts';
import { warrantyCards, warrantyClaimEvents, warrantyClaims } from './warranty.table.ts';

export type CardRow = typeof warrantyCards.$inferSelect;
export type ClaimRow = typeof warrantyClaims.$inferSelect;
export type ClaimEventRow = typeof warrantyClaimEvents.$inferSelect;

const open = inArray(warrantyClaims.status, [...WARRANTY_OPEN_STATUSES]);

/** Inserts the cards not made yet ((order line, unit) is unique): a repeated sign-for inserts none. */
export async function insertCards(tx: Executor, rows: (typeof warrantyCards.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const saved = await tx.insert(warrantyCards).values(rows).onConflictDoNothing({ target: [warrantyCards.orderLineId, warrantyCards.unitIndex] }).returning({ id: warrantyCards.id });
  return saved.length;
}

export async function findCard(db: Executor, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(warrantyCards).where(eq(warrantyCards.id, id)).limit(1);
  return row;
}

/** The card's row, locked until the transaction ends: an apply, a void and a transfer go one after the other. */
export async function lockCard(tx: Executor, id: number): Promise<CardRow | undefined> {
  const [row] = await tx.select().from(warrantyCards).where(eq(warrantyCards.id, id)).for('update');
  return row;
}

/** The cards of an order line, locked (a refund voids some of them). */
export function lockCardsOfLine(tx: Executor, orderLineId: number): Promise<CardRow[]> {
  return tx.select().from(warrantyCards).where(eq(warrantyCards.orderLineId, orderLineId)).orderBy(asc(warrantyCards.unitIndex)).for('update');
}

export async function voidCards(tx: Executor, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(warrantyCards).set({ voidedAt: now, updatedAt: now }).where(and(inArray(warrantyCards.id, [...ids]), isNull(warrantyCards.voidedAt)));
}

export async function updateCard(tx: Executor, id: number, set: Partial<typeof warrantyCards.$inferInsert>): Promise<CardRow> {
  const [row] = await tx.update(warrantyCards).set(set).where(eq(warrantyCards.id, id)).returning();
  return row!;
}

export async function pageCardsOfUser(db: Executor, userId: number, orderId: number | undefined, offset: number, limit: number) {
  const where = and(eq(warrantyCards.userId, userId), orderId === undefined ? undefined : eq(warrantyCards.orderId, orderId));
  const [rows, [total]] = await Promise.all([
    db.select().from(warrantyCards).where(where).orderBy(desc(warrantyCards.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(warrantyCards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Cards by status (read from voided_at and end_date against today) and a keyword, newest first, with the owner's phone. */
export async function pageCards(db: Executor, filter: { status?: 'active' | 'expired' | 'voided'; today: string; keyword?: string }, offset: number, limit: number) {
  const byStatus: Record<string, SQL | undefined> = {
    active: and(isNull(warrantyCards.voidedAt), gte(warrantyCards.endDate, filter.today)),
    expired: and(isNull(warrantyCards.voidedAt), lt(warrantyCards.endDate, filter.today)),
    voided: isNotNull(warrantyCards.voidedAt),
  };
  const k = filter.keyword;
  const where = and(
    filter.status ? byStatus[filter.status] : undefined,
    k
      ? or(
          eq(warrantyCards.cardNo, k),
          eq(warrantyCards.serialNo, k),
          eq(warrantyCards.vin, k.toUpperCase()),
          eq(users.phone, k),
          inArray(warrantyCards.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, k))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ card: warrantyCards, phone: users.phone })
      .from(warrantyCards)
      .innerJoin(users, eq(users.id, warrantyCards.userId))
      .where(where)
      .orderBy(desc(warrantyCards.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(warrantyCards).innerJoin(users, eq(users.id, warrantyCards.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function phoneOfUser(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? '';
}

export async function insertClaim(tx: Executor, row: typeof warrantyClaims.$inferInsert): Promise<ClaimRow | undefined> {
  const [saved] = await tx.insert(warrantyClaims).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function insertClaimEvent(tx: Executor, row: typeof warrantyClaimEvents.$inferInsert): Promise<void> {
  await tx.insert(warrantyClaimEvents).values(row);
}

export async function findClaim(db: Executor, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(warrantyClaims).where(eq(warrantyClaims.id, id)).limit(1);
  return row;
}

export async function findClaimByKey(db: Executor, userId: number, key: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.userId, userId), eq(warrantyClaims.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOpenClaim(db: Executor, cardId: number, faultType: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.cardId, cardId), eq(warrantyClaims.faultType, faultType as ClaimRow['faultType']), open))
    .limit(1);
  return row;
}

export function findClaimsOfCards(db: Executor, cardIds: readonly number[]): Promise<ClaimRow[]> {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db.select().from(warrantyClaims).where(inArray(warrantyClaims.cardId, [...cardIds])).orderBy(desc(warrantyClaims.id));
}

export function findEventsOfClaim(db: Executor, claimId: number): Promise<ClaimEventRow[]> {
  return db.select().from(warrantyClaimEvents).where(eq(warrantyClaimEvents.claimId, claimId)).orderBy(asc(warrantyClaimEvents.id));
}

/** Moves a claim from one of `from` to `to`, as one conditional update: undefined when it was no longer there. */
export async function moveClaim(tx: Executor, id: number, from: readonly number[], to: number, now: Date, set: Partial<typeof warrantyClaims.$inferInsert> = {}): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .update(warrantyClaims)
    .set({ ...set, status: to, statusAt: now, updatedAt: now })
    .where(and(eq(warrantyClaims.id, id), inArray(warrantyClaims.status, [...from])))
    .returning();
  return row;
}

/** Rates a completed claim once: undefined when it is not completed or already rated. */
export async function rateClaim(tx: Executor, id: number, completed: number, rating: { score: number; comment: string }, now: Date): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .update(warrantyClaims)
    .set({ ratingScore: rating.score, ratingComment: rating.comment, ratedAt: now, updatedAt: now })
    .where(and(eq(warrantyClaims.id, id), eq(warrantyClaims.status, completed), isNull(warrantyClaims.ratedAt)))
    .returning();
  return row;
}

export interface QueueFilter {
  status?: number;
  keyword?: string;
  /** Only claims past their SLA: submitted before `submittedBefore`, or accepted before `acceptedBefore`. */
  overdue?: { submittedBefore: Date; acceptedBefore: Date };
  /** Open statuses sort by their SLA deadline (submitted: created + acceptHours, accepted: accepted + scheduleHours). */
  acceptHours: number;
  scheduleHours: number;
}

/** The queue: claims with their card and the owner's phone; those waiting on service by deadline first, then newest. */
export async function pageQueue(db: Executor, f: QueueFilter, offset: number, limit: number) {
  const k = f.keyword;
  const where = and(
    f.status === undefined ? undefined : eq(warrantyClaims.status, f.status),
    k
      ? or(
          eq(warrantyClaims.claimNo, k),
          eq(warrantyClaims.contactPhone, k),
          eq(users.phone, k),
          eq(warrantyCards.serialNo, k),
          eq(warrantyCards.vin, k.toUpperCase()),
        )
      : undefined,
    f.overdue
      ? or(
          and(eq(warrantyClaims.status, S.submitted), lt(warrantyClaims.createdAt, f.overdue.submittedBefore)),
          and(eq(warrantyClaims.status, S.accepted), lt(warrantyClaims.acceptedAt, f.overdue.acceptedBefore)),
        )
      : undefined,
  );
  const deadline = sql`case ${warrantyClaims.status}
    when ${S.submitted}::int then ${warrantyClaims.createdAt} + make_interval(hours => ${f.acceptHours}::int)
    when ${S.accepted}::int then ${warrantyClaims.acceptedAt} + make_interval(hours => ${f.scheduleHours}::int)
    end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: warrantyClaims, card: warrantyCards, phone: users.phone })
      .from(warrantyClaims)
      .innerJoin(warrantyCards, eq(warrantyCards.id, warrantyClaims.cardId))
      .innerJoin(users, eq(users.id, warrantyClaims.userId))
      .where(where)
      .orderBy(sql`${deadline} asc nulls last`, desc(warrantyClaims.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(warrantyClaims)
      .innerJoin(warrantyCards, eq(warrantyCards.id, warrantyClaims.cardId))
      .innerJoin(users, eq(users.id, warrantyClaims.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The warranty terms of goods (catalogue's table, read): months (0: none), what it covers, install type. */
export function findWarrantyTerms(db: Executor, goodsIds: readonly number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: goods.id, months: goods.warrantyMonths, cover: goods.warrantyCover, installType: goods.installType })
    .from(goods)
    .where(inArray(goods.id, [...goodsIds]));
}

/** The sandbox installer of goods fitted at the buyer's address: the first store of the address's city (stores' table, read). */
export async function firstStoreOfCity(db: Executor, cityCode: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.cityCode, cityCode)).orderBy(asc(stores.id)).limit(1);
  return row;
}

/** The cars of a user (the cars module's registry, read), default first. */
export function carsOfUser(db: Executor, userId: number) {
  return db.select({ vin: userCars.vin, model: userCars.model }).from(userCars).where(eq(userCars.userId, userId)).orderBy(desc(userCars.isDefault), asc(userCars.id));
}
