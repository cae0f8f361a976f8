import { brand, type GeoCity } from '@emall/contract';

/**
 * The city the shopper picked on /address/city for the store chooser, for this tab. The city page
 * writes it and goes back; the chooser reads it. None means "stores near me".
 */
const STORE_CITY_KEY = `${brand.storagePrefix}store_city`;

export type StoreCity = Pick<GeoCity, 'cityCode' | 'cityName'>;

export function readStoreCity(): StoreCity | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORE_CITY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { cityCode, cityName } = value as Record<string, unknown>;
    return typeof cityCode === 'string' && typeof cityName === 'string' ? { cityCode, cityName } : null;
  } catch {
    return null;
  }
}

export function writeStoreCity(city: StoreCity | null): void {
  try {
    if (city === null) sessionStorage.removeItem(STORE_CITY_KEY);
    else sessionStorage.setItem(STORE_CITY_KEY, JSON.stringify({ cityCode: city.cityCode, cityName: city.cityName }));
  } catch {
    // Storage refused: the chooser falls back to the stores near the shopper.
  }
}
