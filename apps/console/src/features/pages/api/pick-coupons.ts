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
