import { PageAdminPaths } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The rights pools a module lists, by id. */
export function usePickedCoupons(ids: readonly number[]) {
  return useQuery({
    queryKey: ['pages', 'picked-coupons', ids.join(',')],
    queryFn: ({ signal }) => http.get(PageAdminPaths.pickCoupons, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Rights pools whose names match a keyword (the marketing console's pool search). */
export function useCouponSearch(keyword: string) {
  return useQuery({
    queryKey: ['pages', 'pick-coupons', keyword],
    queryFn: ({ signal }) => http.get(PageAdminPaths.pickCoupons, { query: { keyword }, signal }),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
