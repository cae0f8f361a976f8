/** The coupon detail page of a card shown on a page, §2 /store/activity/coupon-detail. */
export function couponDetailPath(pageCode: string, cardId: string): string {
  return `/store/activity/coupon-detail?pageCode=${encodeURIComponent(pageCode)}&cardId=${encodeURIComponent(cardId)}`;
}
