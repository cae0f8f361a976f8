import { Text, fillText } from '@emall/contract';
import { yuanText } from './money.ts';

/** A coupon's condition line when none is configured: 满{n}元可用 from a threshold, else 无门槛. */
export function couponConditionText(useConditionFen: number): string {
  return useConditionFen > 0 ? fillText(Text.couponConditionMin, { amount: yuanText(useConditionFen) }) : Text.couponNoCondition;
}
