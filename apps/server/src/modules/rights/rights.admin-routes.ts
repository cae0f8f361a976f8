import { MarketingAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { createPool, getAdminPool, listAdminPools, setPoolClaiming, updatePool } from './pool-admin.service.ts';

/** Coupon and rights-card pools in the console (营销运营). */
export function rightsAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const api = MarketingAdminApi;
    registerAdmin(app, api.listPools, async (request) => ok(await listAdminPools(ctx, request.query)));
    registerAdmin(app, api.getPool, async (request) => ok(await getAdminPool(ctx, Number(request.params.id))));
    registerAdmin(app, api.createPool, async (request) => ok(await createPool(ctx, actorOf(request), request.body)));
    registerAdmin(app, api.updatePool, async (request) => ok(await updatePool(ctx, actorOf(request), Number(request.params.id), request.body)));
    registerAdmin(app, api.setPoolClaiming, async (request) =>
      ok(await setPoolClaiming(ctx, actorOf(request), Number(request.params.id), request.body.claimStopped)),
    );
  };
}
