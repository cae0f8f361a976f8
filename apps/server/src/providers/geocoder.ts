import type { GeoPlace } from '@emall/contract';
import { distanceMetres, type LngLat } from '@emall/domain';
import type { Db } from '../db/client.ts';
import { placeOfDistrict } from '../modules/address/regions.ts';
import { findStoreLocations } from '../modules/stores/stores.repository.ts';
import { isInMainlandChina } from './mainland.ts';

/**
 * Reverse geocoding: the place (province, city, district) of a point. A map service plugs in
 * behind this interface by configuration.
 */
export interface GeocoderProvider {
  readonly name: string;
  /** The place of a point in mainland China; null outside it (or when the point cannot be placed). */
  placeOf(point: LngLat): Promise<GeoPlace | null>;
}

/**
 * The sandbox geocoder, from data alone (README, Decisions): mainland China by Natural Earth's
 * borders; the place is the district of the nearest store, the only coordinates of regions the
 * shop has (no maintained package gives district centroids). Right within a city with stores,
 * coarse elsewhere; a map service gives the real district.
 */
export function createSandboxGeocoder(db: Db): GeocoderProvider {
  return {
    name: 'sandbox',
    async placeOf(point) {
      if (!isInMainlandChina(point)) return null;
      let nearest: { districtCode: string; metres: number } | undefined;
      for (const store of await findStoreLocations(db)) {
        const metres = distanceMetres(point, store);
        if (!nearest || metres < nearest.metres) nearest = { districtCode: store.districtCode, metres };
      }
      return nearest ? (placeOfDistrict(nearest.districtCode) ?? null) : null;
    },
  };
}
