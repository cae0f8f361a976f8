import { Type, type Static } from 'typebox';
import { JobName } from '../jobs.ts';
import { adminRoute, declareApi } from '../route.ts';
import { Permission } from './permissions.ts';

/** 后台任务's calls (issue 19), relative to ADMIN_API_BASE. */
export const JobsAdminPaths = {
  queues: '/jobs',
  retry: '/jobs/:id/retry',
} as const;

/** What 后台任务 writes to the audit log (target type `job`). */
export const JobsAuditAction = { retry: 'job.retry' } as const;

const Iso = Type.String({ format: 'date-time' });

export const JobQueueView = Type.Object({
  name: Type.Enum(JobName),
  /** Waiting to run now (ready) or later (a retry's backoff). */
  queued: Type.Integer(),
  active: Type.Integer(),
  /** Failed for good (every retry used) and still kept. */
  failed: Type.Integer(),
  /** Jobs kept (finished ones for 3 days). */
  total: Type.Integer(),
});
export type JobQueueView = Static<typeof JobQueueView>;

export const FailedJobView = Type.Object({
  id: Type.String(),
  name: Type.Enum(JobName),
  /** How many times it was tried again before it failed for good. */
  retryCount: Type.Integer(),
  createdAt: Iso,
  failedAt: Type.Union([Iso, Type.Null()]),
  /** The error of its last run. */
  error: Type.String(),
});
export type FailedJobView = Static<typeof FailedJobView>;

export const JobsOverview = Type.Object({
  /** False until the queue has started (a few seconds after the server). */
  running: Type.Boolean(),
  queues: Type.Array(JobQueueView),
  /** The latest failures, newest first (at most 50). */
  failures: Type.Array(FailedJobView),
});
export type JobsOverview = Static<typeof JobsOverview>;

/** A pg-boss job id. */
const JobId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const JobsAdminApi = declareApi('jobs-admin', {
  overview: adminRoute('GET', JobsAdminPaths.queues, Permission.jobsManage, 'Background job queues: depth per queue and the latest failures with their error', {
    answer: JobsOverview,
  }),
  retry: adminRoute('POST', JobsAdminPaths.retry, Permission.jobsManage, 'Run a failed job again (audited); a job that has not failed is refused', {
    params: Type.Object({ id: JobId }),
    answer: JobsOverview,
  }),
});
