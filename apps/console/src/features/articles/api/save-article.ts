import { ArticleAdminPaths, type ArticleBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { articlesKey } from './list-articles.ts';

/** Creates (id null) or edits an article; the drawer shows a refusal inline. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ArticleBody }) =>
      id === null
        ? http.post(ArticleAdminPaths.articles, body, { silent: true })
        : http.put(ArticleAdminPaths.article, body, { params: { id }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
