import { PayShowType } from '@emall/contract';

/** §5: a coupon deducts everything only when payAmount is exactly 0 and a coupon is chosen. */
export function couponDeductsAll(payAmountFen: number, couponChosen: boolean): boolean {
  return couponChosen && payAmountFen === 0;
}

/** §5: the cash method shows the full payAmount, except with cartDeduct (then cashPayAmount). */
export function cashDisplayFen(payAmountFen: number, payShowType: PayShowType, cashPayAmountFen: number): number {
  return payShowType === PayShowType.cartDeduct ? cashPayAmountFen : payAmountFen;
}
