import { Paths } from '@emall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/geo/getCityList?cityName=…: the cities that have stores, matching the name fragment (all when empty). */
const cityListQueryOptions = (cityName: string) =>
  queryOptions({
    queryKey: ['geo-city-list', cityName],
    queryFn: ({ signal }) => http.get(Paths.geoCityList, { query: { cityName: cityName || undefined }, signal }),
    staleTime: 5 * 60_000,
  });

export function useCityList(cityName: string) {
  // The list stays on screen while the next search is on its way.
  return useQuery({ ...cityListQueryOptions(cityName), placeholderData: keepPreviousData });
}
