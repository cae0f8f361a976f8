import { Paths, type LoginInfo } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { isLoggedIn, useSession } from '../session.ts';

/** GET /api/auth/getLoginInfo, §7: the user's role flags and E-value balance. */
function getLoginInfo(signal?: AbortSignal): Promise<LoginInfo> {
  return http.get(Paths.loginInfo, { signal });
}

// The token is part of the key: another login is another user.
const loginInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['login-info', token],
    queryFn: ({ signal }) => getLoginInfo(signal),
    staleTime: 10_000,
  });

/** The logged-in user's info; idle for guests. */
export function useLoginInfo() {
  const session = useSession();
  return useQuery({ ...loginInfoQueryOptions(session.token), enabled: isLoggedIn(session) });
}
