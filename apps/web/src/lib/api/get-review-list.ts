import { Paths, REVIEW_PAGE_SIZE, REVIEW_PREVIEW_SIZE, type ReviewList } from '@emall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';

/**
 * GET /hermes/v1/orders/comment/list (ours): a goods' reviews newest first with the rating
 * summary. Shared by the review list page and the product page's 评价 section.
 */
function getReviewList(productId: string, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<ReviewList> {
  return http.get(Paths.reviewList, { query: { productId, pageNo, pageSize }, signal });
}

/** Every cached page of a goods' reviews starts with this key (a want updates them all). */
export const reviewListKey = (productId: string) => ['review-list', productId] as const;

const reviewListQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: [...reviewListKey(productId), 'pages'],
    queryFn: ({ pageParam, signal }) => getReviewList(productId, pageParam, REVIEW_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewList, pages: ReviewList[]) =>
      last.result.length > 0 && pages.reduce((n, p) => n + p.result.length, 0) < last.totalNum ? last.pageNo + 1 : undefined,
  });

export function useReviewList(productId: string) {
  return useInfiniteQuery(reviewListQueryOptions(productId));
}

/** The summary and the latest reviews for a product page. Silent: the section simply stays away on failure. */
const reviewPreviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...reviewListKey(productId), 'preview'],
    queryFn: ({ signal }) => http.get(Paths.reviewList, { query: { productId, pageNo: 1, pageSize: REVIEW_PREVIEW_SIZE }, silent: true, signal }),
  });

export function useReviewPreview(productId: string) {
  return useQuery(reviewPreviewQueryOptions(productId));
}
