import { AddressApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { changeAddress, createAddress, getAddress, listAddresses, receivingAddress, removeAddress } from './address.service.ts';

export function addressRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, AddressApi.list, async (request) => ok(await listAddresses(ctx, sessionOf(request).userId)));
    register(app, AddressApi.receive, async (request) => ok(await receivingAddress(ctx, sessionOf(request).userId)));
    register(app, AddressApi.get, async (request) => ok(await getAddress(ctx, sessionOf(request).userId, request.params.id)));
    register(app, AddressApi.create, async (request) => ok(await createAddress(ctx, sessionOf(request).userId, request.body)));
    register(app, AddressApi.change, async (request) => ok(await changeAddress(ctx, sessionOf(request).userId, request.body)));
    register(app, AddressApi.delete, async (request) => ok(await removeAddress(ctx, sessionOf(request).userId, request.params.id)));
  };
}
