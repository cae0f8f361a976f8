import { PageAdminPaths, type AdminPageListQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const pagesKey = ['pages'] as const;

/** The pages matching the filters, by business type then code. */
export function usePageList(query: AdminPageListQuery) {
  return useQuery({
    queryKey: [...pagesKey, 'list', query],
    queryFn: ({ signal }) => http.get(PageAdminPaths.pages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
