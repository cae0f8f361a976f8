import { AgreementsAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { listAgreementVersions, publishAgreementVersion } from './agreements-admin.service.ts';

/** The console's agreements: versions per type, and publishing a new one. */
export function agreementsAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, AgreementsAdminApi.versions, async (request) => ok(await listAgreementVersions(ctx, request.params.agmtType)));
    registerAdmin(app, AgreementsAdminApi.publish, async (request) =>
      ok(await publishAgreementVersion(ctx, actorOf(request), request.params.agmtType, request.body)),
    );
  };
}
