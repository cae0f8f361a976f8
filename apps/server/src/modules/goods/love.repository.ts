import { and, asc, count, desc, eq, exists, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, goodsSkus } from '../catalogue/catalogue.table.ts';
import { goodsLoves } from './love.table.ts';

/** Loves a goods; a second love by the same user is a no-op (the unique key decides races). */
export async function insertLove(db: Executor, userId: number, goodsId: number, at: Date): Promise<void> {
  await db.insert(goodsLoves).values({ userId, goodsId, createdAt: at }).onConflictDoNothing({ target: [goodsLoves.userId, goodsLoves.goodsId] });
}

export async function deleteLove(db: Executor, userId: number, goodsId: number): Promise<void> {
  await db.delete(goodsLoves).where(and(eq(goodsLoves.userId, userId), eq(goodsLoves.goodsId, goodsId)));
}

export async function isLoved(db: Executor, userId: number, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goodsLoves.id })
    .from(goodsLoves)
    .where(and(eq(goodsLoves.userId, userId), eq(goodsLoves.goodsId, goodsId)))
    .limit(1);
  return row !== undefined;
}

export async function countLoves(db: Executor, goodsId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goodsLoves).where(eq(goodsLoves.goodsId, goodsId));
  return row?.n ?? 0;
}

const onShelfLove = (userId: number) => and(eq(goodsLoves.userId, userId), eq(goods.onShelf, true));

/** A page of the goods a user loves that are still on the shelf, newest love first. */
export async function findLovedGoodsIds(db: Executor, userId: number, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .select({ goodsId: goodsLoves.goodsId })
    .from(goodsLoves)
    .innerJoin(goods, eq(goods.id, goodsLoves.goodsId))
    .where(onShelfLove(userId))
    .orderBy(desc(goodsLoves.createdAt), desc(goodsLoves.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.goodsId);
}

export async function countLovedGoods(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goodsLoves).innerJoin(goods, eq(goods.id, goodsLoves.goodsId)).where(onShelfLove(userId));
  return row?.n ?? 0;
}

/**
 * Goods to recommend: on the shelf with at least one SKU, not loved by `userId` (if any),
 * most loved first, then in the shop's order.
 */
export async function findPopularGoodsIds(db: Executor, userId: number | null, limit: number): Promise<number[]> {
  const loveCount = db
    .select({ goodsId: goodsLoves.goodsId, n: count().as('n') })
    .from(goodsLoves)
    .groupBy(goodsLoves.goodsId)
    .as('love_count');
  const hasSku = exists(db.select({ one: sql`1` }).from(goodsSkus).where(eq(goodsSkus.goodsId, goods.id)));
  const notLoved =
    userId === null
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(goodsLoves)
            .where(and(eq(goodsLoves.goodsId, goods.id), eq(goodsLoves.userId, userId))),
        );
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .leftJoin(loveCount, eq(loveCount.goodsId, goods.id))
    .where(and(eq(goods.onShelf, true), hasSku, notLoved))
    .orderBy(sql`coalesce(${loveCount.n}, 0) desc`, asc(goods.sort), asc(goods.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
