import { CrowdfundStatus, CrowdfundTargetType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { crowdfundFigures, crowdfundRaised, NOTHING_RAISED, supportedPieces, type CrowdfundOrderLine } from './crowdfund-figures.ts';

const START = Date.UTC(2026, 11, 1);
const END = Date.UTC(2026, 11, 31);
const window = { status: CrowdfundStatus.Crowdfunding, startAt: new Date(START), endAt: new Date(END) };
const line = (over: Partial<CrowdfundOrderLine> = {}): CrowdfundOrderLine => ({
  orderId: 1,
  userId: 1,
  placedAt: new Date(START + 1_000),
  paid: true,
  cancelled: false,
  num: 2,
  refundedNum: 0,
  priceFen: 39_900,
  ...over,
});

describe('supportedPieces: what counts as a support', () => {
  it('counts the pieces of a paid order placed while the crowdfund ran', () => {
    expect(supportedPieces(line(), window)).toBe(2);
    expect(supportedPieces(line({ placedAt: new Date(START) }), window)).toBe(2);
  });

  it('counts nothing of an unpaid, cancelled or closed order', () => {
    expect(supportedPieces(line({ paid: false }), window)).toBe(0);
    expect(supportedPieces(line({ cancelled: true }), window)).toBe(0);
  });

  it('counts nothing placed before the start or from the end on (the goods sold outside its campaign)', () => {
    expect(supportedPieces(line({ placedAt: new Date(START - 1) }), window)).toBe(0);
    expect(supportedPieces(line({ placedAt: new Date(END) }), window)).toBe(0);
  });

  it('takes away the pieces after-sales refunded, down to nothing', () => {
    expect(supportedPieces(line({ refundedNum: 1 }), window)).toBe(1);
    expect(supportedPieces(line({ refundedNum: 2 }), window)).toBe(0);
  });
});

describe('crowdfundRaised', () => {
  it('counts distinct shoppers and orders, and sums pieces and their price', () => {
    const raised = crowdfundRaised(
      [
        line({ orderId: 1, userId: 1, num: 2 }),
        line({ orderId: 2, userId: 1, num: 1 }),
        line({ orderId: 3, userId: 2, num: 3, refundedNum: 1 }),
        line({ orderId: 4, userId: 3, cancelled: true }),
        line({ orderId: 5, userId: 4, paid: false }),
      ],
      window,
    );
    expect(raised).toEqual({ people: 2, supports: 3, pieces: 5, amountFen: 5 * 39_900 });
  });

  it('no longer counts a shopper whose every piece was refunded', () => {
    expect(crowdfundRaised([line({ refundedNum: 2 })], window)).toEqual(NOTHING_RAISED);
  });
});

describe('crowdfundFigures', () => {
  const base = { baseJoinPeople: 10, baseAmountFen: 1_000_000, baseQuantity: 25 };
  const raised = { people: 3, supports: 4, pieces: 5, amountFen: 200_000 };

  it('adds the orders to the base, and keeps the shop’s own supporters apart', () => {
    const figures = crowdfundFigures({ ...base, targetType: CrowdfundTargetType.Amount, targetValue: 2_400_000 }, raised);
    expect(figures).toEqual({
      realityJoinPeople: 3,
      realityJoinPeopleTimes: 4,
      totalJoinPeople: 13,
      currentAmountFen: 1_200_000,
      currentQuantity: 30,
      progress: 50,
    });
  });

  it('measures progress in pieces for a pieces target, rounded down, past 100 when over-funded', () => {
    expect(crowdfundFigures({ ...base, targetType: CrowdfundTargetType.Pieces, targetValue: 40 }, raised).progress).toBe(75);
    expect(crowdfundFigures({ ...base, targetType: CrowdfundTargetType.Pieces, targetValue: 20 }, raised).progress).toBe(150);
  });

  it('is nothing for a campaign opened at nothing without orders', () => {
    const empty = crowdfundFigures({ baseJoinPeople: 0, baseAmountFen: 0, baseQuantity: 0, targetType: CrowdfundTargetType.Amount, targetValue: 100 }, NOTHING_RAISED);
    expect(empty).toMatchObject({ totalJoinPeople: 0, currentAmountFen: 0, progress: 0 });
  });
});
