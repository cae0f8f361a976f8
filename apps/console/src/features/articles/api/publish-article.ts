import { ArticleAdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { articlesKey } from './list-articles.ts';

/** Publishes an article (the feed and its page give it out) or takes it down. */
export function usePublishArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      publish ? http.post(ArticleAdminPaths.publish, undefined, { params: { id } }) : http.post(ArticleAdminPaths.unpublish, undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
