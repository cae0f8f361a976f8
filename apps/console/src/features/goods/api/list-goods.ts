import { AdminGoodsPaths, type AdminGoodsQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const goodsKey = ['goods'] as const;

/** One page of goods matching the filters; the previous page stays on screen while the next loads. */
export function useGoodsList(query: AdminGoodsQuery) {
  return useQuery({
    queryKey: [...goodsKey, 'list', query],
    queryFn: ({ signal }) => http.get(AdminGoodsPaths.goods, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
