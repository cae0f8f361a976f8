import { PayShowType } from '@emall/contract';

/** §5: a coupon deducts everything only when payAmount is exactly 0 and a coupon is chosen. */
export function couponDeductsAll(payAmountFen: number, couponChosen: boolean): boolean {
  return couponChosen && payAmountFen === 0;
}

/** §5: the cash method shows the full payAmount, except with cartDeduct (then cashPayAmount). */
export function cashDisplayFen(payAmountFen: number, payShowType: PayShowType, cashPayAmountFen: number): number {
  return payShowType === PayShowType.cartDeduct ? cashPayAmountFen : payAmountFen;
}

/** The cash an order's E-value stood in for: what goods, coupon and carriage left unpaid in cash (never below 0). */
export function integralDeductFen(order: { goodsAmountFen: number; couponDeductFen: number; carriageFen: number; payAmountFen: number }): number {
  return Math.max(0, order.goodsAmountFen - order.couponDeductFen + order.carriageFen - order.payAmountFen);
}
