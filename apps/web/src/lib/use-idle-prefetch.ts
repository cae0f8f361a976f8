import { useEffect } from 'react';

/** Without requestIdleCallback (Safari), the fetch starts this long after the page mounts. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Starts `load` (a dynamic import) when the page is idle, so that a sheet or picker opened later
 * is there at once, without its code in the page's first screen. Cancelled with the page: a page
 * left at once starts no fetch (nor, in tests, one that would land after the test's window is gone).
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(() => void load());
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => void load(), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [load]);
}
