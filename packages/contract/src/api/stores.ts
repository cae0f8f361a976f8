import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { CityListQuery, GeoCity, GeoPlace, GeoStoreList, LngLatParam, Store, StoresQuery } from '../schemas/address.ts';

const params = Type.Object({ lnglat: LngLatParam });

/** Stores and places are public: the store chooser works before login. */
export const StoresApi = declareApi('stores', {
  cities: route(
    'GET',
    Paths.geoCityList,
    'Cities that have stores, whose name contains cityName (all when empty), with their store counts',
    { query: CityListQuery, answer: Type.Array(GeoCity) },
  ),
  ofCity: route('GET', Paths.storesByCity, "A city's stores (distance null)", { query: StoresQuery, answer: Type.Array(Store) }),
  nearest: route('GET', Paths.geoReverseStores, 'The place of {lng},{lat} and the stores nearest to it, with their distance in metres', { params, answer: GeoStoreList }),
  place: route('GET', Paths.geoReverse, 'The place (province, city, district) of {lng},{lat}; outside mainland China is 40070', { params, answer: GeoPlace }),
});
