/** A store's distance as shops show it: metres under 1 km ('850m'), else km with one decimal ('1.2km'). */
export function formatDistance(metres: number): string {
  const rounded = Math.round(metres);
  if (rounded < 1000) return `${rounded}m`;
  return `${(rounded / 1000).toFixed(1)}km`;
}

/** `{lng},{lat}` for the geo paths (LngLatParam allows 8 decimals; 6 is about 0.1 m). */
export function lngLatOf(position: { longitude: number; latitude: number }): string {
  return `${position.longitude.toFixed(6)},${position.latitude.toFixed(6)}`;
}
