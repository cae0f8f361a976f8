import { AgreementsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import * as agreements from './agreements.service.ts';

export function agreementsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, AgreementsApi.latest, async (request) => ok(await agreements.getLatestAgreement(ctx, request.query.agmtType)));
    register(app, AgreementsApi.byId, async (request) => ok(await agreements.getAgreement(ctx, Number(request.params.id))));
  };
}
