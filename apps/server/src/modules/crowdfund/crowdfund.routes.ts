import { CrowdfundReservation, CrowdfundReserveBody, Envelope, IdParam, Paths } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { cancelCrowdfundReservation, reservationResult, reserveCrowdfund } from './crowdfund.service.ts';

/** Reservations of crowdfunds in preheat (§4 Crowdfund, §7). */
export function crowdfundRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['crowdfund'];
    const response = { 200: Envelope(CrowdfundReservation) };

    app.get(
      Paths.crowdfundReservationResult,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: "The goods' crowdfund: the user's reservation (0 reserved, 2 not; guests 2) and how many have reserved",
          params: Type.Object({ id: IdParam }),
          response,
        },
      },
      async (request) => ok(await reservationResult(ctx, Number(request.params.id), request.session?.userId ?? null)),
    );

    app.post(
      Paths.crowdfundReserve,
      {
        config: { auth: 'required' },
        schema: { tags, summary: 'Reserve a crowdfund in preheat (again: no change; outside preheat 40031)', body: CrowdfundReserveBody, response },
      },
      async (request) => ok(await reserveCrowdfund(ctx, sessionOf(request).userId, request.body.crowdfundNo)),
    );

    app.post(
      Paths.crowdfundReserveCancel,
      {
        config: { auth: 'required' },
        schema: { tags, summary: 'Cancel a reservation (without one: no change)', body: CrowdfundReserveBody, response },
      },
      async (request) => ok(await cancelCrowdfundReservation(ctx, sessionOf(request).userId, request.body.crowdfundNo)),
    );
  };
}
