import type { OrderCouponInput, OrderLineInput, OrderPricing } from './order-pricing.ts';
import type { PaidOrder } from './refund-allocation.ts';

/** Tests' paid order: what checkout records of lines priced by priceOrder, the lines numbered from 1. */
export function recordedOrder(lines: readonly OrderLineInput[], coupon: OrderCouponInput | null, pricing: OrderPricing): PaidOrder {
  return {
    lines: lines.map((l, i) => ({ ...l, id: i + 1 })),
    goodsAmountFen: pricing.goodsAmountFen,
    couponDeductFen: pricing.couponDeductFen,
    carriageFen: pricing.payData.carriage,
    payAmountFen: pricing.realPayFen,
    integral: pricing.payData.integral,
    pointsEarned: pricing.pointsEarned,
    coupon: coupon && pricing.couponDeductFen > 0 ? { goodsType: coupon.goodsType, goodsIds: coupon.goodsIds, expiresAtMs: coupon.expiresAtMs } : null,
  };
}
