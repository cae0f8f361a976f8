import { OperatorsAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { createOperator, listOperators, resetOperatorPassword, setOperatorDisabled, updateOperator } from './operator-accounts.service.ts';

export function operatorsAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, OperatorsAdminApi.list, async (request) => ok(await listOperators(ctx, request.query)));
    registerAdmin(app, OperatorsAdminApi.create, async (request) => ok(await createOperator(ctx, actorOf(request), request.body)));
    registerAdmin(app, OperatorsAdminApi.update, async (request) =>
      ok(await updateOperator(ctx, actorOf(request), Number(request.params.id), request.body)),
    );
    registerAdmin(app, OperatorsAdminApi.setDisabled, async (request) =>
      ok(await setOperatorDisabled(ctx, actorOf(request), Number(request.params.id), request.body.disabled)),
    );
    registerAdmin(app, OperatorsAdminApi.resetPassword, async (request) =>
      ok(await resetOperatorPassword(ctx, actorOf(request), Number(request.params.id), request.body.password)),
    );
  };
}
