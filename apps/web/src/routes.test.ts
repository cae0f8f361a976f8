import { CART_ROUTE, HomeRoute, ProductRoute } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { loadHomeInteractive } from './features/pages/components/use-home-interactive.ts';
import { HOME_PATH } from './lib/config.ts';
import { drawnParts } from './routes.tsx';

describe('the parts a rendered page loads before it is hydrated', () => {
  it('are its own route’s only', () => {
    expect(drawnParts(HOME_PATH)).toEqual([loadHomeInteractive]);
    expect(drawnParts(HomeRoute.light)).toEqual([loadHomeInteractive]);
    expect(drawnParts(Object.values(ProductRoute)[0]!)).toEqual([]);
    expect(drawnParts(CART_ROUTE)).toEqual([]);
    expect(drawnParts('/store/order/list')).toEqual([]);
  });
});
