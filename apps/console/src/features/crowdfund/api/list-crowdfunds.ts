import { MarketingAdminPaths, type AdminCrowdfund, type AdminCrowdfundQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const crowdfundListKey = ['marketing', 'crowdfunds'] as const;

/** While a crowdfund settles (outcome decided, the job refunding), its page is read again this often. */
export const SETTLING_POLL_MS = 3_000;

/** 结算中: ended, its outcome decided, the settlement job not finished. */
export const isSettling = (crowdfund: Pick<AdminCrowdfund, 'outcome' | 'settledAt'>) => crowdfund.outcome !== null && crowdfund.settledAt === null;

/** One page of crowdfunds with their live progress. */
export function useCrowdfundList(query: AdminCrowdfundQuery) {
  return useQuery({
    queryKey: [...crowdfundListKey, query],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.crowdfunds, { query, signal }),
    placeholderData: keepPreviousData,
    // Figures fall as the job refunds, then 结算于 shows: read again until every crowdfund shown has settled.
    refetchInterval: (q) => (q.state.data?.result.some(isSettling) ? SETTLING_POLL_MS : false),
  });
}
