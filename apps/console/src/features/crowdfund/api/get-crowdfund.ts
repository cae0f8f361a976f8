import { MarketingAdminPaths, type AdminCrowdfundOrderQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { crowdfundListKey, isSettling, SETTLING_POLL_MS } from './list-crowdfunds.ts';

/** One crowdfund (by its goods) with its live figures; read again while it settles. */
export function useCrowdfund(goodsId: string) {
  return useQuery({
    queryKey: [...crowdfundListKey, 'detail', goodsId],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.crowdfund, { params: { id: goodsId }, signal }),
    refetchInterval: (q) => (q.state.data && isSettling(q.state.data) ? SETTLING_POLL_MS : false),
  });
}

/** A page of its supporter orders; read again with the crowdfund while it settles (refunds land meanwhile). */
export function useCrowdfundOrders(goodsId: string, query: AdminCrowdfundOrderQuery, settling: boolean) {
  return useQuery({
    queryKey: [...crowdfundListKey, 'orders', goodsId, query],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.crowdfundOrders, { params: { id: goodsId }, query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: settling ? SETTLING_POLL_MS : false,
  });
}
