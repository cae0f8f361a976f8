import { ADDRESS_BOOK_MAX, AddressBody, AddressUpdateBody, Envelope, IdParam, Paths, UserAddress } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  changeAddress,
  createAddress,
  getAddress,
  listAddresses,
  receivingAddress,
  removeAddress,
} from './address.service.ts';

export function addressRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const idParams = Type.Object({ id: IdParam });

    app.get(
      Paths.addressList,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: "The user's addresses: the default first, then the newest",
          response: { 200: Envelope(Type.Array(UserAddress)) },
        },
      },
      async (request) => ok(await listAddresses(ctx, sessionOf(request).userId)),
    );

    app.get(
      Paths.addressReceive,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: 'The address an order goes to: the default, else the newest, else null',
          response: { 200: Envelope(Type.Union([UserAddress, Type.Null()])) },
        },
      },
      async (request) => ok(await receivingAddress(ctx, sessionOf(request).userId)),
    );

    app.get(
      Paths.address,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: "One of the user's addresses (another user's answers 40411)",
          params: idParams,
          response: { 200: Envelope(UserAddress) },
        },
      },
      async (request) => ok(await getAddress(ctx, sessionOf(request).userId, request.params.id)),
    );

    app.post(
      Paths.addressSave,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: `Adds an address (the first becomes the default; at most ${ADDRESS_BOOK_MAX}); region names come from the codes`,
          body: AddressBody,
          response: { 200: Envelope(UserAddress) },
        },
      },
      async (request) => ok(await createAddress(ctx, sessionOf(request).userId, request.body)),
    );

    app.put(
      Paths.addressSave,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: 'Changes an address (id in the body); isDefault true makes it the default',
          body: AddressUpdateBody,
          response: { 200: Envelope(UserAddress) },
        },
      },
      async (request) => ok(await changeAddress(ctx, sessionOf(request).userId, request.body)),
    );

    app.delete(
      Paths.address,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['address'],
          summary: 'Deletes an address; deleting the default makes the newest left the default',
          params: idParams,
          response: { 200: Envelope(Type.Literal(true)) },
        },
      },
      async (request) => ok(await removeAddress(ctx, sessionOf(request).userId, request.params.id)),
    );
  };
}
