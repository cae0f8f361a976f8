import { ORDER_LIST_PAGE_SIZE, Paths, type GoodsCard } from '@emall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

type LovePage = { pageNo: number; pageSize: number; totalNum: number; result: GoodsCard[] };

/** GET /hermes/v1/love/goods/goodsList (login), 10 a page, newest love first. */
const loveListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['love-list'],
    queryFn: ({ pageParam, signal }) =>
      http.get(Paths.loveGoodsList, { query: { pageNo: pageParam, pageSize: ORDER_LIST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: LovePage, pages: LovePage[]) =>
      pages.reduce((n, p) => n + p.result.length, 0) < last.totalNum && last.result.length > 0 ? last.pageNo + 1 : undefined,
  });

export function useLoveList(enabled: boolean) {
  return useInfiniteQuery({ ...loveListQueryOptions(), enabled });
}

/** GET /hermes/v1/love/goods/recommendList: up to 10 popular goods the user does not love yet. */
const loveRecommendQueryOptions = () =>
  queryOptions({
    queryKey: ['love-recommend'],
    queryFn: ({ signal }) => http.get(Paths.loveRecommendList, { silent: true, signal }),
  });

export function useLoveRecommend() {
  return useQuery(loveRecommendQueryOptions());
}
