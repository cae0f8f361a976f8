import { Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const ADDRESS_LIST_KEY = ['address-list'] as const;

/** GET /api/app/user/user-address/list (login): the default first, then the newest. */
const addressListQueryOptions = () =>
  queryOptions({
    queryKey: ADDRESS_LIST_KEY,
    queryFn: ({ signal }) => http.get(Paths.addressList, { signal }),
    // The book changes on other pages (and the submit page) too: read it again on every visit.
    staleTime: 0,
  });

/** `enabled` false: not asked yet (the invoice page asks only for a posted invoice). */
export function useAddressList(enabled = true) {
  return useQuery({ ...addressListQueryOptions(), enabled });
}
