import { CardType, CouponButtonState, RightsStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  effectiveRightStatus,
  poolButtonState,
  poolValidityText,
  poolWindow,
  rightExpiry,
  rightValidityText,
  rightValueFen,
  userCouponState,
} from './rights.ts';

const FROM = new Date('2026-11-30T16:00:00Z');
const TO = new Date('2026-12-31T16:00:00Z');
const pool = { validFrom: FROM, validTo: TO, validDaysAfterClaim: null };
const DAY = 86_400_000;

describe('pool windows', () => {
  it('opens at validFrom and ends at validTo', () => {
    expect(poolWindow(pool, new Date(FROM.getTime() - 1))).toBe('notStarted');
    expect(poolWindow(pool, FROM)).toBe('open');
    expect(poolWindow(pool, new Date(TO.getTime() - 1))).toBe('open');
    expect(poolWindow(pool, TO)).toBe('ended');
  });

  it('shows claim until the window ends, then expired', () => {
    expect(poolButtonState(pool, new Date(FROM.getTime() - 1))).toBe(CouponButtonState.claim);
    expect(poolButtonState(pool, TO)).toBe(CouponButtonState.expired);
  });

  it('lasts until validTo, or a number of days from the claim', () => {
    expect(rightExpiry(pool, FROM)).toEqual(TO);
    expect(rightExpiry({ ...pool, validDaysAfterClaim: 7 }, FROM)).toEqual(new Date(FROM.getTime() + 7 * DAY));
    expect(rightExpiry({ ...pool, validDaysAfterClaim: 0 }, FROM)).toEqual(TO);
  });

  it('states validity as China dates, or as days from the claim', () => {
    expect(poolValidityText(pool)).toBe('2026.12.01-2026.12.31');
    expect(poolValidityText({ ...pool, validDaysAfterClaim: 30 })).toBe('领取后30天内有效');
    const claimedAt = new Date('2026-12-05T02:00:00Z');
    expect(rightValidityText({ ...pool, validDaysAfterClaim: 7 }, { claimedAt, expiresAt: new Date(claimedAt.getTime() + 7 * DAY) })).toBe('2026.12.05-2026.12.12');
    expect(rightValidityText(pool, { claimedAt, expiresAt: TO })).toBe('2026.12.01-2026.12.31');
  });
});

describe('effectiveRightStatus', () => {
  it('reads an enabled right as expired from its expiry on', () => {
    expect(effectiveRightStatus({ status: RightsStatus.enable, expiresAt: TO }, new Date(TO.getTime() - 1))).toBe(RightsStatus.enable);
    expect(effectiveRightStatus({ status: RightsStatus.enable, expiresAt: TO }, TO)).toBe(RightsStatus.expire);
  });

  it('keeps a used right used after its expiry', () => {
    expect(effectiveRightStatus({ status: RightsStatus.unuseless, expiresAt: TO }, new Date(TO.getTime() + 1))).toBe(RightsStatus.unuseless);
  });
});

describe('userCouponState', () => {
  const now = new Date(FROM.getTime() + DAY);
  const right = (id: number, status: number, expiresAt: Date) => ({ id, status, expiresAt });
  const state = (rights: ReturnType<typeof right>[], perUserLimit = 1) => ({ stockLeft: 5, perUserLimit, rights });

  it('offers the usable right expiring first, the lower id on a tie', () => {
    const rights = [right(3, RightsStatus.enable, TO), right(2, RightsStatus.enable, TO), right(1, RightsStatus.enable, new Date(TO.getTime() + 1))];
    expect(userCouponState(CouponButtonState.claim, state(rights, 5), now)).toEqual({ status: CouponButtonState.use, usableRightId: 2 });
  });

  it('keeps the pool state while the user may still claim', () => {
    expect(userCouponState(CouponButtonState.claim, state([]), now)).toEqual({ status: CouponButtonState.claim, usableRightId: null });
    const used = [right(1, RightsStatus.unuseless, TO)];
    expect(userCouponState(CouponButtonState.claim, state(used, 2), now)).toEqual({ status: CouponButtonState.claim, usableRightId: null });
  });

  it('shows used once the limit is reached and a right was used, else expired', () => {
    expect(userCouponState(CouponButtonState.claim, state([right(1, RightsStatus.unuseless, TO)]), now).status).toBe(CouponButtonState.used);
    expect(userCouponState(CouponButtonState.claim, state([right(1, RightsStatus.enable, now)]), now).status).toBe(CouponButtonState.expired);
  });

  it('leaves an ended pool expired for a user who never claimed', () => {
    expect(userCouponState(CouponButtonState.expired, state([]), now)).toEqual({ status: CouponButtonState.expired, usableRightId: null });
  });
});

describe('rightValueFen', () => {
  const less = { cardType: CardType.enoughLess, eachReductionFen: 2000, discountRatio: 100, useConditionFen: 19900 };
  const discount = { cardType: CardType.enoughDiscount, eachReductionFen: 0, discountRatio: 85, useConditionFen: 30000 };

  it('is the face value without an amount: the reduction, or the discount at its threshold', () => {
    expect(rightValueFen(less, undefined)).toBe(2000);
    expect(rightValueFen(discount, undefined)).toBe(4500);
  });

  it('is nothing below the condition, the deduction from the condition on', () => {
    expect(rightValueFen(less, 19899)).toBe(0);
    expect(rightValueFen(less, 19900)).toBe(2000);
    expect(rightValueFen(discount, 40000)).toBe(6000);
  });
});
