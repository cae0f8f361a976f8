import { Agreement, AgreementQuery, Envelope, IdParam, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import * as agreements from './agreements.service.ts';

export function agreementsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      Paths.privacyAgreement,
      {
        schema: {
          tags: ['agreements'],
          summary: 'The agreement of a type in force (user, privacy, digitalKey, intellect), as HTML',
          querystring: AgreementQuery,
          response: { 200: Envelope(Agreement) },
        },
      },
      async (request) => ok(await agreements.getLatestAgreement(ctx, request.query.agmtType)),
    );

    app.get(
      Paths.signAgreementContent,
      {
        schema: {
          tags: ['agreements'],
          summary: 'One agreement version by id, as HTML',
          params: Type.Object({ id: IdParam }),
          response: { 200: Envelope(Agreement) },
        },
      },
      async (request) => ok(await agreements.getAgreement(ctx, Number(request.params.id))),
    );
  };
}
