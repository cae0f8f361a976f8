import { CouponButtonState, type CouponCard } from '@emall/contract';
import { yuanText } from '../../../lib/coupon-amount.ts';

/** The condition line: the configured name, else 满{n}元可用, else 无门槛. */
export function couponCondition(card: Pick<CouponCard, 'useConditionName' | 'useCondition'>): string {
  if (card.useConditionName.trim()) return card.useConditionName;
  return card.useCondition > 0 ? `满${yuanText(card.useCondition)}元可用` : '无门槛';
}

/** Button text per coupon button state, §4. */
export const couponButtonText: Record<CouponButtonState, string> = {
  [CouponButtonState.claim]: '立即领取',
  [CouponButtonState.use]: '去使用',
  [CouponButtonState.used]: '已使用',
  [CouponButtonState.expired]: '已过期',
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
