import { Paths, type PageConfig } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** The page code of the shop home, §2. */
export const SHOP_PAGE_CODE = 'shop';

/**
 * The page config, §7: a guest reads GET /hermes/v2/material/page-management (the same for every
 * guest, so it stays cacheable), a logged-in user GET /hermes/annex/v4/material/page-management
 * (the coupon and card states are theirs). Silent: the page shows its own failure state.
 */
function getPageConfig(pageCode: string, loggedIn: boolean, signal?: AbortSignal): Promise<PageConfig> {
  return http.get<PageConfig>(loggedIn ? Paths.pageManagementUser : Paths.pageManagement, {
    query: { pageCode, _t: Date.now() },
    silent: true,
    signal,
  });
}

/** Keyed by the user too: one user's coupon states are never shown to another. */
const pageConfigQueryOptions = (pageCode: string, userId: string | null) =>
  queryOptions({
    queryKey: ['page-management', pageCode, userId ?? 'guest'],
    queryFn: ({ signal }) => getPageConfig(pageCode, userId !== null, signal),
  });

export function usePageConfig(pageCode: string) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery(pageConfigQueryOptions(pageCode, userId));
}
