import { AdminUserFlag, ErrorCode, fillPath, Role, UserAdminPaths, type AdminUserDetail, type AdminUserPage } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let service: OperatorSession;
beforeAll(async () => {
  app = await createTestApp();
  service = await signInOperator(app, [Role.service]);
});
afterAll(() => app.close());

type Answer<T> = { status: number; code: number; message: string; result: T };

async function get<T>(path: string): Promise<Answer<T>> {
  const res = await adminCall(app, service, 'GET', path);
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: T }) };
}

const list = (query: string) => get<AdminUserPage>(`${UserAdminPaths.users}?${query}`);

describe('用户管理 (users:read)', () => {
  it('finds a shopper by part of the phone, by nickname and by id, with flags, E-value and orders', async () => {
    const byPhone = await list('keyword=0000001');
    expect(byPhone.code, byPhone.message).toBe(0);
    const owner = byPhone.result.result.find((u) => u.phone === '13800000001')!;
    expect(owner).toMatchObject({ nickname: '曜川车主·林', isMaster: true, isAuthed: true, hasBigOrder: true, inWhitelist: true, eValue: 50_000 });
    expect(owner.orderCount).toBeGreaterThanOrEqual(0);
    expect((await list(`keyword=${encodeURIComponent('车友·周')}`)).result.result.map((u) => u.phone)).toEqual(['13800000002']);
    expect((await list(`keyword=${owner.id}`)).result.result.map((u) => u.id)).toContain(owner.id);
  });

  it('filters by a role flag and pages, newest first', async () => {
    const whitelisted = await list(`flag=${AdminUserFlag.whitelist}&pageSize=100`);
    const phones = whitelisted.result.result.map((u) => u.phone);
    expect(phones).toContain('13800000001');
    expect(phones).not.toContain('13800000002');
    expect(whitelisted.result.result.every((u) => u.inWhitelist)).toBe(true);
    const first = await list('pageSize=1');
    expect(first.result).toMatchObject({ pageNo: 1, pageSize: 1 });
    expect(first.result.result).toHaveLength(1);
    const second = await list('pageSize=1&pageNo=2');
    expect(new Date(second.result.result[0]!.createdAt).getTime()).toBeLessThanOrEqual(new Date(first.result.result[0]!.createdAt).getTime());
  });

  it("shows one shopper's cars and live sessions, and a new shopper as the shop registered them", async () => {
    const owner = (await list('keyword=13800000001')).result.result[0]!;
    const detail = await get<AdminUserDetail>(fillPath(UserAdminPaths.user, { id: owner.id }));
    expect(detail.result.cars).toContainEqual({ vin: 'LYC0ES9A0R1000001', model: expect.any(String), isDefault: true });

    await loginAs(app, '13800006061');
    const fresh = (await list('keyword=13800006061')).result.result[0]!;
    const freshDetail = await get<AdminUserDetail>(fillPath(UserAdminPaths.user, { id: fresh.id }));
    expect(freshDetail.result).toMatchObject({ phone: '13800006061', orderCount: 0, eValue: 0, cars: [], identities: [], liveSessions: 1, isMaster: false });
  });

  it('answers an unknown shopper 404 and bad input 400, each with a Chinese message', async () => {
    const unknown = await get(fillPath(UserAdminPaths.user, { id: '999999999' }));
    expect(unknown).toMatchObject({ status: 404, code: ErrorCode.USER_NOT_FOUND, message: '用户不存在' });
    for (const bad of [fillPath(UserAdminPaths.user, { id: 'abc' }), `${UserAdminPaths.users}?flag=vip`, `${UserAdminPaths.users}?pageSize=0`, `${UserAdminPaths.users}?keyword=${'1'.repeat(65)}`]) {
      const answer = await get(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.message, bad).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
