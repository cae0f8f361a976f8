import { useEffect, useState } from 'react';
import { lngLatOf } from '../utils/distance.ts';

/** How long the chooser waits for a position before it offers the city list instead. */
const GEOLOCATION_WAIT_MS = 10_000;

/**
 * The device's position as `{lng},{lat}`, or null when it is refused, unavailable or too slow.
 * A browser may never answer while its permission prompt stays open, so a timer of ours ends the wait too.
 */
export function currentLngLat(waitMs: number = GEOLOCATION_WAIT_MS): Promise<string | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: string | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(null), waitMs);
    try {
      geolocation.getCurrentPosition(
        (position) => settle(lngLatOf(position.coords)),
        () => settle(null),
        { enableHighAccuracy: false, timeout: waitMs, maximumAge: 5 * 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}

export type GeolocationState = { status: 'locating' } | { status: 'located'; lngLat: string } | { status: 'unavailable' };

/** Asks for the position once while `enabled`. */
export function useGeolocation(enabled: boolean): GeolocationState {
  const [state, setState] = useState<GeolocationState>({ status: 'locating' });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void currentLngLat().then((lngLat) => {
      if (active) setState(lngLat ? { status: 'located', lngLat } : { status: 'unavailable' });
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
