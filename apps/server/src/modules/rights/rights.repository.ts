import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { rightsPools, userRights } from './rights.table.ts';

export type PoolRow = typeof rightsPools.$inferSelect;
export type UserRightRow = typeof userRights.$inferSelect;
export type NewUserRight = typeof userRights.$inferInsert;
/** A user's right with the pool it came from. */
export interface HeldRight {
  right: UserRightRow;
  pool: PoolRow;
}

export async function findPool(db: Executor, poolId: number): Promise<PoolRow | undefined> {
  const [row] = await db.select().from(rightsPools).where(eq(rightsPools.id, poolId)).limit(1);
  return row;
}

export function findPools(db: Executor, poolIds: readonly number[]): Promise<PoolRow[]> {
  if (poolIds.length === 0) return Promise.resolve([]);
  return db.select().from(rightsPools).where(inArray(rightsPools.id, [...new Set(poolIds)]));
}

function lockKey(userId: number, poolId: number): string {
  return `rights:${userId}:${poolId}`;
}

/** One claim per user and pool at a time, across instances; false when another holds it (§4 code 10). */
export async function tryLockUserPool(tx: Executor, userId: number, poolId: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${lockKey(userId, poolId)})) as locked`);
  // Both drivers answer { rows }: PGlite's results and node-postgres's QueryResult.
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/**
 * Requests carrying one Idempotency-Key run one at a time, whatever pool they name, so a key is
 * looked up before any of them can insert it. Taken before the pool lock, always.
 */
export async function lockIdempotencyKey(tx: Executor, userId: number, key: string, wait: boolean): Promise<boolean> {
  const lock = `rights-key:${userId}:${key}`;
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    return true;
  }
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${lock})) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Waits for the user's other exchange of the same pool to finish. */
export async function lockUserPool(tx: Executor, userId: number, poolId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(userId, poolId)}))`);
}

export async function countUserPoolRights(db: Executor, userId: number, poolId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRights)
    .where(and(eq(userRights.userId, userId), eq(userRights.poolId, poolId)));
  return row?.n ?? 0;
}

/** Takes one right from the pool only if one is left: concurrent takers wait on the row and re-check. */
export async function takeFromStock(tx: Executor, poolId: number): Promise<boolean> {
  const rows = await tx
    .update(rightsPools)
    .set({ stockLeft: sql`${rightsPools.stockLeft} - 1` })
    .where(and(eq(rightsPools.id, poolId), gt(rightsPools.stockLeft, 0)))
    .returning({ id: rightsPools.id });
  return rows.length === 1;
}

export async function insertUserRight(tx: Executor, row: NewUserRight): Promise<UserRightRow> {
  const [inserted] = await tx.insert(userRights).values(row).returning();
  return inserted!;
}

