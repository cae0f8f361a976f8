import { DevOperatorApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { clientOf } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { upsertDevOperator } from './operator-accounts.service.ts';

/** The name the audit log gives the development hook's writes. */
const DEV_ACTOR = 'dev';

/** Development and tests only; app.ts never registers it when NODE_ENV=production. */
export function devOperatorRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, DevOperatorApi.upsert, async (request) =>
      ok(await upsertDevOperator(ctx, { operatorId: null, username: DEV_ACTOR, ...clientOf(request) }, request.body)),
    );
  };
}
