import { Paths, REVIEW_PAGE_SIZE, type MyReviews } from '@emall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/userRelation/collection/evaluate (§7): the user's own reviews, newest first. */
const myReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['my-reviews'],
    queryFn: ({ pageParam, signal }) => http.get(Paths.myReviews, { query: { pageNo: pageParam, pageSize: REVIEW_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: MyReviews, pages: MyReviews[]) =>
      last.result.length > 0 && pages.reduce((n, p) => n + p.result.length, 0) < last.totalNum ? last.pageNo + 1 : undefined,
  });

export function useMyReviews(enabled: boolean) {
  return useInfiniteQuery({ ...myReviewsQueryOptions(), enabled });
}
