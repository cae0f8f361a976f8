import { Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/app/dict/geo/getAllGeosExclude: the regions we deliver to, province → city → district. It does not change while the app runs. */
const geoTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['geo-tree'],
    queryFn: ({ signal }) => http.get(Paths.geoAllExclude, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useGeoTree() {
  return useQuery(geoTreeQueryOptions());
}
