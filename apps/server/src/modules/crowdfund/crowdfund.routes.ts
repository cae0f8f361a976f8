import { CrowdfundApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { cancelCrowdfundReservation, reservationResult, reserveCrowdfund } from './crowdfund.service.ts';

/** Reservations of crowdfunds in preheat (§4 Crowdfund, §7). */
export function crowdfundRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, CrowdfundApi.result, async (request) => ok(await reservationResult(ctx, Number(request.params.id), request.session?.userId ?? null)));
    register(app, CrowdfundApi.reserve, async (request) => ok(await reserveCrowdfund(ctx, sessionOf(request).userId, request.body.crowdfundNo)));
    register(app, CrowdfundApi.cancel, async (request) => ok(await cancelCrowdfundReservation(ctx, sessionOf(request).userId, request.body.crowdfundNo)));
  };
}
