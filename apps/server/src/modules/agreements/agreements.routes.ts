import { AgreementsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sendPrepared } from '../../http/prepared-answer.ts';
import { register } from '../../http/route.ts';
import { agreementAnswer, cachedLatestAgreementAnswer, latestAgreementAnswer } from './agreements.service.ts';

export function agreementsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, AgreementsApi.latest, async (request, reply) => {
      const { agmtType } = request.query;
      return sendPrepared(request, reply, await latestAgreementAnswer(ctx, agmtType), { current: () => cachedLatestAgreementAnswer(ctx, agmtType) });
    });
    register(app, AgreementsApi.byId, async (request, reply) => sendPrepared(request, reply, await agreementAnswer(ctx, Number(request.params.id))));
  };
}
