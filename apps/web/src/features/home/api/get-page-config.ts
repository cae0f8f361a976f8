import { Paths, type PageConfig } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The page code of the shop home, §2. */
export const SHOP_PAGE_CODE = 'shop';

/** GET /hermes/v2/material/page-management, §7. Silent: the page shows its own failure state. */
export function getPageConfig(pageCode: string, signal?: AbortSignal): Promise<PageConfig> {
  return http.get<PageConfig>(Paths.pageManagement, {
    query: { pageCode, _t: Date.now() },
    silent: true,
    signal,
  });
}

export const pageConfigQueryOptions = (pageCode: string) =>
  queryOptions({
    queryKey: ['page-management', pageCode],
    queryFn: ({ signal }) => getPageConfig(pageCode, signal),
  });

export function usePageConfig(pageCode: string) {
  return useQuery(pageConfigQueryOptions(pageCode));
}
