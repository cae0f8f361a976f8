/** A point as the map services of China give it: longitude then latitude, in degrees. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** The Earth's mean radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS_PER_DEGREE = Math.PI / 180;

/** A point on the globe: finite, longitude within ±180 and latitude within ±90. */
export function isOnGlobe(point: LngLat): boolean {
  return (
    Number.isFinite(point.lng) && Number.isFinite(point.lat) && Math.abs(point.lng) <= 180 && Math.abs(point.lat) <= 90
  );
}

/**
 * Great-circle distance by the haversine formula, rounded to whole metres. On a sphere it is
 * within 0.5 % of the ellipsoid, far finer than a store list needs.
 */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS_PER_DEGREE) * Math.cos(b.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** Distance shown beside a store: metres below 1 km, else km with one decimal ('850m', '12.3km'). */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)}m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1)}km`;
}
