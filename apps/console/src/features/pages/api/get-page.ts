import { PageAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { pagesKey } from './list-pages.ts';

export const pageDetailKey = (pageCode: string) => [...pagesKey, 'detail', pageCode] as const;

/** A page's summary and its draft (the published content when none is saved). */
export function usePageDetail(pageCode: string) {
  return useQuery({
    queryKey: pageDetailKey(pageCode),
    queryFn: ({ signal }) => http.get(PageAdminPaths.page, { params: { pageCode }, signal }),
  });
}
