import { AuditAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { searchAudit } from './audit.service.ts';

export function auditAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, AuditAdminApi.list, async (request) => ok(await searchAudit(ctx, request.query)));
  };
}
