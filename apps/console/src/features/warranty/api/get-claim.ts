import { WarrantyAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { warrantyKey } from './list-claims.ts';

export const claimKey = (id: string) => [...warrantyKey, 'claim', id] as const;

/** One claim with its card, the shopper's photos or video, the unit's history and the timeline. */
export function useWarrantyClaim(id: string) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => http.get(WarrantyAdminPaths.claim, { params: { id }, signal }),
  });
}
