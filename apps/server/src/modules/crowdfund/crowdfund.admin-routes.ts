import { MarketingAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { adminCrowdfund, createCrowdfund, endCrowdfund, goodsOptions, listAdminCrowdfunds, updateCrowdfund } from './crowdfund-admin.service.ts';
import { crowdfundOrders } from './crowdfund-orders.service.ts';

/** Crowdfunds in the console (营销运营): their terms and live progress. */
export function crowdfundAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const api = MarketingAdminApi;
    registerAdmin(app, api.listCrowdfunds, async (request) => ok(await listAdminCrowdfunds(ctx, request.query)));
    registerAdmin(app, api.getCrowdfund, async (request) => ok(await adminCrowdfund(ctx, Number(request.params.id))));
    registerAdmin(app, api.crowdfundOrders, async (request) => ok(await crowdfundOrders(ctx, Number(request.params.id), request.query)));
    registerAdmin(app, api.createCrowdfund, async (request) => ok(await createCrowdfund(ctx, actorOf(request), request.body)));
    registerAdmin(app, api.updateCrowdfund, async (request) =>
      ok(await updateCrowdfund(ctx, actorOf(request), Number(request.params.id), request.body)),
    );
    registerAdmin(app, api.endCrowdfund, async (request) => ok(await endCrowdfund(ctx, actorOf(request), Number(request.params.id))));
    registerAdmin(app, api.goodsOptions, async (request) => ok(await goodsOptions(ctx, request.query.keyword ?? '')));
  };
}
