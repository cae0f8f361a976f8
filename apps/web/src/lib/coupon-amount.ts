import { COUPON_AMOUNT_SHRINK_DIGITS, CardType, type CouponCard } from '@emall/contract';
import { yuanText } from '@emall/domain';

export interface CouponAmount {
  /** '¥' before a money amount, '' for a discount. */
  prefix: string;
  amount: string;
  /** '折' after a discount, '' otherwise. */
  suffix: string;
  /** §9: the amount text shrinks when it has more than 3 digits. */
  shrink: boolean;
}

/**
 * What a coupon takes off (§3): ¥ off for enoughLess and deduct, 折 for enoughDiscount (85 → 8.5折).
 * In lib: the storefront's coupon cards and the checkout's coupon list show it alike.
 */
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
