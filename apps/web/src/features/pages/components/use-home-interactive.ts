import { useSyncExternalStore } from 'react';

type HomeInteractive = typeof import('./home-interactive.tsx');

let loaded: HomeInteractive | null = null;
let loading = false;
const listeners = new Set<() => void>();

/** Starts loading the interactive parts once; a failed load may be retried by the next render. */
function preloadHomeInteractive(): void {
  if (loaded || loading) return;
  loading = true;
  import('./home-interactive.tsx')
    .then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    .finally(() => {
      loading = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The interactive parts once loaded, null before. Callers render a static equivalent meanwhile
 * (the first slide as a picture, the modules without pull-to-refresh): the page is usable either way.
 */
export function useHomeInteractive(): HomeInteractive | null {
  preloadHomeInteractive();
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
