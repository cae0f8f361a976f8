import { Paths, fillPath, type GoodsDetail } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/goods/{productId}, §7. Silent: the page shows its own failure state. */
export function getGoodsDetail(productId: string, activityCode: string | null, signal?: AbortSignal): Promise<GoodsDetail> {
  return http.get<GoodsDetail>(fillPath(Paths.goodsDetail, { productId }), {
    query: { activityCode },
    silent: true,
    signal,
  });
}

export const goodsDetailQueryOptions = (productId: string, activityCode: string | null) =>
  queryOptions({
    queryKey: ['goods-detail', productId, activityCode],
    queryFn: ({ signal }) => getGoodsDetail(productId, activityCode, signal),
  });

export function useGoodsDetail(productId: string, activityCode: string | null) {
  return useQuery(goodsDetailQueryOptions(productId, activityCode));
}
