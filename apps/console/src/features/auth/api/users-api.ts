import { UserAdminPaths, type AdminUserQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** One page of shoppers matching the search; the previous page stays on screen while the next loads. */
export function useUserList(query: AdminUserQuery) {
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => http.get(UserAdminPaths.users, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One shopper as 客服 reads them (null: none chosen). */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => http.get(UserAdminPaths.user, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
