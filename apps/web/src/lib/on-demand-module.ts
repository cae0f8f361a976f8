import { useSyncExternalStore } from 'react';

/** A module of gesture-driven parts loaded after the entry (see onDemandModule). */
export interface OnDemandModule<T> {
  /**
   * Loads the module once; resolves when it is in (or the load failed: the next render may retry).
   * The browser awaits it before hydrating a rendered page, so the hydrating render draws what the
   * server drew and nothing remounts once the code arrives.
   */
  load(): Promise<void>;
  /** The server renders with the module in from the start (its bundle imports it). */
  provide(module: T): void;
  /**
   * The module once loaded, null before (asking for it starts the load). Callers render a static
   * equivalent meanwhile (a carousel's first slide as a picture): the page is usable either way. A
   * page the browser draws alone (a client navigation) swaps the parts in when they arrive.
   */
  use(): T | null;
}

/**
 * Parts of a first screen whose code (carousel physics, pull-to-refresh: antd-mobile's spring and
 * gesture libraries) stays out of the route's initial JS (issue 16): `importModule` is a dynamic
 * import, fetched right after the entry in parallel with the page's data.
 */
export function onDemandModule<T>(importModule: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const provide = (module: T): void => {
    loaded = module;
    for (const listener of listeners) listener();
  };
  const load = (): Promise<void> => {
    if (loaded) return Promise.resolve();
    loading ??= importModule()
      .then(provide)
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;
  return {
    load,
    provide,
    use() {
      void load();
      return useSyncExternalStore(subscribe, snapshot, snapshot);
    },
  };
}