export async function findRightByIdempotencyKey(db: Executor, userId: number, key: string): Promise<UserRightRow | undefined> {
  const [row] = await db
    .select()
    .from(userRights)
    .where(and(eq(userRights.userId, userId), eq(userRights.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findUserRight(db: Executor, userId: number, rightId: number): Promise<UserRightRow | undefined> {
  const [row] = await db
    .select()
    .from(userRights)
    .where(and(eq(userRights.id, rightId), eq(userRights.userId, userId)))
    .limit(1);
  return row;
}

/** Marks the user's right used if it is still usable; one statement, so a right is used at most once. */
export async function markRightUsed(db: Executor, userId: number, rightId: number, now: Date): Promise<UserRightRow | undefined> {
  const [row] = await db
    .update(userRights)
    .set({ status: 2, usedAt: now })
    .where(and(eq(userRights.id, rightId), eq(userRights.userId, userId), eq(userRights.status, 0), gt(userRights.expiresAt, now)))
    .returning();
  return row;
}

/** Gives a used right back (its order was closed unpaid); false when it was not used. */
export async function markRightUnused(db: Executor, userId: number, rightId: number): Promise<boolean> {
  const rows = await db
    .update(userRights)
    .set({ status: 0, usedAt: null })
    .where(and(eq(userRights.id, rightId), eq(userRights.userId, userId), eq(userRights.status, 2)))
    .returning({ id: userRights.id });
  return rows.length === 1;
}

/** The user's rights from these pools (for coupon button states). */
export function findUserRightsInPools(db: Executor, userId: number, poolIds: readonly number[]): Promise<UserRightRow[]> {
  if (poolIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userRights)
    .where(and(eq(userRights.userId, userId), inArray(userRights.poolId, [...new Set(poolIds)])));
}

export interface RightsFilter {
  /** Read-time status: 0 usable now, 1 expired (stored or by time), 2 used. */
  status?: number;
  rightsType?: number;
  goodsType?: number;
}

/** `userId` and `now` may be placeholders of a statement built once (built-once.ts). */
function filterConditions(userId: number | Placeholder, filter: RightsFilter, now: Date | Placeholder): SQL[] {
  const conditions: SQL[] = [eq(userRights.userId, userId)];
  if (filter.status === 0) conditions.push(eq(userRights.status, 0), gt(userRights.expiresAt, now));
  if (filter.status === 1) {
    conditions.push(or(eq(userRights.status, 1), and(eq(userRights.status, 0), lte(userRights.expiresAt, now)))!);
  }
  if (filter.status === 2) conditions.push(eq(userRights.status, 2));
  if (filter.rightsType !== undefined) conditions.push(eq(rightsPools.rightsType, filter.rightsType));
  if (filter.goodsType !== undefined) {
    conditions.push(or(isNull(rightsPools.goodsType), eq(rightsPools.goodsType, filter.goodsType))!);
  }
  return conditions;
}

/** A page of the user's rights, newest first, and how many match in all. */
export async function listUserRights(
  db: Executor,
  userId: number,
  filter: RightsFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: HeldRight[]; total: number }> {
  const where = and(...filterConditions(userId, filter, now));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ right: userRights, pool: rightsPools })
      .from(userRights)
      .innerJoin(rightsPools, eq(rightsPools.id, userRights.poolId))
      .where(where)
      .orderBy(desc(userRights.claimedAt), desc(userRights.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(userRights).innerJoin(rightsPools, eq(rightsPools.id, userRights.poolId)).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Every right the user can use now (ranking is the service's). */
/** Every submit's and pre-submit's read (no goods type): built once (built-once.ts). */
const usableRights = builtOnce((db) =>
  db
    .select({ right: userRights, pool: rightsPools })
    .from(userRights)
    .innerJoin(rightsPools, eq(rightsPools.id, userRights.poolId))
    .where(and(...filterConditions(value('userId'), { status: 0 }, value('now'))))
    .limit(500),
);

export function findUsableRights(db: Executor, userId: number, now: Date, goodsType?: number): Promise<HeldRight[]> {
  if (goodsType === undefined) return usableRights(db, { userId, now });
  return db
    .select({ right: userRights, pool: rightsPools })
    .from(userRights)
    .innerJoin(rightsPools, eq(rightsPools.id, userRights.poolId))
    .where(and(...filterConditions(userId, { status: 0, goodsType }, now)))
    .limit(500);
}

/** Coupons open for claiming now with stock left, marked for advertising; biggest reduction first. */
export function findAdvertisedPools(db: Executor, now: Date, goodsType: number | undefined, limit: number): Promise<PoolRow[]> {
  const conditions: SQL[] = [
    eq(rightsPools.kind, 'coupon'),
    eq(rightsPools.advertise, true),
    eq(rightsPools.claimStopped, false),
    lte(rightsPools.validFrom, now),
    gt(rightsPools.validTo, now),
    gte(rightsPools.stockLeft, 1),
  ];
  if (goodsType !== undefined) conditions.push(or(isNull(rightsPools.goodsType), eq(rightsPools.goodsType, goodsType))!);
  return db
    .select()
    .from(rightsPools)
    .where(and(...conditions))
    .orderBy(desc(rightsPools.eachReductionFen), asc(rightsPools.id))
    .limit(limit);
}

/** A user's right with its pool (any status). */
export async function findRightWithPool(db: Executor, userId: number, rightId: number): Promise<HeldRight | undefined> {
  const [row] = await db
    .select({ right: userRights, pool: rightsPools })
    .from(userRights)
    .innerJoin(rightsPools, eq(rightsPools.id, userRights.poolId))
    .where(and(eq(userRights.id, rightId), eq(userRights.userId, userId)))
    .limit(1);
  return row;
}
