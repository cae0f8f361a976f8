import { ErrorCode, NEARBY_STORES_MAX, type GeoCity, type GeoPlace, type GeoStoreList, type Store } from '@emall/contract';
import { distanceMetres, isOnGlobe, isValidId, type LngLat } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { cityOf, regionOf } from '../address/address.service.ts';
import { countStoresByCity, findAllStores, findStore, findStoresOfCity, type StoreRow } from './stores.repository.ts';

function toStore(row: StoreRow, distance: number | null): Store {
  return {
    storeId: String(row.id),
    storeName: row.name,
    cityCode: row.cityCode,
    cityName: regionOf(row.cityCode)?.name ?? '',
    address: row.address,
    phone: row.phone,
    businessHours: row.businessHours,
    lng: row.lng,
    lat: row.lat,
    distance,
  };
}

/** `{lng},{lat}` of the path (its shape is checked by the contract's LngLatParam) as a point on the globe. */
function parseLngLat(text: string): LngLat {
  const [lng, lat] = text.split(',').map(Number);
  const point = { lng: lng ?? Number.NaN, lat: lat ?? Number.NaN };
  if (!isOnGlobe(point)) throw new AppError(ErrorCode.GEO_LNGLAT_INVALID);
  return point;
}

/** GET …/geo/getCityList: cities with stores whose name contains the fragment (every one when it is empty). */
export async function listStoreCities(ctx: AppContext, cityName: string | undefined): Promise<GeoCity[]> {
  const fragment = (cityName ?? '').trim();
  const cities: GeoCity[] = [];
  for (const { cityCode, storeCount } of await countStoresByCity(ctx.db)) {
    const city = cityOf(cityCode);
    if (!city || !city.name.includes(fragment)) continue;
    cities.push({ cityCode, cityName: city.name, provinceName: regionOf(city.provinceCode)?.name ?? '', storeCount });
  }
  return cities;
}

/** GET /hermes/v1/stores: a city's stores; a code that is not a city is 40051. */
export async function listStoresOfCity(ctx: AppContext, cityCode: string): Promise<Store[]> {
  if (!cityOf(cityCode)) throw new AppError(ErrorCode.ADDRESS_REGION_INVALID);
  return (await findStoresOfCity(ctx.db, cityCode)).map((row) => toStore(row, null));
}

/** The place of a point; outside mainland China is 40070. */
export async function reverseGeocode(ctx: AppContext, lngLatText: string): Promise<GeoPlace> {
  const place = await ctx.geocoder.placeOf(parseLngLat(lngLatText));
  if (!place) throw new AppError(ErrorCode.GEO_OUT_OF_AREA);
  return place;
}

/** Stores by distance from the point, nearest first (ties by id), at most NEARBY_STORES_MAX. */
export function nearestStores(rows: readonly StoreRow[], point: LngLat): Store[] {
  return rows
    .map((row) => ({ row, metres: distanceMetres(point, row) }))
    .sort((a, b) => a.metres - b.metres || a.row.id - b.row.id)
    .slice(0, NEARBY_STORES_MAX)
    .map(({ row, metres }) => toStore(row, metres));
}

/** GET …/geo/reGeoAndList: the point's place and the stores nearest to it. */
export async function placeAndStores(ctx: AppContext, lngLatText: string): Promise<GeoStoreList> {
  const point = parseLngLat(lngLatText);
  const place = await ctx.geocoder.placeOf(point);
  if (!place) throw new AppError(ErrorCode.GEO_OUT_OF_AREA);
  return { place, stores: nearestStores(await findAllStores(ctx.db), point) };
}

/** For other modules (warranty scheduling): every store, by city then id. */
export async function allStores(ctx: AppContext): Promise<Store[]> {
  return (await findAllStores(ctx.db)).sort((a, b) => a.cityCode.localeCompare(b.cityCode) || a.id - b.id).map((row) => toStore(row, null));
}

/** For other modules (orders): the store of that id, or null for an unknown or malformed id. */
export async function storeById(ctx: AppContext, storeId: string | number, db: Executor = ctx.db): Promise<Store | null> {
  const text = String(storeId);
  if (!isValidId(text)) return null;
  const row = await findStore(db, Number(text));
  return row ? toStore(row, null) : null;
}
