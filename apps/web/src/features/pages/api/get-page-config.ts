import { LandingPaths, type PageConfig } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** The page code of the shop home, §2. */
export const SHOP_PAGE_CODE = 'shop';

/**
 * The page config, §7: a guest reads GET /hermes/v2/material/page-management (the same for every
 * guest, so it stays cacheable), a logged-in user GET /hermes/annex/v4/material/page-management
 * (the coupon and card states are theirs). Silent: the page shows its own failure state.
 */
function getPageConfig(pageCode: string, loggedIn: boolean, preview: string | null, signal?: AbortSignal): Promise<PageConfig> {
  return http.get(loggedIn ? LandingPaths.pageManagementUser : LandingPaths.pageManagement, {
    query: preview ? { pageCode, preview, _t: Date.now() } : { pageCode, _t: Date.now() },
    silent: true,
    signal,
  });
}

/**
 * Keyed by the user too: one user's coupon states are never shown to another. A console preview
 * (the `preview` token of the URL) shows the page's draft and is never kept.
 */
const pageConfigQueryOptions = (pageCode: string, userId: string | null, preview: string | null) =>
  queryOptions({
    queryKey: ['page-management', pageCode, userId ?? 'guest', preview ?? 'published'],
    queryFn: ({ signal }) => getPageConfig(pageCode, userId !== null, preview, signal),
    ...(preview ? { gcTime: 0, staleTime: 0 } : {}),
  });

/** `previewable`: the page the route shows (a preview token is of that one page, not of its tabs' pages). */
export function usePageConfig(pageCode: string, previewable = false) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  const [params] = useSearchParams();
  return useQuery(pageConfigQueryOptions(pageCode, userId, previewable ? params.get('preview') : null));
}
