import { AfterSalesRefusal, CardType, DeductType, GoodsType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { apportion, piecesShare } from './apportion.ts';
import { priceOrder, type OrderCouponInput, type OrderLineInput } from './order-pricing.ts';
import { recordedOrder } from './refund-allocation.fixture.ts';
import { allocateOrder, quoteRefund, type PaidOrder, type RefundAmounts, type RefundContext, type RefundQuote } from './refund-allocation.ts';

const NOW = 1_000_000;
const before: RefundContext = { refunded: [], shipped: false, nowMs: NOW };

function refundOf(quote: RefundQuote): RefundAmounts {
  if (!quote.ok) throw new Error(`refused: ${quote.reason}`);
  return quote.refund;
}

/** The order exactly as checkout records it: priced by priceOrder, lines numbered from 1. */
function checkout(lines: OrderLineInput[], coupon: OrderCouponInput | null, options: { integral?: number; shipsByPost?: boolean } = {}): PaidOrder {
  const pricing = priceOrder({
    lines,
    coupon,
    shipsByPost: options.shipsByPost ?? true,
    userPoints: 100_000,
    choices: { useIntegral: options.integral !== undefined, payMethod: options.integral !== undefined ? 'evalue' : 'cash', integral: options.integral, fromCart: true },
  });
  return recordedOrder(lines, coupon, pricing);
}

const shop = GoodsType.shop;
const cash = (price: number, num: number, deductAmount = 0, goodsType: number = shop): OrderLineInput => ({ price, eValue: 0, deductType: DeductType.cash, deductAmount, num, goodsType });
const mixed = (price: number, eValue: number, num: number): OrderLineInput => ({ price, eValue, deductType: DeductType.all, deductAmount: 0, num, goodsType: shop });
const reduction = (fen: number, goodsType: number | null = null, expiresAtMs = NOW + 1): OrderCouponInput => ({
  id: 'c',
  cardType: CardType.enoughLess,
  eachReductionFen: fen,
  discountRatio: 100,
  useConditionFen: 0,
  goodsType,
  expiresAtMs,
});

describe('apportion', () => {
  it('splits exactly, the leftover units to the largest remainders, ties to the earlier', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(2000, [20000, 5000])).toEqual([1600, 400]);
    expect(apportion(5, [1, 2])).toEqual([2, 3]);
    expect(apportion(0, [3, 4])).toEqual([0, 0]);
    expect(apportion(3, [0, 0])).toEqual([2, 1]);
  });

  it('never gives a part more than its weight when the total fits', () => {
    expect(apportion(7, [1, 0, 6])).toEqual([1, 0, 6]);
    expect(apportion(3, [1, 1, 1, 1])).toEqual([1, 1, 1, 0]);
  });

  it('stays exact beyond 2^53 in the products', () => {
    const parts = apportion(9_000_000_000_000, [3_000_000_007, 6_000_000_011, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9_000_000_000_000);
  });

  it('refuses what cannot be split', () => {
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    expect(() => apportion(1, [])).toThrow(RangeError);
  });

  it('gives each piece the floor and the last piece the remainder', () => {
    expect([0, 1, 2].map((done) => piecesShare(2900, 3, done, 1))).toEqual([966, 966, 968]);
    expect(piecesShare(2900, 3, 0, 3)).toBe(2900);
    expect(piecesShare(2900, 3, 1, 2)).toBe(966 + 968);
  });
});

