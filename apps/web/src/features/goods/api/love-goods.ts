import { Paths, fillPath, type LoveResult } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT (love) or DELETE (unlove) /hermes/v1/love/goods/{productId}, §7; both idempotent. */
export function setGoodsLove(productId: string, love: boolean): Promise<LoveResult> {
  const path = fillPath(Paths.loveGoods, { productId });
  return love ? http.put<LoveResult>(path) : http.delete<LoveResult>(path);
}

/** GET /hermes/v1/love/goods/loveUserCount?productId=…: how many users love the goods. */
const loveUserCountQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['love-user-count', productId],
    queryFn: ({ signal }) => http.get<number>(Paths.loveUserCount, { query: { productId }, silent: true, signal }),
  });

export function useLoveUserCount(productId: string) {
  return useQuery(loveUserCountQueryOptions(productId));
}
