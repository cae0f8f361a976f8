import { Paths } from '@emall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/annex/v1/goods/search/leno (param): labels completing what is typed. */
const searchSuggestQueryOptions = (param: string) =>
  queryOptions({
    queryKey: ['search-suggest', param],
    queryFn: ({ signal }) => http.get(Paths.searchSuggest, { query: { param }, silent: true, signal }),
  });

export function useSearchSuggest(param: string) {
  return useQuery({ ...searchSuggestQueryOptions(param), enabled: param.length > 0, placeholderData: keepPreviousData });
}
