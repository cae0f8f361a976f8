import { DashboardAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { dashboard } from './dashboard.service.ts';

/** The console's 工作台 figures. */
export function dashboardAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, DashboardAdminApi.get, async () => ok(await dashboard(ctx)));
  };
}
