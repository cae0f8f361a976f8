import { AdminPaths, AuditAction, DEV_OPERATOR_PATH, ErrorCode, Role } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInAs } from '../../test/operators.ts';
import { api, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

function upsert(payload: unknown, target = app) {
  return target.server.inject({ method: 'POST', url: api(DEV_OPERATOR_PATH), payload: payload as object });
}

describe('the e2e operator hook', () => {
  it('makes an operator that signs in without a forced change, audited', async () => {
    const res = await upsert({ username: 'e2e.admin', roles: [Role.super], password: 'e2e-pass-2026' });
    expect(res.json().result).toMatchObject({ username: 'e2e.admin', roles: [Role.super], mustChangePassword: false });
    const session = await signInAs(app, 'e2e.admin', 'e2e-pass-2026');
    expect((await adminCall(app, session, 'GET', AdminPaths.operators)).statusCode).toBe(200);
    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, AuditAction.operatorDevUpsert));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'dev', operatorId: null, targetId: String(res.json().result.id) });
  });

  it('resets an existing operator to the password and roles given, enabled', async () => {
    const first = await upsert({ username: 'e2e.goods', roles: [Role.goods], password: 'e2e-pass-2026' });
    const session = await signInAs(app, 'e2e.admin', 'e2e-pass-2026');
    await adminCall(app, session, 'PUT', `/operators/${first.json().result.id}/disabled`, { disabled: true });
    const again = await upsert({ username: 'e2e.goods', roles: [Role.content], password: 'other-pass-2026' });
    expect(again.json().result).toMatchObject({ id: first.json().result.id, roles: [Role.content], disabled: false });
    await signInAs(app, 'e2e.goods', 'other-pass-2026');
  });

  it('still wants a strong password', async () => {
    const res = await upsert({ username: 'e2e.weak', roles: [Role.goods], password: 'weak' });
    expect(res.json().code).toBe(ErrorCode.ADMIN_PASSWORD_WEAK);
  });

  it('is not there in production', async () => {
    const prod = await createTestApp({ seed: false, env: PRODUCTION_TEST_ENV });
    try {
      const res = await upsert({ username: 'e2e.prod', roles: [Role.super], password: 'e2e-pass-2026' }, prod);
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
