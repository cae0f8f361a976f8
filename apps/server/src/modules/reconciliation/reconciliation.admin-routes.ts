import { ReconciliationAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { dayMismatches, handleMismatch, rerunDay, statementDays } from './reconciliation-admin.service.ts';

/** 对账's calls (issue 20): statements by day, a day's mismatches, 重新对账, 标记已处理. */
export function reconciliationAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, ReconciliationAdminApi.days, async (request) => ok(await statementDays(ctx, request.query)));
    registerAdmin(app, ReconciliationAdminApi.mismatches, async (request) => ok(await dayMismatches(ctx, request.params.day, request.query)));
    registerAdmin(app, ReconciliationAdminApi.rerun, async (request) => ok(await rerunDay(ctx, actorOf(request), request.params.day, request.query.channel)));
    registerAdmin(app, ReconciliationAdminApi.handle, async (request) => ok(await handleMismatch(ctx, actorOf(request), Number(request.params.id), request.body.remark)));
  };
}
