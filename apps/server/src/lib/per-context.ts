import type { AppContext } from '../context.ts';

/**
 * One value per app instance (per context), made on first use: how a service that takes the
 * context keeps an instance's cache without being a factory. Two apps in one process (tests)
 * get one each.
 */
export function perContext<T>(make: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const made = new WeakMap<AppContext, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (value === undefined) {
      value = make(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
