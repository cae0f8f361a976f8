import { EvaluateStatus, Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/orders/comment/product (§7): the order's products awaiting a review (evaluateStatus 0) or reviewed (1). */
const reviewProductsQueryOptions = (orderNo: string, evaluateStatus: EvaluateStatus = EvaluateStatus.awaiting) =>
  queryOptions({
    queryKey: ['review-products', orderNo, evaluateStatus],
    queryFn: ({ signal }) => http.get(Paths.reviewProducts, { query: { orderNo, evaluateStatus }, silent: true, signal }),
    staleTime: 0,
  });

export function useReviewProducts(orderNo: string, evaluateStatus?: EvaluateStatus) {
  return useQuery(reviewProductsQueryOptions(orderNo, evaluateStatus));
}
