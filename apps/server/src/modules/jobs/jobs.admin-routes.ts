import { JobsAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { jobsOverview, retryFailedJob } from './jobs-admin.service.ts';

/** 后台任务's calls (issue 19): queue depth, failures, retry. */
export function jobsAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, JobsAdminApi.overview, async () => ok(await jobsOverview(ctx)));
    registerAdmin(app, JobsAdminApi.retry, async (request) => ok(await retryFailedJob(ctx, actorOf(request), request.params.id)));
  };
}
