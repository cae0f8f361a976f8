import { ActivityType, CrowdfundStatus } from '@emall/contract';
import { and, count, desc, eq, gt, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import type { CrowdfundRow } from './catalogue.repository.ts';
import { goods, goodsCrowdfunds } from './catalogue.table.ts';
import { raisedFields, raisedLateral, targetMetSql, toLiveCrowdfund, type LiveCrowdfund, type RaisedColumns } from './crowdfund-raised.repository.ts';

export type NewCrowdfundRow = typeof goodsCrowdfunds.$inferInsert;

export interface CrowdfundListRow {
  crowdfund: CrowdfundRow;
  goodsName: string;
  goodsPicture: string;
}

/** A row of the console's list: the crowdfund with its live figures. */
export interface LiveCrowdfundListRow extends CrowdfundListRow {
  crowdfund: LiveCrowdfund;
}

/** The SQL of the domain's crowdfundStatusAt on the live figures, so a page filters in the database (a test holds the two together). */
function statusNowCondition(status: number, now: Date, raised: RaisedColumns): SQL {
  const targetMet = targetMetSql(raised);
  const published = notInArray(goodsCrowdfunds.status, [CrowdfundStatus.Draft, CrowdfundStatus.Off]);
  // Once settled, the recorded outcome (issue 19); before, the figures.
  const ended = (outcome: number, byFigures: SQL) =>
    and(published, lte(goodsCrowdfunds.endAt, now), or(eq(goodsCrowdfunds.outcome, outcome), and(isNull(goodsCrowdfunds.outcome), byFigures)))!;
  switch (status) {
    case CrowdfundStatus.Draft:
    case CrowdfundStatus.Off:
      return eq(goodsCrowdfunds.status, status);
    case CrowdfundStatus.CrowdfundPreheat:
      return and(published, gt(goodsCrowdfunds.startAt, now))!;
    case CrowdfundStatus.Crowdfunding:
      return and(published, lte(goodsCrowdfunds.startAt, now), gt(goodsCrowdfunds.endAt, now))!;
    case CrowdfundStatus.CrowdfundSuccess:
      return ended(CrowdfundStatus.CrowdfundSuccess, targetMet);
    default:
      return ended(CrowdfundStatus.CrowdfundFail, sql`not ${targetMet}`);
  }
}

/** A page of crowdfunds with their goods' name and first picture, newest goods first. */
export async function listCrowdfunds(
  db: Executor,
  filter: { keyword?: string; statusNow?: number },
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: LiveCrowdfundListRow[]; total: number }> {
  const raised = raisedLateral(db);
  const conditions: SQL[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(or(containsText(goods.name, keyword), containsText(goodsCrowdfunds.crowdfundNo, keyword))!);
  if (filter.statusNow !== undefined) conditions.push(statusNowCondition(filter.statusNow, now, raised));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        crowdfund: goodsCrowdfunds,
        raised: raisedFields(raised),
        goodsName: goods.name,
        goodsPicture: sql<string>`coalesce(${goods.pictures}->>0, '')`,
      })
      .from(goodsCrowdfunds)
      .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
      .leftJoinLateral(raised, sql`true`)
      .where(where)
      .orderBy(desc(goodsCrowdfunds.goodsId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(goodsCrowdfunds)
      .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
      .leftJoinLateral(raised, sql`true`)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ crowdfund: toLiveCrowdfund(r.crowdfund, r.raised), goodsName: r.goodsName, goodsPicture: r.goodsPicture })),
    total: totalRow?.n ?? 0,
  };
}

/** A crowdfund and its goods' name, its row locked for an edit. */
export async function lockCrowdfund(tx: Executor, goodsId: number): Promise<CrowdfundListRow | undefined> {
  const [row] = await tx
    .select({ crowdfund: goodsCrowdfunds, goodsName: goods.name, goodsPicture: sql<string>`coalesce(${goods.pictures}->>0, '')` })
    .from(goodsCrowdfunds)
    .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
    .where(eq(goodsCrowdfunds.goodsId, goodsId))
    .for('update', { of: goodsCrowdfunds });
  return row;
}

/** Inserts a crowdfund unless its goods has one (undefined then: the primary key decides a race). */
export async function insertCrowdfund(tx: Executor, row: NewCrowdfundRow): Promise<CrowdfundRow | undefined> {
  const [inserted] = await tx.insert(goodsCrowdfunds).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Makes the goods a crowdfunding goods, so the shop shows its campaign. */
export async function markCrowdfundGoods(tx: Executor, goodsId: number): Promise<void> {
  await tx.update(goods).set({ activityType: ActivityType.CROWDFUNDING }).where(eq(goods.id, goodsId));
}

export async function updateCrowdfund(
  tx: Executor,
  goodsId: number,
  terms: Pick<NewCrowdfundRow, 'status' | 'targetType' | 'targetValue' | 'startAt' | 'endAt'>,
): Promise<CrowdfundRow> {
  const [row] = await tx.update(goodsCrowdfunds).set(terms).where(eq(goodsCrowdfunds.goodsId, goodsId)).returning();
  return row!;
}

/** Goods of the crowdfunds due for settlement and not settled yet: started once (not a draft), past their end. */
export async function findCrowdfundsToSettle(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ goodsId: goodsCrowdfunds.goodsId })
    .from(goodsCrowdfunds)
    .where(and(ne(goodsCrowdfunds.status, CrowdfundStatus.Draft), lte(goodsCrowdfunds.endAt, now), isNull(goodsCrowdfunds.settledAt)))
    .orderBy(goodsCrowdfunds.endAt);
  return rows.map((r) => r.goodsId);
}

/** Records the outcome and the end it was decided at, once: undefined when an outcome is there already. */
export async function recordOutcome(tx: Executor, goodsId: number, outcome: number, endAt: Date): Promise<CrowdfundRow | undefined> {
  const [row] = await tx
    .update(goodsCrowdfunds)
    .set({ outcome, endAt })
    .where(and(eq(goodsCrowdfunds.goodsId, goodsId), isNull(goodsCrowdfunds.outcome)))
    .returning();
  return row;
}

/** The settled marker, written last and once. */
export async function markSettled(tx: Executor, goodsId: number, now: Date): Promise<CrowdfundRow | undefined> {
  const [row] = await tx
    .update(goodsCrowdfunds)
    .set({ settledAt: now })
    .where(and(eq(goodsCrowdfunds.goodsId, goodsId), isNull(goodsCrowdfunds.settledAt)))
    .returning();
  return row;
}
