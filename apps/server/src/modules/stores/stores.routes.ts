import { CityListQuery, Envelope, GeoCity, GeoPlace, GeoStoreList, LngLatParam, Paths, Store, StoresQuery } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { listStoreCities, listStoresOfCity, placeAndStores, reverseGeocode } from './stores.service.ts';

/** Stores and places are public: the store chooser works before login. */
export function storesRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const lngLatParams = Type.Object({ lnglat: LngLatParam });

    app.get(
      Paths.geoCityList,
      {
        schema: {
          tags: ['stores'],
          summary: 'Cities that have stores, whose name contains cityName (all when empty), with their store counts',
          querystring: CityListQuery,
          response: { 200: Envelope(Type.Array(GeoCity)) },
        },
      },
      async (request) => ok(await listStoreCities(ctx, request.query.cityName)),
    );

    app.get(
      Paths.storesByCity,
      {
        schema: {
          tags: ['stores'],
          summary: "A city's stores (distance null)",
          querystring: StoresQuery,
          response: { 200: Envelope(Type.Array(Store)) },
        },
      },
      async (request) => ok(await listStoresOfCity(ctx, request.query.cityCode)),
    );

    app.get(
      Paths.geoReverseStores,
      {
        schema: {
          tags: ['stores'],
          summary: 'The place of {lng},{lat} and the stores nearest to it, with their distance in metres',
          params: lngLatParams,
          response: { 200: Envelope(GeoStoreList) },
        },
      },
      async (request) => ok(await placeAndStores(ctx, request.params.lnglat)),
    );

    app.get(
      Paths.geoReverse,
      {
        schema: {
          tags: ['stores'],
          summary: 'The place (province, city, district) of {lng},{lat}; outside mainland China is 40070',
          params: lngLatParams,
          response: { 200: Envelope(GeoPlace) },
        },
      },
      async (request) => ok(await reverseGeocode(ctx, request.params.lnglat)),
    );
  };
}