describe('allocateOrder and quoteRefund: hand-checked orders', () => {
  // ¥100 × 2 (E-value may offset ¥15 a piece) and ¥50 + 2700 E值; a ¥20 coupon; 3000 E值 in all.
  const order = checkout([cash(10_000, 2, 1_500), mixed(5_000, 2_700, 1)], reduction(2_000), { integral: 3_000 });

  it('is the order checkout records', () => {
    expect(order).toMatchObject({ goodsAmountFen: 25_000, couponDeductFen: 2_000, carriageFen: 0, payAmountFen: 20_000, integral: 3_000, pointsEarned: 200 });
  });

  it('splits the coupon by cash, the offset over the lines that allowed it, the earned E-value by cash paid', () => {
    expect(allocateOrder(order)).toEqual([
      { lineId: 1, num: 2, cashFen: 15_400, eValue: 300, couponFen: 1_600, offsetFen: 3_000, pointsEarned: 154 },
      { lineId: 2, num: 1, cashFen: 4_600, eValue: 2_700, couponFen: 400, offsetFen: 0, pointsEarned: 46 },
    ]);
  });

  it('refunds one of two pieces: half the line, no coupon, no carriage', () => {
    const refund = refundOf(quoteRefund(order, [{ lineId: 1, pieces: 1 }], before));
    expect(refund).toMatchObject({ cashFen: 7_700, eValue: 150, couponFen: 800, couponBack: false, carriageFen: 0, pointsEarnedBack: 77, wholeOrder: false });
  });

  it('gives the coupon back with the refund that leaves nothing, while the coupon is valid', () => {
    const context: RefundContext = { ...before, refunded: [{ lineId: 1, pieces: 2 }] };
    expect(refundOf(quoteRefund(order, [{ lineId: 2, pieces: 1 }], context))).toMatchObject({ cashFen: 4_600, eValue: 2_700, couponBack: true, wholeOrder: true });
    const expired = { ...context, nowMs: NOW + 1 };
    expect(refundOf(quoteRefund(order, [{ lineId: 2, pieces: 1 }], expired))).toMatchObject({ couponBack: false, wholeOrder: true });
  });

  it('gives the last piece the remainder and the carriage only when everything goes back unshipped', () => {
    const small = checkout([cash(1_000, 3)], reduction(100));
    expect(small).toMatchObject({ payAmountFen: 3_700, carriageFen: 800 });
    const one = (done: number, shipped: boolean) => refundOf(quoteRefund(small, [{ lineId: 1, pieces: 1 }], { refunded: [{ lineId: 1, pieces: done }], shipped, nowMs: NOW }));
    expect([one(0, false).cashFen, one(1, false).cashFen, one(2, false).cashFen]).toEqual([966, 966, 968 + 800]);
    expect(one(2, true)).toMatchObject({ cashFen: 968, carriageFen: 0, wholeOrder: true });
    expect(refundOf(quoteRefund(small, [{ lineId: 1, pieces: 3 }], { ...before, shipped: true })).cashFen).toBe(2_900);
  });

  it('puts a coupon limited to chosen goods on their lines alone, as checkout did', () => {
    const forModel: OrderCouponInput = { ...reduction(3_000), goodsIds: [7] };
    const paid = checkout([{ ...cash(20_000, 1), goodsId: 8 }, { ...cash(10_000, 1), goodsId: 7 }], forModel);
    expect(paid.couponDeductFen).toBe(3_000);
    expect(allocateOrder(paid).map((s) => s.couponFen)).toEqual([0, 3_000]);
  });

  it('puts an offset the allowing lines cannot hold on the cash other lines have left', () => {
    // The coupon takes all of the attachment, so checkout's whole-order offset cap lets E-value pay the boutique goods.
    const spill = checkout([cash(10_000, 1, 10_000, GoodsType.shop + 1), cash(50_000, 1)], reduction(10_000, GoodsType.shop + 1), { integral: 1_000 });
    expect(spill).toMatchObject({ couponDeductFen: 10_000, payAmountFen: 40_000, integral: 1_000 });
    expect(allocateOrder(spill).map((s) => [s.cashFen, s.eValue, s.couponFen])).toEqual([
      [0, 0, 10_000],
      [40_000, 1_000, 0],
    ]);
  });

  it('refuses unknown, repeated and over-asked lines and pieces that are not whole', () => {
    const refusal = (request: { lineId: number; pieces: number }[], context = before) => {
      const quote = quoteRefund(order, request, context);
      return quote.ok ? null : [quote.reason, quote.lineId];
    };
    expect(refusal([])).toEqual([AfterSalesRefusal.piecesInvalid, null]);
    expect(refusal([{ lineId: 9, pieces: 1 }])).toEqual([AfterSalesRefusal.lineUnknown, 9]);
    expect(refusal([{ lineId: 1, pieces: 1 }, { lineId: 1, pieces: 1 }])).toEqual([AfterSalesRefusal.lineUnknown, 1]);
    expect(refusal([{ lineId: 1, pieces: 0 }])).toEqual([AfterSalesRefusal.piecesInvalid, 1]);
    expect(refusal([{ lineId: 1, pieces: 1.5 }])).toEqual([AfterSalesRefusal.piecesInvalid, 1]);
    expect(refusal([{ lineId: 1, pieces: 3 }])).toEqual([AfterSalesRefusal.piecesExceedLeft, 1]);
    expect(refusal([{ lineId: 1, pieces: 1 }], { ...before, refunded: [{ lineId: 1, pieces: 2 }] })).toEqual([AfterSalesRefusal.piecesExceedLeft, 1]);
  });

  it('throws for totals checkout could not have recorded', () => {
    expect(() => allocateOrder({ ...order, goodsAmountFen: 24_999 })).toThrow(RangeError);
    expect(() => allocateOrder({ ...order, integral: 2_000 })).toThrow(RangeError);
    expect(() => allocateOrder({ ...order, payAmountFen: 30_000 })).toThrow(RangeError);
    expect(() => allocateOrder({ ...order, lines: [] })).toThrow(RangeError);
  });
});
