import { AdminPaths, type AdminSession, type ApiEnvelope, AuditAction, Role, SYSTEM_ACTOR_NAME } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { auditLog } from './modules/audit/audit.table.ts';
import { bootstrapFirstOperator } from './modules/operators/operator-accounts.service.ts';
import { operators } from './modules/operators/operators.table.ts';
import { adminApi } from './test/operators.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from './test/test-app.ts';

/** A production environment as docs/deploy.md sets one, less what each test takes away. */
const production: NodeJS.ProcessEnv = { ...PRODUCTION_TEST_ENV, WEB_DIST: '', CONSOLE_DIST: '' };

describe('a production start refuses what would be a mistake there', () => {
  it('refuses the sandbox pay, invoicing and SMS unless ALLOW_SANDBOX names them', () => {
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX: '' })).toThrow(/sandbox pay, invoicing and sms provider.*ALLOW_SANDBOX=pay,invoicing,sms/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX: 'pay,sms' })).toThrow(/sandbox invoicing provider/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX: 'pay,invoicing' })).toThrow(/sandbox sms provider.*SMS_PROVIDER/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX: 'pay,carrier' })).toThrow(/unknown ALLOW_SANDBOX: carrier/);
    expect(loadConfig({ ...production, ALLOW_SANDBOX: 'pay, invoicing, sms' }).pay.provider).toBe('sandbox');
  });

  it('leaves development and the tests on the sandboxes without asking', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).pay.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).invoicing.provider).toBe('sandbox');
  });

  it('refuses the default or a short APP_SECRET', () => {
    expect(() => loadConfig({ ...production, APP_SECRET: undefined })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'dev-only-secret-change-me' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'x'.repeat(31) })).toThrow(/at least 32/);
  });

  it('seeds no demo data (its operators’ password is public) unless a demo deploy asks', () => {
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('takes a first operator from OPERATOR_BOOTSTRAP_* only with a valid username and a strong password', () => {
    expect(loadConfig(production).operatorBootstrap).toBeNull();
    const account = { OPERATOR_BOOTSTRAP_USERNAME: ' Ops-Lead ', OPERATOR_BOOTSTRAP_PASSWORD: 'Spring2027Lead' };
    expect(loadConfig({ ...production, ...account }).operatorBootstrap).toEqual({ username: 'ops-lead', password: 'Spring2027Lead' });
    expect(() => loadConfig({ ...production, OPERATOR_BOOTSTRAP_USERNAME: 'ops-lead' })).toThrow(/OPERATOR_BOOTSTRAP_PASSWORD/);
    expect(() => loadConfig({ ...production, ...account, OPERATOR_BOOTSTRAP_PASSWORD: 'short1' })).toThrow(/OPERATOR_BOOTSTRAP_PASSWORD/);
    expect(() => loadConfig({ ...production, ...account, OPERATOR_BOOTSTRAP_USERNAME: '管理员' })).toThrow(/OPERATOR_BOOTSTRAP_USERNAME/);
  });
});

describe('the first operator of an empty database', () => {
  let app: TestApp;
  const account = { username: 'ops-lead', password: 'Spring2027Lead' };

  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is made once, even by two instances starting together, and audited as the system’s', async () => {
    const made = await Promise.all([bootstrapFirstOperator(app.ctx, account), bootstrapFirstOperator(app.ctx, account)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const rows = await app.ctx.db.select().from(operators);
    expect(rows.map((r) => [r.username, r.roles, r.mustChangePassword])).toEqual([['ops-lead', [Role.super], true]]);
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, AuditAction.operatorBootstrap));
    expect(audits.map((a) => [a.username, a.operatorId, a.targetId])).toEqual([[SYSTEM_ACTOR_NAME, null, String(rows[0]!.id)]]);
  });

  it('does nothing once an operator exists: a restart with the variables still set resets no password', async () => {
    expect(await bootstrapFirstOperator(app.ctx, { ...account, password: 'Another2027Pass' })).toBeNull();
    const signIn = (password: string) =>
      app.server.inject({ method: 'POST', url: adminApi(AdminPaths.signIn), payload: { username: account.username, password } });
    expect((await signIn('Another2027Pass')).json<ApiEnvelope<AdminSession>>().code).not.toBe(0);
    const signedIn = (await signIn(account.password)).json<ApiEnvelope<AdminSession>>();
    expect(signedIn.code).toBe(0);
    expect(signedIn.result.operator.mustChangePassword).toBe(true);
  });
});
