import { Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/geo/reGeoAndList/{lng,lat}: where the shopper is and the stores nearest first. */
const nearbyStoresQueryOptions = (lngLat: string) =>
  queryOptions({
    queryKey: ['stores-nearby', lngLat],
    // A failure falls back to the city list on the page, without a toast.
    queryFn: ({ signal }) =>
      http.get(Paths.geoReverseStores, { params: { lnglat: lngLat }, silent: true, signal }),
    staleTime: 5 * 60_000,
  });

export function useNearbyStores(lngLat: string | null) {
  return useQuery({ ...nearbyStoresQueryOptions(lngLat ?? ''), enabled: lngLat !== null });
}

/** GET /hermes/v1/stores?cityCode=… (ours): a city's stores, for a shopper who picked the city. */
const cityStoresQueryOptions = (cityCode: string) =>
  queryOptions({
    queryKey: ['stores-city', cityCode],
    queryFn: ({ signal }) => http.get(Paths.storesByCity, { query: { cityCode }, signal }),
    staleTime: 5 * 60_000,
  });

export function useCityStores(cityCode: string | null) {
  return useQuery({ ...cityStoresQueryOptions(cityCode ?? ''), enabled: cityCode !== null });
}
