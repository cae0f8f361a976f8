import { Paths, SHOP_SERVICE_BUSINESS_TYPE } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/annex/v1/goods/search/hot (bizType): the shop's hot words, some highlighted. */
const searchHotQueryOptions = (bizType: number = SHOP_SERVICE_BUSINESS_TYPE) =>
  queryOptions({
    queryKey: ['search-hot', bizType],
    queryFn: ({ signal }) => http.get(Paths.searchHot, { query: { bizType }, silent: true, signal }),
  });

export function useSearchHot() {
  return useQuery(searchHotQueryOptions());
}
