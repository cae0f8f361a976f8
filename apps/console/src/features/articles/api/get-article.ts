import { ArticleAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { articlesKey } from './list-articles.ts';

/** One article with its body, for the edit drawer; null: a new article (nothing to load). */
export function useArticle(id: string | null) {
  return useQuery({
    queryKey: [...articlesKey, 'detail', id],
    queryFn: ({ signal }) => http.get(ArticleAdminPaths.article, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
