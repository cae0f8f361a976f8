import { Paths, type GeoPlace } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/geo/reGeoAndDetail/{lng,lat}: the region and street of a point (定位 on the address form). */
export function reverseGeocode(lngLat: string): Promise<GeoPlace> {
  return http.get(Paths.geoReverse, { params: { lnglat: lngLat } });
}
