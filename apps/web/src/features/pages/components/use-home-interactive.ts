import { useSyncExternalStore } from 'react';

type HomeInteractive = typeof import('./home-interactive.tsx');

let loaded: HomeInteractive | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function provide(module: HomeInteractive): void {
  loaded = module;
  for (const listener of listeners) listener();
}

/**
 * Loads the interactive parts once; resolves when they are in (or the load failed: the next
 * render may retry). The browser awaits it before hydrating a rendered page, so the hydrating
 * render draws what the server drew and nothing remounts once the code arrives.
 */
export function loadHomeInteractive(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import('./home-interactive.tsx')
    .then(provide)
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The server renders with the interactive parts in from the start (its bundle imports them). */
export function provideHomeInteractive(module: HomeInteractive): void {
  provide(module);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => loaded;

/**
 * The interactive parts once loaded, null before. Callers render a static equivalent meanwhile
 * (the first slide as a picture, the modules without pull-to-refresh): the page is usable either
 * way. A page the browser draws alone (a client navigation) swaps them in when they arrive.
 */
export function useHomeInteractive(): HomeInteractive | null {
  void loadHomeInteractive();
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
