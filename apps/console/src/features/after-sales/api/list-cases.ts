import { AfterSalesAdminPaths, type AdminAfterSalesQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const afterSalesKey = ['after-sales'] as const;

/** One page of the after-sales queue; the previous page stays on screen while the next loads. */
export function useAfterSalesQueue(query: AdminAfterSalesQuery) {
  return useQuery({
    queryKey: [...afterSalesKey, 'list', query],
    queryFn: ({ signal }) => http.get(AfterSalesAdminPaths.cases, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
