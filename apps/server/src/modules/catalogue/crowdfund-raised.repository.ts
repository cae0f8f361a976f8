import { CrowdfundStatus, CrowdfundTargetType } from '@emall/contract';
import { crowdfundFigures, NOTHING_RAISED, type CrowdfundFigures, type CrowdfundRaised } from '@emall/domain';
import { and, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
// Read only: a crowdfund's figures are summed from the orders of its goods (issue 19); orders writes these.
import { orderLines, orders } from '../orders/orders.table.ts';
import type { CrowdfundRow } from './catalogue.repository.ts';
import { goodsCrowdfunds } from './catalogue.table.ts';

/** A crowdfund with the figures its base and its orders add up to now. */
export type LiveCrowdfund = CrowdfundRow & CrowdfundFigures;

const piecesLeft = sql`(${orderLines.num} - ${orderLines.refundedNum})`;

/**
 * The order lines that support the crowdfund of the outer goods_crowdfunds row: the SQL of the
 * domain's supportedPieces > 0 (paid, neither cancelled nor closed, placed in the window, pieces
 * not all refunded). An API test holds the two together.
 */
const supportsTheOuterCrowdfund: SQL = and(
  eq(orderLines.goodsId, goodsCrowdfunds.goodsId),
  isNotNull(orders.paidAt),
  isNull(orders.cancelledAt),
  gt(orderLines.num, orderLines.refundedNum),
  gte(orders.createdAt, goodsCrowdfunds.startAt),
  lt(orders.createdAt, goodsCrowdfunds.endAt),
)!;

/** What the orders raised for each crowdfund row of the query it is joined to (left join lateral … on true). */
export function raisedLateral(db: Executor) {
  return db
    .select({
      people: sql<number>`count(distinct ${orders.userId})`.mapWith(Number).as('raised_people'),
      supports: sql<number>`count(distinct ${orders.id})`.mapWith(Number).as('raised_supports'),
      pieces: sql<number>`coalesce(sum(${piecesLeft}), 0)`.mapWith(Number).as('raised_pieces'),
      amountFen: sql<number>`coalesce(sum(${piecesLeft}::bigint * ${orderLines.priceFen}), 0)`.mapWith(Number).as('raised_amount_fen'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(supportsTheOuterCrowdfund)
    .as('raised');
}

export type RaisedColumns = ReturnType<typeof raisedLateral>;

/** The lateral's columns to select, as a CrowdfundRaised. */
export function raisedFields(raised: RaisedColumns) {
  return { people: raised.people, supports: raised.supports, pieces: raised.pieces, amountFen: raised.amountFen };
}

/** The crowdfund's target is met by its base and orders (the SQL of the domain's progress >= 100). */
export function targetMetSql(raised: RaisedColumns): SQL {
  return sql`(case when ${goodsCrowdfunds.targetType} = ${CrowdfundTargetType.Amount}
    then ${goodsCrowdfunds.baseAmountFen} + ${raised.amountFen}
    else ${goodsCrowdfunds.baseQuantity} + ${raised.pieces} end) >= ${goodsCrowdfunds.targetValue}`;
}

/** A crowdfund row and what a lateral `raised` gave for it, as the figures every view shows. */
export function toLiveCrowdfund(crowdfund: CrowdfundRow, raised: CrowdfundRaised | null | undefined): LiveCrowdfund {
  return { ...crowdfund, ...crowdfundFigures(crowdfund, raised ?? NOTHING_RAISED) };
}

/** Crowdfunds matching `where` with their live figures, one query. */
export async function findLiveCrowdfunds(db: Executor, where: SQL): Promise<LiveCrowdfund[]> {
  const raised = raisedLateral(db);
  const rows = await db
    .select({
      crowdfund: goodsCrowdfunds,
      raised: raisedFields(raised),
    })
    .from(goodsCrowdfunds)
    .leftJoinLateral(raised, sql`true`)
    .where(where);
  return rows.map((r) => toLiveCrowdfund(r.crowdfund, r.raised));
}

export async function findLiveCrowdfundOfGoods(db: Executor, goodsId: number): Promise<LiveCrowdfund | undefined> {
  const [row] = await findLiveCrowdfunds(db, eq(goodsCrowdfunds.goodsId, goodsId));
  return row;
}

/**
 * The order has a line of a crowdfund's goods placed while it ran, and that crowdfund has not
 * succeeded: its goods wait for the outcome (issue 19), so a failed campaign refunds goods that
 * never left. A draft campaign holds nothing (it never ran).
 */
export async function isOrderAwaitingCrowdfund(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ goodsId: orderLines.goodsId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(goodsCrowdfunds, eq(goodsCrowdfunds.goodsId, orderLines.goodsId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        ne(goodsCrowdfunds.status, CrowdfundStatus.Draft),
        gte(orders.createdAt, goodsCrowdfunds.startAt),
        lt(orders.createdAt, goodsCrowdfunds.endAt),
        or(isNull(goodsCrowdfunds.outcome), ne(goodsCrowdfunds.outcome, CrowdfundStatus.CrowdfundSuccess)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
