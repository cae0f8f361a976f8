import { CouponButtonState, Text, fillText } from '@emall/contract';
import { yuanText } from './money.ts';
import { isOutOfStock } from './sold-out.ts';

/** A coupon's condition line when none is configured: 满{n}元可用 from a threshold, else 无门槛. */
export function couponConditionText(useConditionFen: number): string {
  return useConditionFen > 0 ? fillText(Text.couponConditionMin, { amount: yuanText(useConditionFen) }) : Text.couponNoCondition;
}

/** A claimable coupon whose pool is empty: its button shows 已抢光 and does nothing. */
export function isCouponSoldOut(state: number, stockLeft: number): boolean {
  return state === CouponButtonState.claim && isOutOfStock(stockLeft);
}
