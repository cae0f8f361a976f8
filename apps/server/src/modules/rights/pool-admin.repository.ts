import { PoolStatus } from '@emall/contract';
import { and, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import type { PoolRow } from './rights.repository.ts';
import { rightsPools, userRights } from './rights.table.ts';

export type NewPoolRow = typeof rightsPools.$inferInsert;

export interface PoolFilter {
  keyword?: string;
  kind?: string;
  cardType?: string;
  status?: PoolStatus;
}

/** The SQL of the domain's poolStatusAt, so a page filters in the database (a test holds the two together). */
function statusCondition(status: PoolStatus, now: Date): SQL {
  const running = and(gt(rightsPools.validTo, now), eq(rightsPools.claimStopped, false))!;
  const opened = and(running, lte(rightsPools.validFrom, now))!;
  switch (status) {
    case PoolStatus.ended:
      return lte(rightsPools.validTo, now);
    case PoolStatus.stopped:
      return and(gt(rightsPools.validTo, now), eq(rightsPools.claimStopped, true))!;
    case PoolStatus.notStarted:
      return and(running, gt(rightsPools.validFrom, now))!;
    case PoolStatus.open:
      return and(opened, gt(rightsPools.stockLeft, 0))!;
    case PoolStatus.soldOut:
      return and(opened, eq(rightsPools.stockLeft, 0))!;
  }
}

function filterConditions(filter: PoolFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    conditions.push(
      or(containsText(rightsPools.poolName, keyword), containsText(rightsPools.cardName, keyword), containsText(rightsPools.marketingNo, keyword))!,
    );
  }
  if (filter.kind) conditions.push(eq(rightsPools.kind, filter.kind));
  if (filter.cardType) conditions.push(eq(rightsPools.cardType, filter.cardType));
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  return conditions;
}

/** A page of pools, newest first, and how many match in all. */
export async function listPools(
  db: Executor,
  filter: PoolFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: PoolRow[]; total: number }> {
  const where = and(...filterConditions(filter, now));
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(rightsPools).where(where).orderBy(desc(rightsPools.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(rightsPools).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export interface PoolCounts {
  claimed: number;
  used: number;
}

/** Rights claimed from each pool and how many of them were used, counted from the rights themselves. */
export async function countPoolRights(db: Executor, poolIds: readonly number[]): Promise<Map<number, PoolCounts>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({
      poolId: userRights.poolId,
      claimed: count(),
      used: sql<number>`count(*) filter (where ${userRights.status} = 2)`.mapWith(Number),
    })
    .from(userRights)
    .where(inArray(userRights.poolId, [...new Set(poolIds)]))
    .groupBy(userRights.poolId);
  return new Map(rows.map((r) => [r.poolId, { claimed: r.claimed, used: r.used }]));
}

export async function insertPool(tx: Executor, row: NewPoolRow): Promise<PoolRow> {
  const [inserted] = await tx.insert(rightsPools).values(row).returning();
  return inserted!;
}

/** Locks the pool row for an edit: claims queue behind it, so the counts read next stay true until commit. */
export async function lockPool(tx: Executor, poolId: number): Promise<PoolRow | undefined> {
  const [row] = await tx.select().from(rightsPools).where(eq(rightsPools.id, poolId)).for('update');
  return row;
}

export type PoolEdit = Omit<NewPoolRow, 'id' | 'createdAt' | 'stockLeft' | 'stockTotal' | 'claimStopped'>;

/**
 * Rewrites a pool's terms and sets its total stock, moving the stock left by the same difference in
 * the same statement (relative to what claims left, never a value read earlier); refused (undefined)
 * when that would leave less than nothing, i.e. the total below what was claimed.
 */
export async function updatePool(tx: Executor, poolId: number, edit: PoolEdit, stockTotal: number): Promise<PoolRow | undefined> {
  const [row] = await tx
    .update(rightsPools)
    .set({ ...edit, stockTotal, stockLeft: sql`${rightsPools.stockLeft} + (${stockTotal} - ${rightsPools.stockTotal})` })
    .where(and(eq(rightsPools.id, poolId), sql`${rightsPools.stockLeft} + (${stockTotal} - ${rightsPools.stockTotal}) >= 0`))
    .returning();
  return row;
}

export async function setClaimStopped(tx: Executor, poolId: number, claimStopped: boolean): Promise<PoolRow | undefined> {
  const [row] = await tx.update(rightsPools).set({ claimStopped }).where(eq(rightsPools.id, poolId)).returning();
  return row;
}
