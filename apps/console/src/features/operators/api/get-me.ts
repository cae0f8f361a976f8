import { AdminPaths, type OperatorSelf, type Permission } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setCsrfToken } from '../../../lib/csrf.ts';
import { http } from '../../../lib/http.ts';

export const meQueryKey = ['operators', 'me'] as const;

/** The signed-in operator; the session's CSRF token is kept for the writes that follow. */
const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<OperatorSelf> => {
    const session = await http.get(AdminPaths.me, { signal, silent: true });
    setCsrfToken(session.csrfToken);
    return session.operator;
  },
  staleTime: 60_000,
});

/** The signed-in operator; a 401 sends the page to sign-in (lib/http.ts). */
export function useMe() {
  return useQuery(meQuery);
}

/** The operator may use what needs `permission` (null: every operator). */
export function can(me: Pick<OperatorSelf, 'permissions'>, permission: Permission | null): boolean {
  return permission === null || me.permissions.includes(permission);
}
