/** A store's distance as shops show it: metres under 1 km ('850m'), km with one decimal under 100 km ('1.2km'), whole km beyond ('887km'). */
export function formatDistance(metres: number): string {
  const rounded = Math.round(metres);
  if (rounded < 1000) return `${rounded}m`;
  const km = rounded / 1000;
  return km < 99.95 ? `${km.toFixed(1)}km` : `${Math.round(km)}km`;
}

/** `{lng},{lat}` for the geo paths (LngLatParam allows 8 decimals; 6 is about 0.1 m). */
export function lngLatOf(position: { longitude: number; latitude: number }): string {
  return `${position.longitude.toFixed(6)},${position.latitude.toFixed(6)}`;
}
