import { PayMethod, PayShowType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { pointsEarned, remainingCashFen, usesPoints } from './points.ts';

describe('usesPoints', () => {
  const payMethods = Object.values(PayMethod);
  const showTypes = Object.values(PayShowType);
  const cases = [true, false].flatMap((useIntegral) =>
    [true, false].flatMap((pointsDeductMode) =>
      payMethods.flatMap((payMethod) =>
        showTypes.map((payShowType) => ({ useIntegral, pointsDeductMode, payMethod, payShowType })),
      ),
    ),
  );

  it.each(cases)('follows the §5 rule for %o', (input) => {
    const expected =
      input.useIntegral &&
      ((input.pointsDeductMode && input.payMethod === 'evalue') || input.payShowType === PayShowType.E);
    expect(usesPoints(input)).toBe(expected);
  });

  it('never uses points without useIntegral', () => {
    expect(
      usesPoints({ useIntegral: false, pointsDeductMode: true, payMethod: 'evalue', payShowType: PayShowType.E }),
    ).toBe(false);
  });

  it('does not use points in deduct mode with cash payment', () => {
    expect(
      usesPoints({ useIntegral: true, pointsDeductMode: true, payMethod: 'cash', payShowType: PayShowType.deduct }),
    ).toBe(false);
  });
});

describe('remainingCashFen', () => {
  it('subtracts the points value from the pay amount', () => {
    expect(remainingCashFen(10_000, 300, 10)).toBe(7_000);
    expect(remainingCashFen(10_000, 0, 10)).toBe(10_000);
  });

  it('never goes below zero', () => {
    expect(remainingCashFen(1_000, 300, 10)).toBe(0);
    expect(remainingCashFen(0, 1, 1)).toBe(0);
  });

  it('rounds a fractional points value down to whole fen', () => {
    expect(remainingCashFen(1_000, 3, 0.5)).toBe(999);
  });
});

describe('pointsEarned', () => {
  const base = { payAmountFen: 10_000, pointsUsed: 0, exchangeProportion: 10, carriageFen: 0 };

  it('counts one point per fen of cash by default', () => {
    expect(pointsEarned(base)).toBe(10_000);
  });

  it('takes off the points used and the carriage', () => {
    expect(pointsEarned({ ...base, pointsUsed: 300, carriageFen: 1_000 })).toBe(6_000);
  });

  it('rounds up after dividing by distributionProportion', () => {
    expect(pointsEarned({ ...base, payAmountFen: 1_001, distributionProportion: 100 })).toBe(11);
    expect(pointsEarned({ ...base, payAmountFen: 1_000, distributionProportion: 100 })).toBe(10);
  });

  it('never goes below zero', () => {
    expect(pointsEarned({ ...base, payAmountFen: 500, carriageFen: 1_000 })).toBe(0);
    expect(pointsEarned({ ...base, pointsUsed: 5_000 })).toBe(0);
  });

  it('falls back to the default proportion when it is zero or negative', () => {
    expect(pointsEarned({ ...base, distributionProportion: 0 })).toBe(10_000);
    expect(pointsEarned({ ...base, distributionProportion: -5 })).toBe(10_000);
  });
});
