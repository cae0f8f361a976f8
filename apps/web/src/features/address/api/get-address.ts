import { Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/app/user/user-address/{id} (login): one of the user's own addresses (another's is 40411). */
const addressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['address', id],
    // The page shows the failure itself (not found, another user's).
    queryFn: ({ signal }) => http.get(Paths.address, { params: { id }, silent: true, signal }),
    retry: false,
  });

export function useAddress(id: string) {
  return useQuery(addressQueryOptions(id));
}
