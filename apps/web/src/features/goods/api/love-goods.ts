import { Paths, type LoveResult } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT (love) or DELETE (unlove) /hermes/v1/love/goods/{productId}, §7; both idempotent. */
export function setGoodsLove(productId: string, love: boolean): Promise<LoveResult> {
  const options = { params: { productId } };
  return love ? http.put(Paths.loveGoods, undefined, options) : http.delete(Paths.loveGoods, undefined, options);
}

/** GET /hermes/v1/love/goods/loveUserCount?productId=…: how many users love the goods. */
const loveUserCountQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['love-user-count', productId],
    queryFn: ({ signal }) => http.get(Paths.loveUserCount, { query: { productId }, silent: true, signal }),
  });

export function useLoveUserCount(productId: string) {
  return useQuery(loveUserCountQueryOptions(productId));
}
