import { CrowdfundTargetType } from '@emall/contract';
import { crowdfundProgressPercent, type CrowdfundWindow } from './crowdfund.ts';

/**
 * A crowdfund's figures come from its orders (issue 19): supporting it is buying its goods while
 * it runs. The server sums them in SQL (crowdfund-raised.repository.ts); these are the rules it
 * follows, and an API test holds the two together.
 */

/** An order line of a crowdfund's goods, with what its order says. */
export interface CrowdfundOrderLine {
  orderId: number;
  userId: number;
  /** When the order was placed: a support only if the crowdfund was running then. */
  placedAt: Date;
  paid: boolean;
  /** Cancelled or closed (a whole-order refund closes the order too). */
  cancelled: boolean;
  num: number;
  /** Pieces after-sales refunded (cases whose refund ran): they support nothing. */
  refundedNum: number;
  /** The unit price paid in cash terms, fen (before coupons and E-value, which are the shop's and the shopper's own). */
  priceFen: number;
}

/**
 * The pieces a line supports: a paid order, neither cancelled nor closed, placed while the crowdfund
 * ran, less the pieces refunded; 0 for any other line.
 */
export function supportedPieces(line: CrowdfundOrderLine, window: CrowdfundWindow): number {
  const placed = line.placedAt.getTime();
  const inWindow = placed >= window.startAt.getTime() && placed < window.endAt.getTime();
  if (!line.paid || line.cancelled || !inWindow) return 0;
  return Math.max(0, line.num - line.refundedNum);
}

/** What the shop's orders raised: supporters (distinct shoppers), supporting orders, pieces and fen. */
export interface CrowdfundRaised {
  people: number;
  supports: number;
  pieces: number;
  amountFen: number;
}

export const NOTHING_RAISED: CrowdfundRaised = { people: 0, supports: 0, pieces: 0, amountFen: 0 };

/** The sum over the lines that support the crowdfund: a shopper whose pieces were all refunded no longer counts. */
export function crowdfundRaised(lines: readonly CrowdfundOrderLine[], window: CrowdfundWindow): CrowdfundRaised {
  const people = new Set<number>();
  const supports = new Set<number>();
  let pieces = 0;
  let amountFen = 0;
  for (const line of lines) {
    const n = supportedPieces(line, window);
    if (n === 0) continue;
    people.add(line.userId);
    supports.add(line.orderId);
    pieces += n;
    amountFen += n * line.priceFen;
  }
  return { people: people.size, supports: supports.size, pieces, amountFen };
}

/**
 * The base a crowdfund was opened with (stored on it): supports taken outside the shop before it
 * opened there, such as the demo's running campaign. The console opens campaigns at nothing.
 */
export interface CrowdfundBase {
  baseJoinPeople: number;
  baseAmountFen: number;
  baseQuantity: number;
}

/** The figures every view shows (§3 Progress), base and orders together; realityJoinPeople is the shop's alone. */
export interface CrowdfundFigures {
  realityJoinPeople: number;
  realityJoinPeopleTimes: number;
  totalJoinPeople: number;
  currentAmountFen: number;
  currentQuantity: number;
  /** Whole percent of the target, in its own unit (amount or pieces); may pass 100. */
  progress: number;
}

export function crowdfundFigures(
  cf: CrowdfundBase & { targetType: number; targetValue: number },
  raised: CrowdfundRaised,
): CrowdfundFigures {
  const currentAmountFen = cf.baseAmountFen + raised.amountFen;
  const currentQuantity = cf.baseQuantity + raised.pieces;
  const current = cf.targetType === CrowdfundTargetType.Amount ? currentAmountFen : currentQuantity;
  return {
    realityJoinPeople: raised.people,
    realityJoinPeopleTimes: raised.supports,
    totalJoinPeople: cf.baseJoinPeople + raised.people,
    currentAmountFen,
    currentQuantity,
    progress: crowdfundProgressPercent(current, cf.targetValue),
  };
}
