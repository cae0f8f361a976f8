import { MarketingAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Goods to pick for a crowdfund, by name or id, as the operator types. */
export function useGoodsOptions(keyword: string) {
  return useQuery({
    queryKey: ['marketing', 'goods-options', keyword],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.goodsOptions, { query: { keyword }, signal }),
    staleTime: 30_000,
  });
}
