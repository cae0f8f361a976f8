import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { reviewPictures, reviews, reviewWants } from './reviews.table.ts';

export type ReviewRow = typeof reviews.$inferSelect;
type NewReviewRow = typeof reviews.$inferInsert;

/** What the review rules read of an order. */
export interface ReviewOrderRow {
  id: number;
  orderNo: string;
  userId: number;
  kind: string;
  status: number;
  paidAt: Date | null;
  cancelledAt: Date | null;
}

const orderFields = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  kind: orders.kind,
  status: orders.status,
  paidAt: orders.paidAt,
  cancelledAt: orders.cancelledAt,
};

/** The user's order of that number (another user's reads as none). */
export async function findOrderOfUser(db: Executor, userId: number, orderNo: string): Promise<ReviewOrderRow | undefined> {
  const [row] = await db
    .select(orderFields)
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Reads the order again inside a review's transaction and holds it until the review is in (a
 * refund or close of it waits). The caller locks the user's row first (lockBuyer).
 */
export async function holdOrder(tx: Executor, userId: number, orderId: number): Promise<ReviewOrderRow | undefined> {
  const [row] = await tx.select(orderFields).from(orders).where(eq(orders.id, orderId)).for('share');
  return row;
}

/** The order's lines with their goods' kind and their review, if any, in the order bought. */
export function findLinesWithReviews(db: Executor, orderId: number) {
  return db
    .select({
      line: orderLines,
      bizType: goods.bizType,
      virtualType: goods.virtualType,
      reviewId: reviews.id,
    })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}
export type LineWithReviewRow = Awaited<ReturnType<typeof findLinesWithReviews>>[number];

/** Inserts the review unless the line has one: undefined when it had (the unique key decides races). */
export async function insertReview(tx: Executor, row: NewReviewRow): Promise<ReviewRow | undefined> {
  const [inserted] = await tx.insert(reviews).values(row).onConflictDoNothing({ target: reviews.orderLineId }).returning();
  return inserted;
}

/** Files of the user's own comment uploads among these media names. */
export function findCommentFiles(db: Executor, userId: number, paths: readonly string[]) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .select({ id: files.id, path: files.path })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.type, 'comment'), inArray(files.path, [...paths])));
}

/** Attaches pictures in order; returns how many were attached (a file already in a review is skipped). */
export async function insertPictures(tx: Executor, reviewId: number, fileIds: readonly number[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await tx
    .insert(reviewPictures)
    .values(fileIds.map((fileId, position) => ({ reviewId, position, fileId })))
    .onConflictDoNothing({ target: reviewPictures.fileId })
    .returning({ fileId: reviewPictures.fileId });
  return rows.length;
}

export async function countAwaiting(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderLines)
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(and(eq(orderLines.orderId, orderId), sql`${reviews.id} is null`, notRefunded));
  return row?.n ?? 0;
}

/**
 * The line still has a piece not refunded (domain isLineRefunded, as SQL): a review of a line
 * refunded whole leaves the goods' public list and rating, and such a line awaits no review.
 */
const notRefunded = sql`${orderLines.refundedNum} < ${orderLines.num}`;

/** Stars given to a goods' public reviews: [rating, count] pairs. */
export function countRatings(db: Executor, goodsId: number) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .where(and(eq(reviews.goodsId, goodsId), notRefunded))
    .groupBy(reviews.rating);
}

/**
 * A review as lists show it, in one row: the reviewer's nickname, the line's specification, the
 * picture names in order, the want count and whether `viewerId` wants it (false for guests).
 */
function reviewColumns(viewerId: number | null) {
  return {
    review: reviews,
    nickname: users.nickname,
    specsName: orderLines.specsName,
    pictures: sql<string[]>`coalesce((select json_agg(${files.path} order by ${reviewPictures.position}) from ${reviewPictures} join ${files} on ${files.id} = ${reviewPictures.fileId} where ${reviewPictures.reviewId} = ${reviews.id}), '[]'::json)`,
    wantCount: sql<number>`(select count(*)::int from ${reviewWants} where ${reviewWants.reviewId} = ${reviews.id})`,
    wanted:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reviewWants} where ${reviewWants.reviewId} = ${reviews.id} and ${reviewWants.userId} = ${viewerId})`,
  };
}

/** A page of a goods' public reviews, newest first. */
export function findGoodsReviews(db: Executor, goodsId: number, viewerId: number | null, limit: number, offset: number) {
  return db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .where(and(eq(reviews.goodsId, goodsId), notRefunded))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}
export type ReviewListRow = Awaited<ReturnType<typeof findGoodsReviews>>[number];

/** A page of the user's own reviews, newest first, with the goods as bought and its kind. */
export function findUserReviews(db: Executor, userId: number, limit: number, offset: number) {
  return db
    .select({
      ...reviewColumns(userId),
      orderNo: orders.orderNo,
      productName: orderLines.name,
      productPictureUrl: orderLines.pictureUrl,
      bizType: goods.bizType,
      virtualType: goods.virtualType,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(goods, eq(goods.id, reviews.goodsId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countUserReviews(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId));
  return row?.n ?? 0;
}

export async function reviewExists(db: Executor, reviewId: number): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  return row !== undefined;
}

/** Wants a review; wanting again is a no-op (the primary key decides races). */
export async function insertWant(db: Executor, reviewId: number, userId: number, at: Date): Promise<void> {
  await db.insert(reviewWants).values({ reviewId, userId, createdAt: at }).onConflictDoNothing();
}

export async function deleteWant(db: Executor, reviewId: number, userId: number): Promise<void> {
  await db.delete(reviewWants).where(and(eq(reviewWants.reviewId, reviewId), eq(reviewWants.userId, userId)));
}

export async function wantState(db: Executor, reviewId: number, userId: number): Promise<{ wanted: boolean; wantCount: number }> {
  const [row] = await db
    .select({
      wantCount: sql<number>`count(*)::int`,
      wanted: sql<boolean>`coalesce(bool_or(${reviewWants.userId} = ${userId}), false)`,
    })
    .from(reviewWants)
    .where(eq(reviewWants.reviewId, reviewId));
  return { wanted: Boolean(row?.wanted), wantCount: Number(row?.wantCount ?? 0) };
}

export async function goodsExists(db: Executor, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  return row !== undefined;
}
