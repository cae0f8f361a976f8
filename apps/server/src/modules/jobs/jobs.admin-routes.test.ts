import { ADMIN_API_BASE, AuditTarget, ErrorCode, fillPath, JobName, JobsAdminPaths, JobsAuditAction, Role, type ApiEnvelope, type JobsOverview } from '@emall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/concurrency.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { JOB_SCHEMA } from './job-queue.service.ts';

/** 后台任务 on a started queue: one job whose first run fails for good (no retries left), then succeeds when retried. */
let app: TestApp;
let admin: OperatorSession;
let runs = 0;
let failedId: string;

const retryPath = (id: string) => fillPath(JobsAdminPaths.retry, { id });

async function overview(session: OperatorSession | null = admin) {
  const res = await adminCall(app, session, 'GET', JobsAdminPaths.queues);
  return { status: res.statusCode, body: res.json<ApiEnvelope<JobsOverview>>() };
}

async function stateOf(id: string): Promise<string> {
  const { rows } = await app.ctx.database.executeSql(`select state from ${JOB_SCHEMA}.job where id = $1::uuid`, [id]);
  return (rows[0] as { state: string }).state;
}

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  admin = await signInOperator(app, [Role.super]);
  expect((await overview()).body.result).toEqual({ running: false, queues: [], failures: [] });
  const job = {
    name: JobName.invoiceSweep,
    everyMs: 3_600_000,
    run: async () => {
      if (++runs === 1) throw new Error('开票服务暂不可用');
      return { redFlushed: 0 };
    },
  };
  await app.ctx.jobs.start([job]);
  failedId = (await app.ctx.jobs.boss()!.send(JobName.invoiceSweep, null, { retryLimit: 0 }))!;
  await until(async () => (await stateOf(failedId)) === 'failed');
});
afterAll(() => app.close());

describe('后台任务', () => {
  it('shows each queue with its depth and the failure with its error', async () => {
    const { body } = await overview();
    expect(body.code).toBe(0);
    expect(body.result.running).toBe(true);
    expect(body.result.queues.map((q) => q.name)).toEqual(Object.values(JobName));
    expect(body.result.queues.find((q) => q.name === JobName.invoiceSweep)).toMatchObject({ failed: 1, active: 0 });
    expect(body.result.failures).toEqual([expect.objectContaining({ id: failedId, name: JobName.invoiceSweep, retryCount: 0, error: '开票服务暂不可用' })]);
  });

  it('refuses anonymous callers, shoppers and roles without the permission', async () => {
    expect((await overview(null)).status).toBe(401);
    const shopper = await loginAs(app, '13800006661');
    const asShopper = await app.server.inject({ method: 'POST', url: `${ADMIN_API_BASE}${retryPath(failedId)}`, headers: { authorization: `Bearer ${shopper}` } });
    expect(asShopper.statusCode).toBe(401);
    const finance = await signInOperator(app, [Role.finance]);
    expect((await overview(finance)).status).toBe(403);
    const refused = await adminCall(app, finance, 'POST', retryPath(failedId));
    expect(refused.statusCode).toBe(403);
    expect(await stateOf(failedId)).toBe('failed');
  });

  it('refuses a malformed or unknown job id with a code', async () => {
    const malformed = await adminCall(app, admin, 'POST', retryPath('not-a-job'));
    expect(malformed.statusCode).toBe(400);
    const unknown = await adminCall(app, admin, 'POST', retryPath('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.JOB_NOT_FOUND);
  });

  it('runs a failed job again once, audited, and refuses to retry it after it succeeded', async () => {
    const retried = await adminCall(app, admin, 'POST', retryPath(failedId));
    expect(retried.json().code, retried.body).toBe(0);
    await until(async () => (await stateOf(failedId)) === 'completed');
    expect(runs).toBe(2);
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, JobsAuditAction.retry), eq(auditLog.targetId, failedId)));
    expect(audits).toEqual([expect.objectContaining({ username: admin.username, targetType: AuditTarget.job })]);

    const again = await adminCall(app, admin, 'POST', retryPath(failedId));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.JOB_NOT_FAILED);
    expect((await overview()).body.result.failures).toEqual([]);
  });
});
