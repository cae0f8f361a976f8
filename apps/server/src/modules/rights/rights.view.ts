import { CardType, CouponButtonState, RightsStatus, type CouponCard, type UserRight } from '@emall/contract';
import { chinaDateRange, couponConditionText, couponDeductFen } from '@emall/domain';
import type { HeldRight, PoolRow, UserRightRow } from './rights.repository.ts';

function poolValidTimeStr(pool: PoolRow): string {
  return pool.validDaysAfterClaim ? `领取后${pool.validDaysAfterClaim}天内有效` : chinaDateRange(pool.validFrom, pool.validTo);
}

/** Claims are open from valid_from until valid_to. */
export function poolWindow(pool: PoolRow, now: Date): 'notStarted' | 'open' | 'ended' {
  if (now < pool.validFrom) return 'notStarted';
  return now < pool.validTo ? 'open' : 'ended';
}

/** When a right claimed now stops being usable. */
export function rightExpiry(pool: PoolRow, claimedAt: Date): Date {
  return pool.validDaysAfterClaim ? new Date(claimedAt.getTime() + pool.validDaysAfterClaim * 86_400_000) : pool.validTo;
}

/** The status a right reads as now: an enabled right past its expiry is expired (§4 rights status). */
export function effectiveStatus(right: Pick<UserRightRow, 'status' | 'expiresAt'>, now: Date): number {
  if (right.status === RightsStatus.enable && right.expiresAt <= now) return RightsStatus.expire;
  return right.status;
}

/** A pool as modules show it to everyone (§3 coupon card): claimable (0) until its window ends (3 expired). */
export function toCouponCard(pool: PoolRow, now: Date): CouponCard {
  return {
    cardId: String(pool.id),
    marketingNo: pool.marketingNo,
    rightPoolId: String(pool.id),
    cardName: pool.cardName,
    poolName: pool.poolName,
    validTimeStr: poolValidTimeStr(pool),
    cardType: pool.cardType,
    eachReduction: pool.eachReductionFen,
    discountRatio: pool.discountRatio,
    useCondition: pool.useConditionFen,
    useConditionName: couponConditionText(pool.useConditionFen),
    pictureUrl: pool.picture,
    desc: pool.desc,
    eprice: pool.eprice,
    status: poolWindow(pool, now) === 'ended' ? CouponButtonState.expired : CouponButtonState.claim,
    jumpType: pool.jumpType,
    useJumpUrl: pool.useJumpUrl,
    rightsAccountId: '',
    stockLeft: pool.stockLeft,
  };
}

export interface UserPoolState {
  stockLeft: number;
  perUserLimit: number;
  rights: UserRightRow[];
}

/**
 * One user's coupon button (§4): 1 use while they hold a usable right (the one expiring first),
 * 0 claim while they may still claim, else 2 used or 3 expired by what became of their rights.
 */
export function overlayCouponCard(card: CouponCard, state: UserPoolState | undefined, now: Date): CouponCard {
  if (!state) return card;
  const usable = state.rights
    .filter((r) => effectiveStatus(r, now) === RightsStatus.enable)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const withStock = { ...card, stockLeft: state.stockLeft };
  if (usable[0]) return { ...withStock, status: CouponButtonState.use, rightsAccountId: String(usable[0].id) };
  if (card.status === CouponButtonState.claim && state.rights.length < state.perUserLimit) return withStock;
  if (state.rights.some((r) => r.status === RightsStatus.unuseless)) return { ...withStock, status: CouponButtonState.used };
  if (state.rights.length > 0) return { ...withStock, status: CouponButtonState.expired };
  return withStock;
}

export function toUserRight({ right, pool }: HeldRight, now: Date): UserRight {
  return {
    rightsAccountId: String(right.id),
    cardId: String(pool.id),
    cardName: pool.cardName,
    cardType: pool.cardType,
    rightsType: pool.rightsType,
    eachReduction: pool.eachReductionFen,
    discountRatio: pool.discountRatio,
    useCondition: pool.useConditionFen,
    useConditionName: couponConditionText(pool.useConditionFen),
    validTimeStr: chinaDateRange(pool.validDaysAfterClaim ? right.claimedAt : pool.validFrom, right.expiresAt),
    status: effectiveStatus(right, now),
    claimedAt: right.claimedAt.toISOString(),
    expiresAt: right.expiresAt.toISOString(),
    pictureUrl: pool.picture,
    desc: pool.desc,
  };
}

/**
 * What a right takes off `amountFen` (0 when the amount misses its condition); without an amount,
 * its face value: the reduction, or a discount's saving at its own threshold.
 */
export function rightValueFen(pool: PoolRow, amountFen: number | undefined): number {
  if (amountFen === undefined) {
    return pool.cardType === CardType.enoughDiscount ? couponDeductFen(pool, pool.useConditionFen) : pool.eachReductionFen;
  }
  return amountFen < pool.useConditionFen ? 0 : couponDeductFen(pool, amountFen);
}
