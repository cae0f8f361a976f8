import { AfterSalesAdminApi } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, operatorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { replyToCase } from './case-messages.service.ts';
import { afterSalesCaseOf, afterSalesQueue, approveCase, receiveReturn, refundCaseAgain, refundCaseNow, rejectCase, type CaseOperator } from './after-sales-admin.service.ts';

function who(request: FastifyRequest): CaseOperator {
  const operator = operatorOf(request);
  return { actor: actorOf(request), operatorId: operator.id, permissions: operator.permissions };
}

/** The console's after-sales calls (issue 15): queue, case, approve, reject, receive, refund. */
export function afterSalesAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, AfterSalesAdminApi.list, async (request) => ok(await afterSalesQueue(ctx, request.query)));
    registerAdmin(app, AfterSalesAdminApi.detail, async (request) => ok(await afterSalesCaseOf(ctx, Number(request.params.id))));
    registerAdmin(app, AfterSalesAdminApi.approve, async (request) => ok(await approveCase(ctx, who(request), Number(request.params.id))));
    registerAdmin(app, AfterSalesAdminApi.reject, async (request) => ok(await rejectCase(ctx, who(request), Number(request.params.id), request.body.reason)));
    registerAdmin(app, AfterSalesAdminApi.receive, async (request) => ok(await receiveReturn(ctx, who(request), Number(request.params.id), request.body.note)));
    registerAdmin(app, AfterSalesAdminApi.reply, async (request) => ok(await replyToCase(ctx, who(request), Number(request.params.id), request.body.text)));
    registerAdmin(app, AfterSalesAdminApi.refund, async (request) => ok(await refundCaseNow(ctx, who(request), Number(request.params.id))));
    registerAdmin(app, AfterSalesAdminApi.refundAgain, async (request) => ok(await refundCaseAgain(ctx, who(request), Number(request.params.id))));
  };
}
