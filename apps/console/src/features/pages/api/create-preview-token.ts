import { PageAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Renewed a minute before the token's ten minutes end. */
const RENEW_MS = 9 * 60_000;

/** A short-lived preview token and the shop URL that shows the page's draft with it. */
export function usePreviewToken(pageCode: string) {
  return useQuery({
    queryKey: ['pages', 'preview-token', pageCode],
    queryFn: () => http.post(PageAdminPaths.previewToken, undefined, { params: { pageCode } }),
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
    refetchOnWindowFocus: false,
  });
}
