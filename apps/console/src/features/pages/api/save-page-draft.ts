import { PageAdminPaths, type PageDraft } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { pageDetailKey } from './get-page.ts';
import { pagesKey } from './list-pages.ts';

/** Saves the draft (the server checks every module's fields); the list and the page are fetched again. */
export function useSavePageDraft(pageCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: PageDraft) => http.put(PageAdminPaths.draft, draft, { params: { pageCode } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(pageDetailKey(pageCode), detail);
      return queryClient.invalidateQueries({ queryKey: [...pagesKey, 'list'] });
    },
  });
}
