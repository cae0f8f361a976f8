import { AuditTarget, ErrorCode, JobName, JobsAuditAction, type FailedJobView, type JobsOverview } from '@emall/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repo from './jobs.repository.ts';

const FAILURES_SHOWN = 50;
const JOB_NAMES: readonly string[] = Object.values(JobName);

/** What a failed run left in the job's output: pg-boss keeps the thrown error serialised. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

function failureOf(row: repo.FailedJobRow): FailedJobView {
  return {
    id: row.id,
    name: row.name as JobName,
    retryCount: row.retry_count,
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
    error: errorText(row.output),
  };
}

/** 后台任务: each queue's depth and the latest failures, read from pg-boss's tables. */
export async function jobsOverview(ctx: AppContext): Promise<JobsOverview> {
  if (!ctx.jobs.boss()) return { running: false, queues: [], failures: [] };
  const counts = new Map((await repo.countJobsByQueue(ctx.database, JOB_NAMES)).map((r) => [r.name, r]));
  const queues = Object.values(JobName).map((name) => {
    const c = counts.get(name);
    return { name, queued: c?.queued ?? 0, active: c?.active ?? 0, failed: c?.failed ?? 0, total: c?.total ?? 0 };
  });
  const failures = (await repo.findFailedJobs(ctx.database, JOB_NAMES, FAILURES_SHOWN)).map(failureOf);
  return { running: true, queues, failures };
}

/** 重试: a failed job runs again (its handler is idempotent, docs/decisions/jobs.md); the retry and its audit row commit together. */
export async function retryFailedJob(ctx: AppContext, actor: AuditActor, id: string): Promise<JobsOverview> {
  const boss = ctx.jobs.boss();
  if (!boss) throw new AppError(ErrorCode.UNAVAILABLE);
  const { fromDrizzle } = await import('pg-boss');
  await ctx.db.transaction(async (tx) => {
    // pg-boss's statements inside the console's own transaction, beside the audit row.
    const viaTx = fromDrizzle({ execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } }, sql);
    // Locked: two operators retrying at once retry it once, and audit once.
    const job = await repo.lockJob(viaTx, id);
    if (!job || !JOB_NAMES.includes(job.name)) throw new AppError(ErrorCode.JOB_NOT_FOUND);
    if (job.state !== 'failed') throw new AppError(ErrorCode.JOB_NOT_FAILED);
    await boss.retry(job.name, id, { db: viaTx });
    await recordAudit(tx, {
      actor,
      at: ctx.clock.now(),
      action: JobsAuditAction.retry,
      targetType: AuditTarget.job,
      targetId: id,
      before: { name: job.name, state: job.state, retryCount: job.retry_count },
      after: { name: job.name, state: 'retry' },
    });
  });
  return jobsOverview(ctx);
}
