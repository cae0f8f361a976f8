import { CouponButtonState, type CouponCard, UiText } from '@emall/contract';
import { couponConditionText } from '@emall/domain';

/** The condition line: the configured name, else the domain's default line. */
export function couponCondition(card: Pick<CouponCard, 'useConditionName' | 'useCondition'>): string {
  if (card.useConditionName.trim()) return card.useConditionName;
  return couponConditionText(card.useCondition);
}

/** Button text per coupon button state, §4. */
export const couponButtonText: Record<CouponButtonState, string> = {
  [CouponButtonState.claim]: '立即领取',
  [CouponButtonState.use]: UiText.useCoupon,
  [CouponButtonState.used]: UiText.used,
  [CouponButtonState.expired]: UiText.expired,
  [CouponButtonState.inProgress]: '领取中',
};

/** What tapping a used or expired coupon says, §4. */
export const couponUnavailableText: Partial<Record<CouponButtonState, string>> = {
  [CouponButtonState.used]: '该优惠券已使用',
  [CouponButtonState.expired]: '该优惠券已过期',
};

/** A state from the wire, or claimable when the server sent one this client does not know. */
export function couponState(status: number): CouponButtonState {
  return (Object.values(CouponButtonState) as number[]).includes(status) ? (status as CouponButtonState) : CouponButtonState.claim;
}
