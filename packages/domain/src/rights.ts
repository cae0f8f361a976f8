import { CardType, CouponButtonState, RightsStatus, Text, fillText } from '@emall/contract';
import { chinaDateRange } from './china-time.ts';
import { couponDeductFen } from './order-pricing.ts';

const DAY_MS = 86_400_000;

/** When a coupon pool may be claimed, and how long a right claimed from it lasts. */
export interface PoolWindowFacts {
  validFrom: Date;
  validTo: Date;
  /** Days a right lasts from its claim; null or 0: until validTo. */
  validDaysAfterClaim: number | null;
  /** Claiming stopped by its operators (the console); a window that has ended reads as ended all the same. */
  claimStopped?: boolean;
}

/** Claims are open from validFrom until validTo (exclusive), unless the operators stopped them. */
export function poolWindow(pool: PoolWindowFacts, now: Date): 'notStarted' | 'open' | 'stopped' | 'ended' {
  if (now >= pool.validTo) return 'ended';
  if (pool.claimStopped) return 'stopped';
  return now < pool.validFrom ? 'notStarted' : 'open';
}

/** When a right claimed at `claimedAt` stops being usable. */
export function rightExpiry(pool: PoolWindowFacts, claimedAt: Date): Date {
  return pool.validDaysAfterClaim ? new Date(claimedAt.getTime() + pool.validDaysAfterClaim * DAY_MS) : pool.validTo;
}

/** A pool's validity line (§3 validTimeStr): days from the claim, or its window as China dates. */
export function poolValidityText(pool: PoolWindowFacts): string {
  if (pool.validDaysAfterClaim) return fillText(Text.couponValidDaysAfterClaim, { days: pool.validDaysAfterClaim });
  return chinaDateRange(pool.validFrom, pool.validTo);
}

/** A held right's validity line: from its claim (pools counting days) or the pool's start, to its expiry. */
export function rightValidityText(pool: PoolWindowFacts, right: { claimedAt: Date; expiresAt: Date }): string {
  return chinaDateRange(pool.validDaysAfterClaim ? right.claimedAt : pool.validFrom, right.expiresAt);
}

/** The status a right reads as now: an enabled right past its expiry is expired (§4 rights status). */
export function effectiveRightStatus(right: { status: number; expiresAt: Date }, now: Date): number {
  if (right.status === RightsStatus.enable && right.expiresAt <= now) return RightsStatus.expire;
  return right.status;
}

/** A pool's button for everyone (§3 coupon card): claim (0) until its window ends, then expired (3). */
export function poolButtonState(pool: PoolWindowFacts, now: Date): CouponButtonState {
  return poolWindow(pool, now) === 'ended' ? CouponButtonState.expired : CouponButtonState.claim;
}

export interface HeldRightFacts {
  id: number;
  status: number;
  expiresAt: Date;
}

export interface UserPoolState {
  stockLeft: number;
  perUserLimit: number;
  rights: readonly HeldRightFacts[];
}

/**
 * One user's coupon button (§4): use (1) while they hold a usable right (the one expiring first),
 * the pool's own state while they may still claim, else used (2) or expired (3) by what became of
 * their rights.
 */
export function userCouponState(
  poolState: CouponButtonState,
  state: UserPoolState,
  now: Date,
): { status: CouponButtonState; usableRightId: number | null } {
  const usable = state.rights
    .filter((r) => effectiveRightStatus(r, now) === RightsStatus.enable)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  if (usable[0]) return { status: CouponButtonState.use, usableRightId: usable[0].id };
  const unchanged = { status: poolState, usableRightId: null };
  if (poolState === CouponButtonState.claim && state.rights.length < state.perUserLimit) return unchanged;
  if (state.rights.some((r) => r.status === RightsStatus.unuseless)) return { status: CouponButtonState.used, usableRightId: null };
  if (state.rights.length > 0) return { status: CouponButtonState.expired, usableRightId: null };
  return unchanged;
}

export interface RightValueFacts {
  cardType: string;
  eachReductionFen: number;
  discountRatio: number;
  useConditionFen: number;
}

/**
 * What a right takes off `amountFen` (0 when the amount misses its condition); without an amount,
 * its face value: the reduction, or a discount's saving at its own threshold.
 */
export function rightValueFen(pool: RightValueFacts, amountFen: number | undefined): number {
  if (amountFen === undefined) {
    return pool.cardType === CardType.enoughDiscount ? couponDeductFen(pool, pool.useConditionFen) : pool.eachReductionFen;
  }
  return amountFen < pool.useConditionFen ? 0 : couponDeductFen(pool, amountFen);
}
