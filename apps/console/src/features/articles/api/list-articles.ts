import { ArticleAdminPaths, type AdminArticleQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const articlesKey = ['articles'] as const;

/** One page of articles matching the filters; the previous page stays on screen while the next loads. */
export function useArticleList(query: AdminArticleQuery) {
  return useQuery({
    queryKey: [...articlesKey, 'list', query],
    queryFn: ({ signal }) => http.get(ArticleAdminPaths.articles, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
