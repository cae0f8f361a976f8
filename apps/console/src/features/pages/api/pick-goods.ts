import { PageAdminPaths } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** On-shelf goods matching a keyword (the shop's own search). */
export function useGoodsSearch(keyword: string) {
  return useQuery({
    queryKey: ['pages', 'pick-goods', keyword],
    queryFn: ({ signal }) => http.get(PageAdminPaths.pickGoods, { query: { keyword }, signal }),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** The goods a module lists, by id, to show their names and pictures; gone ones are missing from the answer. */
export function usePickedGoods(ids: readonly number[]) {
  return useQuery({
    queryKey: ['pages', 'picked-goods', ids.join(',')],
    queryFn: ({ signal }) => http.get(PageAdminPaths.pickGoods, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
