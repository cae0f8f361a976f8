import { PayShowType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { cashDisplayFen, couponDeductsAll } from './pay.ts';

describe('couponDeductsAll', () => {
  it('is true only for a zero pay amount with a chosen coupon', () => {
    expect(couponDeductsAll(0, true)).toBe(true);
    expect(couponDeductsAll(0, false)).toBe(false);
    expect(couponDeductsAll(1, true)).toBe(false);
    expect(couponDeductsAll(-1, true)).toBe(false);
  });
});

describe('cashDisplayFen', () => {
  it.each([PayShowType.E, PayShowType.cash, PayShowType.deduct])('shows the full pay amount for show type %s', (t) => {
    expect(cashDisplayFen(10_000, t, 4_000)).toBe(10_000);
  });

  it('shows the cash pay amount for cartDeduct', () => {
    expect(cashDisplayFen(10_000, PayShowType.cartDeduct, 4_000)).toBe(4_000);
  });
});
