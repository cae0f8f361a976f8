import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedClawback } from './refund-points.ts';

describe('earnedClawback', () => {
  it('takes the earned E-value from the balance when it is there', () => {
    expect(earnedClawback({ eValueBack: 150, earnedBack: 77, cashFen: 7_700, balance: 0 })).toEqual({ pointsDelta: 73, pointsFromCash: 0, cashDeductFen: 0, debtPoints: 0 });
    expect(earnedClawback({ eValueBack: 0, earnedBack: 77, cashFen: 7_700, balance: 100 })).toEqual({ pointsDelta: -77, pointsFromCash: 0, cashDeductFen: 0, debtPoints: 0 });
  });

  it('takes what was spent from the cash refund at 10 fen a point, never leaving the balance below 0', () => {
    expect(earnedClawback({ eValueBack: 0, earnedBack: 77, cashFen: 7_700, balance: 7 })).toEqual({ pointsDelta: -7, pointsFromCash: 70, cashDeductFen: 700, debtPoints: 0 });
  });

  it('records as a debt only what the cash refund cannot cover', () => {
    expect(earnedClawback({ eValueBack: 0, earnedBack: 77, cashFen: 305, balance: 0 })).toEqual({ pointsDelta: 0, pointsFromCash: 30, cashDeductFen: 300, debtPoints: 47 });
  });

  it('accounts for every earned point once, whatever the amounts', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, amount, fc.integer({ min: 1, max: 100 }), (eValueBack, earnedBack, cashFen, balance, exchangeProportion) => {
        const c = earnedClawback({ eValueBack, earnedBack, cashFen, balance, exchangeProportion });
        expect(balance + c.pointsDelta).toBeGreaterThanOrEqual(0);
        expect(eValueBack - c.pointsDelta + c.pointsFromCash + c.debtPoints).toBe(earnedBack);
        expect(c.cashDeductFen).toBe(c.pointsFromCash * exchangeProportion);
        expect(c.cashDeductFen).toBeLessThanOrEqual(cashFen);
        expect(Math.min(c.pointsFromCash, c.debtPoints, c.cashDeductFen)).toBeGreaterThanOrEqual(0);
        if (c.debtPoints > 0) expect(cashFen - c.cashDeductFen).toBeLessThan(exchangeProportion);
      }),
    );
  });

  it('refuses amounts that are not whole and non-negative', () => {
    expect(() => earnedClawback({ eValueBack: -1, earnedBack: 0, cashFen: 0, balance: 0 })).toThrow(RangeError);
    expect(() => earnedClawback({ eValueBack: 0, earnedBack: 0.5, cashFen: 0, balance: 0 })).toThrow(RangeError);
  });
});
