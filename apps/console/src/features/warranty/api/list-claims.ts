import { WarrantyAdminPaths, type AdminWarrantyClaimsQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const warrantyKey = ['warranty'] as const;

/** One page of the claims queue, overdue first; the previous page stays on screen while the next loads. */
export function useWarrantyClaims(query: AdminWarrantyClaimsQuery) {
  return useQuery({
    queryKey: [...warrantyKey, 'claims', query],
    queryFn: ({ signal }) => http.get(WarrantyAdminPaths.claims, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
