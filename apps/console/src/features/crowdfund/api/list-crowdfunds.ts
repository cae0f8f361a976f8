import { MarketingAdminPaths, type AdminCrowdfundQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const crowdfundListKey = ['marketing', 'crowdfunds'] as const;

/** One page of crowdfunds with their live progress. */
export function useCrowdfundList(query: AdminCrowdfundQuery) {
  return useQuery({
    queryKey: [...crowdfundListKey, query],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.crowdfunds, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
