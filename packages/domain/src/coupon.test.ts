import { CouponButtonState } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { couponConditionText, isCouponSoldOut } from './coupon.ts';

describe('couponConditionText', () => {
  it('states a threshold in yuan without trailing zeros', () => {
    expect(couponConditionText(19900)).toBe('满199元可用');
    expect(couponConditionText(12340)).toBe('满123.4元可用');
    expect(couponConditionText(1)).toBe('满0.01元可用');
  });

  it('has no threshold at zero or below', () => {
    expect(couponConditionText(0)).toBe('无门槛');
    expect(couponConditionText(-100)).toBe('无门槛');
  });
});

describe('isCouponSoldOut', () => {
  it('is a claimable coupon with no stock left', () => {
    expect(isCouponSoldOut(CouponButtonState.claim, 0)).toBe(true);
    expect(isCouponSoldOut(CouponButtonState.claim, 1)).toBe(false);
  });

  it('never hides a coupon the user holds, used or saw expire', () => {
    for (const state of [CouponButtonState.use, CouponButtonState.used, CouponButtonState.expired, CouponButtonState.inProgress]) {
      expect(isCouponSoldOut(state, 0)).toBe(false);
    }
  });
});
