import { lazy, type ComponentType } from 'react';

/** A page whose code loads on first render (it suspends until then), or ahead with `preload`. */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<void>;
}

/**
 * A lazy route's page for the declarative router (React.lazy's job, plus what it lacks): `preload`
 * lets the entry and the server load the page of the URL before they render, so a hydrated page
 * draws the server's markup at once instead of a fallback; a chunk that failed to load (a dropped
 * connection) is asked for again on the next render instead of failing for good.
 */
export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= importPage().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  // React.lazy keeps a failure for good: after one, the next render asks for the code again.
  const load = async (): Promise<{ default: ComponentType }> => {
    try {
      await preload();
    } catch (error) {
      Suspending = lazy(load);
      throw error;
    }
    return { default: Loaded! };
  };
  let Suspending = lazy(load);
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}
