import { AdminPaths, AuditAction, Role } from '@emall/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';
import { recordAudit } from './audit.service.ts';

let app: TestApp;
let admin: OperatorSession;
const actor = { operatorId: null, username: 'tester', ip: '127.0.0.1', userAgent: 'vitest' };

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  admin = await signInOperator(app, [Role.super]);
});
afterAll(() => app.close());

async function rowCount(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

describe('the audit log', () => {
  it('refuses every UPDATE, DELETE and TRUNCATE, even straight in SQL', async () => {
    await recordAudit(app.ctx.db, { actor, at: app.clock.now(), action: 'test.write', after: { a: 1 } });
    const n = await rowCount();
    await expect(app.ctx.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(app.ctx.db.delete(auditLog).where(eq(auditLog.action, 'test.write'))).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await rowCount()).toBe(n);
    const [row] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'test.write'));
    expect(row).toMatchObject({ action: 'test.write', after: { a: 1 }, diff: [{ key: 'a', from: null, to: 1 }] });
  });

  it('keeps no row of a write whose transaction rolls back', async () => {
    const n = await rowCount();
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await recordAudit(tx, { actor, at: app.clock.now(), action: 'test.rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rowCount()).toBe(n);
  });

  it('is searched by operator, action, target and time, newest first, in pages', async () => {
    const start = app.clock.now();
    for (const [i, id] of ['7', '8', '7'].entries()) {
      app.clock.advance(60_000);
      await recordAudit(app.ctx.db, { actor: { ...actor, username: 'searcher' }, at: app.clock.now(), action: 'goods.update', targetType: 'goods', targetId: id, after: { i } });
    }
    const all = await adminCall(app, admin, 'GET', `${AdminPaths.auditLog}?username=Searcher&pageSize=2`);
    expect(all.json().result).toMatchObject({ totalNum: 3, pageSize: 2 });
    expect(all.json().result.result.map((e: { after: { i: number } }) => e.after.i)).toEqual([2, 1]);

    const target = await adminCall(app, admin, 'GET', `${AdminPaths.auditLog}?targetType=goods&targetId=7&action=goods.update`);
    expect(target.json().result.result.map((e: { after: { i: number } }) => e.after.i)).toEqual([2, 0]);

    const from = new Date(start.getTime() + 90_000).toISOString();
    const to = new Date(start.getTime() + 150_000).toISOString();
    const window = await adminCall(app, admin, 'GET', `${AdminPaths.auditLog}?username=searcher&from=${from}&to=${to}`);
    expect(window.json().result.result.map((e: { after: { i: number } }) => e.after.i)).toEqual([1]);
  });

  it("lists the admin's own sign-in", async () => {
    const res = await adminCall(app, admin, 'GET', `${AdminPaths.auditLog}?username=${admin.username}&action=${AuditAction.signIn}`);
    expect(res.json().result.result[0]).toMatchObject({ operatorId: admin.id, action: AuditAction.signIn, targetType: 'operator', targetId: String(admin.id) });
  });

  it.each([['from=yesterday'], ['pageSize=500'], ['pageNo=0']])('refuses the query %s with 400', async (query) => {
    const res = await adminCall(app, admin, 'GET', `${AdminPaths.auditLog}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^请求参数错误/);
  });
});
