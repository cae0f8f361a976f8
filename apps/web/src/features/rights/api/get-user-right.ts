import { Paths, type UserRight } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** The most rights one GET /hermes/v1/rights page holds (the contract's maximum). */
const RIGHTS_PAGE_MAX = 50;

/**
 * One right of the user, by its account id (the id a card exchange answers): looked up in
 * GET /hermes/v1/rights, §7, newest first, so a right just exchanged is on the first page.
 */
async function getUserRight(rightsAccountId: string, signal?: AbortSignal): Promise<UserRight | null> {
  const page = await http.get(Paths.rights, { query: { pageNo: 1, pageSize: RIGHTS_PAGE_MAX }, signal });
  return page.result.find((right) => right.rightsAccountId === rightsAccountId) ?? null;
}

export function useUserRight(rightsAccountId: string) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: ['user-right', userId, rightsAccountId],
    queryFn: ({ signal }) => getUserRight(rightsAccountId, signal),
    enabled: userId !== null && rightsAccountId !== '',
  });
}
