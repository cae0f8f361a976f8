import { AfterSalesRefusal, CardType, DeductType, GoodsType } from '@emall/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, type OrderCouponInput, type OrderLineInput } from './order-pricing.ts';
import { recordedOrder } from './refund-allocation.fixture.ts';
import { allocateOrder, quoteRefund, type PaidOrder, type RefundPieces } from './refund-allocation.ts';

const NOW = 1_000_000;
const goodsTypes = [GoodsType.shop, GoodsType.service];

const lineArb: fc.Arbitrary<OrderLineInput> = fc
  .record({
    deductType: fc.constantFrom(DeductType.cash, DeductType.integral, DeductType.all),
    price: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 1, max: 999 })),
    eValue: fc.integer({ min: 0, max: 20_000 }),
    deductAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300_000 })),
    num: fc.integer({ min: 1, max: 10 }),
    goodsType: fc.constantFrom(...goodsTypes),
  })
  .map((l) => ({ ...l, price: l.deductType === DeductType.integral ? 0 : l.price }));

const couponArb: fc.Arbitrary<OrderCouponInput | null> = fc.option(
  fc.record({
    id: fc.constant('c'),
    cardType: fc.constantFrom(CardType.enoughLess, CardType.deduct, CardType.enoughDiscount),
    eachReductionFen: fc.integer({ min: 1, max: 500_000 }),
    discountRatio: fc.integer({ min: 1, max: 99 }),
    useConditionFen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500_000 })),
    goodsType: fc.option(fc.constantFrom(...goodsTypes)),
    expiresAtMs: fc.integer({ min: NOW - 10, max: NOW + 10 }),
  }),
);

/** A random order exactly as checkout prices and records it (orders a checkout would refuse are skipped). */
const orderArb: fc.Arbitrary<PaidOrder> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
    coupon: couponArb,
    shipsByPost: fc.boolean(),
    userPoints: fc.integer({ min: 0, max: 500_000 }),
    useIntegral: fc.boolean(),
    integralPick: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    fromCart: fc.boolean(),
  })
  .map((r) => {
    const base = { lines: r.lines, coupon: r.coupon, shipsByPost: r.shipsByPost, userPoints: r.userPoints };
    const choices = { useIntegral: r.useIntegral, payMethod: r.useIntegral ? ('evalue' as const) : ('cash' as const), fromCart: r.fromCart };
    const range = priceOrder({ ...base, choices }).payData;
    const integral = r.integralPick === null ? undefined : range.minIntegral + Math.floor(r.integralPick * (range.payIntegral - range.minIntegral));
    return { pricing: priceOrder({ ...base, choices: { ...choices, integral } }), r };
  })
  .filter(({ pricing }) => !pricing.eValueShort && !pricing.integralOutOfRange)
  .map(({ pricing, r }) => recordedOrder(r.lines, r.coupon, pricing));

/**
 * Every piece of an order, shuffled and cut into requests of any size (a request may span lines);
 * `shipAt` is the request before which the order ships (past the end: never).
 */
const scenarioArb = orderArb.chain((order) => {
  const units = order.lines.flatMap((l) => Array.from({ length: l.num }, () => l.id));
  return fc.record({
    order: fc.constant(order),
    units: fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length }),
    cuts: fc.array(fc.boolean(), { minLength: units.length, maxLength: units.length }),
    shipAt: fc.integer({ min: 0, max: units.length + 1 }),
    overAsk: fc.integer({ min: 1, max: 3 }),
  });
});

function requestsOf(units: readonly number[], cuts: readonly boolean[]): RefundPieces[][] {
  const groups: number[][] = [];
  units.forEach((id, i) => {
    if (i === 0 || cuts[i]) groups.push([]);
    groups.at(-1)!.push(id);
  });
  return groups.map((group) => {
    const counts = new Map<number, number>();
    for (const id of group) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([lineId, pieces]) => ({ lineId, pieces }));
  });
}

