import { PageAdminPaths } from '@emall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { pageDetailKey } from './get-page.ts';

export function usePageVersions(pageCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pages', 'versions', pageCode],
    queryFn: ({ signal }) => http.get(PageAdminPaths.versions, { params: { pageCode }, signal }),
    enabled,
  });
}

/** A published version back into the draft. */
export function useRestorePageVersion(pageCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => http.post(PageAdminPaths.restoreVersion, undefined, { params: { pageCode, version: String(version) } }),
    onSuccess: (detail) => queryClient.setQueryData(pageDetailKey(pageCode), detail),
  });
}
