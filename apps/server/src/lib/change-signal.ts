import type { AppContext } from '../context.ts';
import { perContext } from './per-context.ts';

/**
 * "This changed" from a module to whoever caches what it serves, without the module knowing them:
 * the owner of the data declares the signal and raises it after a write commits; a module that
 * caches a view of that data (and already depends on its owner) listens. So a cache is dropped at
 * once without the owner importing the cache's module, which would close an import cycle. One
 * set of listeners per app instance.
 */
export interface ChangeSignal {
  listen(ctx: AppContext, listener: () => void): void;
  raise(ctx: AppContext): void;
}

export function changeSignal(): ChangeSignal {
  const listenersOf = perContext(() => new Set<() => void>());
  return {
    listen: (ctx, listener) => void listenersOf(ctx).add(listener),
    raise: (ctx) => {
      for (const listener of listenersOf(ctx)) listener();
    },
  };
}
