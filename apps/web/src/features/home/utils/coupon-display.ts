import { COUPON_AMOUNT_SHRINK_DIGITS, CardType, CouponButtonState, type CouponCard } from '@emall/contract';
import { formatMoney } from '@emall/domain';

export interface CouponAmount {
  /** '¥' before a money amount, '' for a discount. */
  prefix: string;
  amount: string;
  /** '折' after a discount, '' otherwise. */
  suffix: string;
  /** §9: the amount text shrinks when it has more than 3 digits. */
  shrink: boolean;
}

/** Yuan without trailing zero decimals: 5000 → '50', 12350 → '123.5'. */
function yuanText(fen: number): string {
  return formatMoney(fen).replace(/\.?0+$/, '');
}

/** What a coupon takes off (§3): ¥ off for enoughLess and deduct, 折 for enoughDiscount (85 → 8.5折). */
export function couponAmount(card: Pick<CouponCard, 'cardType' | 'eachReduction' | 'discountRatio'>): CouponAmount {
  const discount = card.cardType === CardType.enoughDiscount;
  const amount = discount ? String(card.discountRatio / 10) : yuanText(card.eachReduction);
  return {
    prefix: discount ? '' : '¥',
    amount,
    suffix: discount ? '折' : '',
    shrink: amount.replace(/\D/g, '').length > COUPON_AMOUNT_SHRINK_DIGITS,
  };
}

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
