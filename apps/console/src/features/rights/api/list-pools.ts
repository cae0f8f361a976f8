import { MarketingAdminPaths, type AdminPoolQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const poolListKey = ['marketing', 'pools'] as const;

/** One page of pools matching the filters, with claimed and used counts; the previous page stays while the next loads. */
export function usePoolList(query: AdminPoolQuery) {
  return useQuery({
    queryKey: [...poolListKey, query],
    queryFn: ({ signal }) => http.get(MarketingAdminPaths.pools, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
