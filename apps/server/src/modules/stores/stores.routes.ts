import { StoresApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { listStoreCities, listStoresOfCity, placeAndStores, reverseGeocode } from './stores.service.ts';

/** Stores and places are public: the store chooser works before login. */
export function storesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, StoresApi.cities, async (request) => ok(await listStoreCities(ctx, request.query.cityName)));
    register(app, StoresApi.ofCity, async (request) => ok(await listStoresOfCity(ctx, request.query.cityCode)));
    register(app, StoresApi.nearest, async (request) => ok(await placeAndStores(ctx, request.params.lnglat)));
    register(app, StoresApi.place, async (request) => ok(await reverseGeocode(ctx, request.params.lnglat)));
  };
}
