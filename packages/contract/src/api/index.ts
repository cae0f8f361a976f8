import type { RoutesOf } from '../route.ts';
import type { CartApi } from './cart.ts';

export * from './cart.ts';

/** Every shopper call, as one union: the web app types its calls by method and path from it. */
export type ShopRoute = RoutesOf<typeof CartApi>;
