import { reviewPagesOf, type PostReviewResult, type ReviewProduct } from '@emall/contract';

/** The publish page of an order's line, in its goods' family of review pages. */
export function publishUrl(product: Pick<ReviewProduct, 'bizType' | 'virtualType' | 'orderNo' | 'orderLineId'>): string {
  const query = new URLSearchParams({ orderNo: product.orderNo, orderLineId: product.orderLineId });
  return `${reviewPagesOf(product).publish}?${query.toString()}`;
}

/** The thanks page after a review: what it earned, how many of the order's lines still wait, the way back. */
export function successUrl(product: Pick<ReviewProduct, 'bizType' | 'virtualType'>, result: PostReviewResult): string {
  const query = new URLSearchParams({
    orderId: result.orderId,
    orderNo: result.orderNo,
    productId: result.productId,
    eValue: String(result.eValue),
    awaiting: String(result.awaitingCount),
  });
  return `${reviewPagesOf(product).success}?${query.toString()}`;
}

/** Which family a review page belongs to, by its path: the intellect pages link among themselves. */
export function isIntellectReviewPath(pathname: string): boolean {
  return pathname.startsWith('/virtual/intellect/');
}

/** The stars' words on the publish page (ours). */
export const RATING_WORDS = ['非常差', '差', '一般', '好', '非常好'] as const;
