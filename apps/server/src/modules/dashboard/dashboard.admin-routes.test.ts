import { DASHBOARD_DAYS, DashboardAdminPaths, Role, type ApiEnvelope, type Dashboard } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInOperator } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /admin-api/dashboard', () => {
  it('answers an operator with dashboard:read the 30 China days, today last, and the top goods', async () => {
    const finance = await signInOperator(app, [Role.finance]);
    const res = await adminCall(app, finance, 'GET', DashboardAdminPaths.dashboard);
    const body = res.json<ApiEnvelope<Dashboard>>();
    expect(body.code, res.body).toBe(0);
    expect(body.result.days).toHaveLength(DASHBOARD_DAYS);
    expect(body.result.today).toEqual(body.result.days.at(-1));
    expect(Array.isArray(body.result.topGoods)).toBe(true);
  });
});
