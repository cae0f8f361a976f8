import { EvaluateStatus, Paths, type ReviewProducts } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/orders/comment/product (§7): the order's products awaiting a review (evaluateStatus 0) or reviewed (1). */
const reviewProductsQueryOptions = (orderNo: string, evaluateStatus: number = EvaluateStatus.awaiting) =>
  queryOptions({
    queryKey: ['review-products', orderNo, evaluateStatus],
    queryFn: ({ signal }) => http.get<ReviewProducts>(Paths.reviewProducts, { query: { orderNo, evaluateStatus }, silent: true, signal }),
    staleTime: 0,
  });

export function useReviewProducts(orderNo: string, evaluateStatus?: number) {
  return useQuery(reviewProductsQueryOptions(orderNo, evaluateStatus));
}
