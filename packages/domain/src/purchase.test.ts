import { DeductType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { isEValueInsufficient, isOverPurchaseLimit } from './purchase.ts';

describe('isOverPurchaseLimit', () => {
  it('is over when the flag is on and nothing is left', () => {
    expect(isOverPurchaseLimit({ userLimitFlag: true, userLimit: 2, userPurchasedNum: 2 })).toBe(true);
    expect(isOverPurchaseLimit({ userLimitFlag: true, userLimit: 2, userPurchasedNum: 3 })).toBe(true);
    expect(isOverPurchaseLimit({ userLimitFlag: true, userLimit: 0, userPurchasedNum: 0 })).toBe(true);
  });

  it('is not over while some are left', () => {
    expect(isOverPurchaseLimit({ userLimitFlag: true, userLimit: 2, userPurchasedNum: 1 })).toBe(false);
  });

  it('is never over when the flag is off', () => {
    expect(isOverPurchaseLimit({ userLimitFlag: false, userLimit: 0, userPurchasedNum: 5 })).toBe(false);
  });
});

describe('isEValueInsufficient', () => {
  it('lets a supplied check decide', () => {
    expect(isEValueInsufficient({ eValue: 0, deductType: DeductType.cash, userPoints: 0, check: () => true })).toBe(true);
    expect(
      isEValueInsufficient({ eValue: 999, deductType: DeductType.integral, userPoints: 0, check: () => false }),
    ).toBe(false);
  });

  it('is insufficient for an E-value-only product the points do not cover', () => {
    expect(isEValueInsufficient({ eValue: 101, deductType: DeductType.integral, userPoints: 100 })).toBe(true);
  });

  it('is sufficient when points equal or exceed the E-value price', () => {
    expect(isEValueInsufficient({ eValue: 100, deductType: DeductType.integral, userPoints: 100 })).toBe(false);
    expect(isEValueInsufficient({ eValue: 100, deductType: DeductType.all, userPoints: 200 })).toBe(false);
  });

  it('is insufficient for a cash-plus-E-value product the points do not cover', () => {
    expect(isEValueInsufficient({ eValue: 101, deductType: DeductType.all, userPoints: 100 })).toBe(true);
  });

  it('is never insufficient for a cash-only product', () => {
    expect(isEValueInsufficient({ eValue: 500, deductType: DeductType.cash, userPoints: 0 })).toBe(false);
  });
});
