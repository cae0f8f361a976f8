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
    let left = false;
    // On a rendered page the server named the sheets' files (src/boot.ts links them a few per idle
    // moment): linked first, the import's preload helper finds them there instead of adding them all
    // in one task (~15 links for the SKU sheet: 65 ms of thread time at 4× CPU, issue 16).
    const prefetch = () => (window.emallLinkIdleFiles ? window.emallLinkIdleFiles(() => void (left || load())) : void load());
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(prefetch);
      return () => ((left = true), window.cancelIdleCallback(handle));
    }
    const timer = window.setTimeout(prefetch, IDLE_FALLBACK_MS);
    return () => ((left = true), window.clearTimeout(timer));
  }, [load]);
}

declare global {
  interface Window {
    /** Put there by src/boot.ts on a rendered page: links the files its server named for idle prefetches, then calls `done` (at once when none are left). */
    emallLinkIdleFiles?: (done: () => void) => void;
  }
}
