import type { CouponButtonState, CouponCard, UserRight } from '@emall/contract';
import { couponConditionText, effectiveRightStatus, poolButtonState, poolValidityText, rightValidityText, userCouponState } from '@emall/domain';
import type { HeldRight, PoolRow, UserRightRow } from './rights.repository.ts';

/** A pool as modules show it to everyone (§3 coupon card). */
export function toCouponCard(pool: PoolRow, now: Date): CouponCard {
  return {
    cardId: String(pool.id),
    marketingNo: pool.marketingNo,
    rightPoolId: String(pool.id),
    cardName: pool.cardName,
    poolName: pool.poolName,
    validTimeStr: poolValidityText(pool),
    cardType: pool.cardType,
    eachReduction: pool.eachReductionFen,
    discountRatio: pool.discountRatio,
    useCondition: pool.useConditionFen,
    useConditionName: couponConditionText(pool.useConditionFen),
    pictureUrl: pool.picture,
    desc: pool.desc,
    eprice: pool.eprice,
    status: poolButtonState(pool, now),
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

/** A card with one user's button (the domain's userCouponState) and the pool's stock now. */
export function overlayCouponCard(card: CouponCard, state: UserPoolState | undefined, now: Date): CouponCard {
  if (!state) return card;
  const { status, usableRightId } = userCouponState(card.status as CouponButtonState, state, now);
  const rightsAccountId = usableRightId === null ? card.rightsAccountId : String(usableRightId);
  return { ...card, stockLeft: state.stockLeft, status, rightsAccountId };
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
    validTimeStr: rightValidityText(pool, right),
    status: effectiveRightStatus(right, now),
    claimedAt: right.claimedAt.toISOString(),
    expiresAt: right.expiresAt.toISOString(),
    pictureUrl: pool.picture,
    desc: pool.desc,
  };
}
