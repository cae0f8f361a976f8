import { PageAdminPaths, type CreatePageBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { pagesKey } from './list-pages.ts';

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePageBody) => http.post(PageAdminPaths.pages, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesKey }),
  });
}