describe('refund allocation over random orders and refund sequences', () => {
  it('splits every order total over the lines exactly, no share negative, no line paying more cash than its goods', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const shares = allocateOrder(order);
        const sum = (pick: (s: (typeof shares)[number]) => number) => shares.reduce((a, s) => a + pick(s), 0);
        expect(sum((s) => s.cashFen)).toBe(order.payAmountFen - order.carriageFen);
        expect(sum((s) => s.eValue)).toBe(order.integral);
        expect(sum((s) => s.couponFen)).toBe(order.couponDeductFen);
        expect(sum((s) => s.pointsEarned)).toBe(order.pointsEarned);
        shares.forEach((s, i) => {
          for (const v of [s.cashFen, s.eValue, s.couponFen, s.offsetFen, s.pointsEarned]) expect(v).toBeGreaterThanOrEqual(0);
          const line = order.lines[i]!;
          const lineCash = line.deductType === DeductType.integral ? 0 : line.price * line.num;
          expect(s.cashFen + s.couponFen + s.offsetFen).toBe(lineCash);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('refunds every unit once, never negative, never above what was paid, and all of it in the end', () => {
    fc.assert(
      fc.property(scenarioArb, ({ order, units, cuts, shipAt, overAsk }) => {
        const refunded = new Map<number, number>();
        const totals = { cash: 0, eValue: 0, earned: 0, carriage: 0, coupons: 0 };
        const requests = requestsOf(units, cuts);
        requests.forEach((request, step) => {
          const context = { refunded: [...refunded].map(([lineId, pieces]) => ({ lineId, pieces })), shipped: step >= shipAt, nowMs: NOW };

          // Asking for more than is left of a line is refused, and changes nothing.
          const over = request[0]!;
          const left = order.lines.find((l) => l.id === over.lineId)!.num - (refunded.get(over.lineId) ?? 0);
          const refusal = quoteRefund(order, [{ lineId: over.lineId, pieces: left + overAsk }], context);
          expect(refusal).toEqual({ ok: false, reason: AfterSalesRefusal.piecesExceedLeft, lineId: over.lineId });

          const quote = quoteRefund(order, request, context);
          if (!quote.ok) throw new Error(`refused ${quote.reason}`);
          const refund = quote.refund;
          for (const v of [refund.cashFen, refund.eValue, refund.pointsEarnedBack, refund.carriageFen, refund.couponFen]) expect(v).toBeGreaterThanOrEqual(0);
          for (const line of refund.lines) expect(Math.min(line.cashFen, line.eValue, line.couponFen, line.pointsEarned)).toBeGreaterThanOrEqual(0);
          totals.cash += refund.cashFen;
          totals.eValue += refund.eValue;
          totals.earned += refund.pointsEarnedBack;
          totals.carriage += refund.carriageFen;
          if (refund.couponBack) totals.coupons++;
          expect(totals.cash).toBeLessThanOrEqual(order.payAmountFen);
          expect(totals.eValue).toBeLessThanOrEqual(order.integral);
          expect(totals.earned).toBeLessThanOrEqual(order.pointsEarned);
          for (const { lineId, pieces } of request) refunded.set(lineId, (refunded.get(lineId) ?? 0) + pieces);
          expect(refund.wholeOrder).toBe(step === requests.length - 1);
        });

        const lastShipped = requests.length - 1 >= shipAt;
        expect(totals.carriage).toBe(lastShipped ? 0 : order.carriageFen);
        expect(totals.cash).toBe(order.payAmountFen - (lastShipped ? order.carriageFen : 0));
        expect(totals.eValue).toBe(order.integral);
        expect(totals.earned).toBe(order.pointsEarned);
        expect(totals.coupons).toBe(order.coupon !== null && NOW < order.coupon.expiresAtMs ? 1 : 0);

        // Nothing is left: every further piece is refused.
        const done = [...refunded].map(([lineId, pieces]) => ({ lineId, pieces }));
        for (const line of order.lines) {
          const again = quoteRefund(order, [{ lineId: line.id, pieces: 1 }], { refunded: done, shipped: true, nowMs: NOW });
          expect(again.ok).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
