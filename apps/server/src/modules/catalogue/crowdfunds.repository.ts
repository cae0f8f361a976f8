import { ActivityType, CrowdfundStatus, CrowdfundTargetType } from '@emall/contract';
import { and, count, desc, eq, gt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import type { CrowdfundRow } from './catalogue.repository.ts';
import { goods, goodsCrowdfunds } from './catalogue.table.ts';

export type NewCrowdfundRow = typeof goodsCrowdfunds.$inferInsert;

export interface CrowdfundListRow {
  crowdfund: CrowdfundRow;
  goodsName: string;
  goodsPicture: string;
}

/** Whole percent reached is at least 100, in the crowdfund's own unit (the SQL of crowdfundRaisedPercent >= 100). */
const targetMet = sql`(case when ${goodsCrowdfunds.targetType} = ${CrowdfundTargetType.Amount} then ${goodsCrowdfunds.currentAmountFen} else ${goodsCrowdfunds.currentQuantity} end) >= ${goodsCrowdfunds.targetValue}`;

/** The SQL of the domain's crowdfundStatusAt, so a page filters in the database (a test holds the two together). */
function statusNowCondition(status: number, now: Date): SQL {
  const published = notInArray(goodsCrowdfunds.status, [CrowdfundStatus.Draft, CrowdfundStatus.Off]);
  switch (status) {
    case CrowdfundStatus.Draft:
    case CrowdfundStatus.Off:
      return eq(goodsCrowdfunds.status, status);
    case CrowdfundStatus.CrowdfundPreheat:
      return and(published, gt(goodsCrowdfunds.startAt, now))!;
    case CrowdfundStatus.Crowdfunding:
      return and(published, lte(goodsCrowdfunds.startAt, now), gt(goodsCrowdfunds.endAt, now))!;
    case CrowdfundStatus.CrowdfundSuccess:
      return and(published, lte(goodsCrowdfunds.endAt, now), targetMet)!;
    default:
      return and(published, lte(goodsCrowdfunds.endAt, now), sql`not ${targetMet}`)!;
  }
}

/** A page of crowdfunds with their goods' name and first picture, newest goods first. */
export async function listCrowdfunds(
  db: Executor,
  filter: { keyword?: string; statusNow?: number },
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: CrowdfundListRow[]; total: number }> {
  const conditions: SQL[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(or(containsText(goods.name, keyword), containsText(goodsCrowdfunds.crowdfundNo, keyword))!);
  if (filter.statusNow !== undefined) conditions.push(statusNowCondition(filter.statusNow, now));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ crowdfund: goodsCrowdfunds, goodsName: goods.name, goodsPicture: sql<string>`coalesce(${goods.pictures}->>0, '')` })
      .from(goodsCrowdfunds)
      .innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId))
      .where(where)
      .orderBy(desc(goodsCrowdfunds.goodsId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(goodsCrowdfunds).innerJoin(goods, eq(goods.id, goodsCrowdfunds.goodsId)).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
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
