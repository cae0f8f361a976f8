import { PageAdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { pageDetailKey } from './get-page.ts';
import { pagesKey } from './list-pages.ts';

export type PageStatusAction = 'publish' | 'undercarriage' | 'unpublish';

function send(action: PageStatusAction, pageCode: string) {
  const options = { params: { pageCode } };
  if (action === 'publish') return http.post(PageAdminPaths.publish, undefined, options);
  if (action === 'undercarriage') return http.post(PageAdminPaths.undercarriage, undefined, options);
  return http.post(PageAdminPaths.unpublish, undefined, options);
}

/** Publish (the draft becomes a new version the shop serves), undercarriage or unpublish. */
export function useChangePageStatus(pageCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PageStatusAction) => send(action, pageCode),
    onSuccess: (detail) => {
      queryClient.setQueryData(pageDetailKey(pageCode), detail);
      return queryClient.invalidateQueries({ queryKey: pagesKey });
    },
  });
}
