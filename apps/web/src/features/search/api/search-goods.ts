import { FEED_PAGE_SIZE, Paths, SHOP_SERVICE_BUSINESS_TYPE, type GoodsCard, type SearchBody } from '@emall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export type SearchSort = NonNullable<SearchBody['sort']>;
type SearchPage = { pageNo: number; pageSize: number; totalNum: number; result: GoodsCard[] };

/** POST /hermes/annex/v1/goods/search: ranked results, 20 a page, in the chosen order. */
const searchGoodsQueryOptions = (keyword: string, sort: SearchSort) =>
  infiniteQueryOptions({
    queryKey: ['search', keyword, sort],
    queryFn: ({ pageParam, signal }) =>
      http.post(
        Paths.search,
        { keyword, sort, bizType: SHOP_SERVICE_BUSINESS_TYPE, pageNo: pageParam, pageSize: FEED_PAGE_SIZE } satisfies SearchBody,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: SearchPage, pages: SearchPage[]) =>
      last.result.length > 0 && pages.reduce((n, p) => n + p.result.length, 0) < last.totalNum ? last.pageNo + 1 : undefined,
  });

export function useSearchGoods(keyword: string | null, sort: SearchSort) {
  return useInfiniteQuery({ ...searchGoodsQueryOptions(keyword ?? '', sort), enabled: keyword !== null && keyword !== '' });
}
