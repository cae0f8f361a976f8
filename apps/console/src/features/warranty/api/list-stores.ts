import { WarrantyAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { warrantyKey } from './list-claims.ts';

/** Every store a visit may be booked at; read when the scheduling dialog opens, kept for the session. */
export function useWarrantyStores(enabled: boolean) {
  return useQuery({
    queryKey: [...warrantyKey, 'stores'],
    queryFn: ({ signal }) => http.get(WarrantyAdminPaths.stores, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
