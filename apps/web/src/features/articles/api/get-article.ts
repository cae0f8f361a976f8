import { Paths, type Article } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /pgc/v1/article/{id} (ours): one published PGC article. The page says what went wrong. */
function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return http.get(Paths.pgcArticle, { params: { id }, signal, silent: true });
}

const articleQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['article', id],
    queryFn: ({ signal }) => getArticle(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });

export function useArticle(id: string | null) {
  return useQuery(articleQueryOptions(id));
}
