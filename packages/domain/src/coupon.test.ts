import { describe, expect, it } from 'vitest';
import { couponConditionText } from './coupon.ts';

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
