import { AdminPaths, AuditAction, ErrorCode, errorInfo, fillPath, Role } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, demoOperators } from '../../seed/operators.ts';
import { adminCall, createTestOperator, signInAs, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { operators } from './operators.table.ts';

let app: TestApp;
let admin: OperatorSession;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInOperator(app, [Role.super]);
});
afterAll(() => app.close());

async function auditCount(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

async function operatorCount(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(operators);
  return row!.n;
}

/** Runs a write and answers it with the audit rows it added. */
async function audited(write: () => ReturnType<typeof adminCall>) {
  const before = await auditCount();
  const res = await write();
  const rows = await app.ctx.db.select().from(auditLog).orderBy(auditLog.id).offset(before);
  return { res, rows };
}

const okPassword = 'initial-pass-2026';

describe('the seeded operators', () => {
  it('sign in with the README password and must change it first', async () => {
    expect(demoOperators.map((o) => o.roles[0])).toEqual(Object.values(Role));
    const session = await signInAs(app, 'admin', DEMO_OPERATOR_PASSWORD);
    const me = await adminCall(app, session, 'GET', AdminPaths.me);
    expect(me.json().result.operator).toMatchObject({ username: 'admin', roles: [Role.super], mustChangePassword: true });
    expect((await adminCall(app, session, 'GET', AdminPaths.operators)).json().code).toBe(ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED);
  });
});

describe('creating operators', () => {
  it('creates one whose initial password must be changed, with one audit row and no hash in it', async () => {
    const { res, rows } = await audited(() =>
      adminCall(app, admin, 'POST', AdminPaths.operators, { username: 'Li.Na', displayName: ' 李娜 ', roles: [Role.content, Role.marketing], password: okPassword }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().result;
    expect(created).toMatchObject({ username: 'li.na', displayName: '李娜', roles: [Role.content, Role.marketing], mustChangePassword: true, disabled: false });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: AuditAction.operatorCreate, operatorId: admin.id, username: admin.username, targetType: 'operator', targetId: String(created.id), before: null });
    expect(rows[0]!.diff.map((d) => d.key)).toContain('roles');
    expect(JSON.stringify(rows[0])).not.toMatch(/scrypt|initial-pass/);

    const session = await signInAs(app, 'li.na', okPassword);
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).json().result.operator.mustChangePassword).toBe(true);
  });

  it.each([
    ['a username in the wrong shape', { username: '1abc' }, ErrorCode.ADMIN_USERNAME_INVALID],
    ['a username taken', { username: 'ADMIN' }, ErrorCode.ADMIN_USERNAME_TAKEN],
    ['a blank display name', { displayName: '   ' }, ErrorCode.ADMIN_DISPLAY_NAME_INVALID],
    ['a weak password', { password: 'short1' }, ErrorCode.ADMIN_PASSWORD_WEAK],
    ['the username as password', { username: 'zhang.wei01', password: 'Zhang.Wei01' }, ErrorCode.ADMIN_PASSWORD_WEAK],
    ['no role', { roles: [] }, ErrorCode.BAD_REQUEST],
    ['an unknown role', { roles: ['boss'] }, ErrorCode.BAD_REQUEST],
    ['a repeated role', { roles: [Role.goods, Role.goods] }, ErrorCode.BAD_REQUEST],
    ['an unknown field', { isRoot: true }, ErrorCode.BAD_REQUEST],
    ['a missing password', { password: undefined }, ErrorCode.BAD_REQUEST],
  ])('refuses %s with a Chinese message, writing nothing', async (_case, change, code) => {
    const [operatorsBefore, auditBefore] = [await operatorCount(), await auditCount()];
    const body = { username: 'new.one', displayName: '新人', roles: [Role.goods], password: okPassword, ...change };
    const res = await adminCall(app, admin, 'POST', AdminPaths.operators, body);
    expect(res.statusCode).toBe(errorInfo[code].status);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect([await operatorCount(), await auditCount()]).toEqual([operatorsBefore, auditBefore]);
  });
});

describe('changing operators', () => {
  it('changes roles and display name with one audit row holding the diff; the roles apply at once', async () => {
    const target = await signInOperator(app, [Role.service]);
    expect((await adminCall(app, target, 'GET', '/audit-log')).statusCode).toBe(403);
    const { res, rows } = await audited(() =>
      adminCall(app, admin, 'PUT', fillPath(AdminPaths.operator, { id: target.id }), { roles: [Role.super], displayName: '客服主管' }),
    );
    expect(res.json().result).toMatchObject({ roles: [Role.super], displayName: '客服主管' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe(AuditAction.operatorUpdate);
    expect(rows[0]!.diff).toEqual([
      { key: 'displayName', from: target.username, to: '客服主管' },
      { key: 'roles', from: [Role.service], to: [Role.super] },
    ]);
    expect((await adminCall(app, target, 'GET', '/audit-log')).statusCode).toBe(200);
  });

  it('disables an operator, ending its sessions at once, and enables it again, one audit row each', async () => {
    const target = await signInOperator(app, [Role.goods]);
    const url = fillPath(AdminPaths.operatorDisabled, { id: target.id });
    const off = await audited(() => adminCall(app, admin, 'PUT', url, { disabled: true }));
    expect(off.res.json().result.disabled).toBe(true);
    expect(off.rows.map((r) => r.action)).toEqual([AuditAction.operatorDisable]);
    expect((await adminCall(app, target, 'GET', AdminPaths.me)).statusCode).toBe(401);
    const signIn = await adminCall(app, null, 'POST', AdminPaths.signIn, { username: target.username, password: 'test-pass-2026' });
    expect(signIn.json().code).toBe(ErrorCode.ADMIN_ACCOUNT_DISABLED);

    const on = await audited(() => adminCall(app, admin, 'PUT', url, { disabled: false }));
    expect(on.rows.map((r) => r.action)).toEqual([AuditAction.operatorEnable]);
    expect((await signInAs(app, target.username)).id).toBe(target.id);
  });

  it('resets a password: unlocks, forces a change, ends the sessions, one audit row', async () => {
    const { id, username } = await createTestOperator(app, [Role.goods]);
    const session = await signInAs(app, username);
    const { res, rows } = await audited(() => adminCall(app, admin, 'POST', fillPath(AdminPaths.operatorPassword, { id }), { password: 'reset-pass-2026' }));
    expect(res.json().result).toMatchObject({ mustChangePassword: true, lockedUntil: null });
    expect(rows.map((r) => r.action)).toEqual([AuditAction.operatorResetPassword]);
    expect(JSON.stringify(rows[0])).not.toContain('reset-pass-2026');
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode).toBe(401);
    await signInAs(app, username, 'reset-pass-2026');
  });

  it.each([
    ['an unknown operator', 'PUT', { id: 999_999 }, AdminPaths.operator, { displayName: '某人' }, ErrorCode.ADMIN_OPERATOR_NOT_FOUND],
    ['an id that is no id', 'PUT', { id: 'abc' }, AdminPaths.operator, { displayName: '某人' }, ErrorCode.BAD_REQUEST],
    ['an empty change', 'PUT', { id: 1 }, AdminPaths.operator, {}, ErrorCode.BAD_REQUEST],
    ['a display name too long', 'PUT', { id: 1 }, AdminPaths.operator, { displayName: '长'.repeat(21) }, ErrorCode.BAD_REQUEST],
    ['disabled as text', 'PUT', { id: 1 }, AdminPaths.operatorDisabled, { disabled: 'yes' }, ErrorCode.BAD_REQUEST],
    ['disabling an unknown operator', 'PUT', { id: 999_999 }, AdminPaths.operatorDisabled, { disabled: true }, ErrorCode.ADMIN_OPERATOR_NOT_FOUND],
    ['a weak reset password', 'POST', { id: 1 }, AdminPaths.operatorPassword, { password: 'weakweak' }, ErrorCode.ADMIN_PASSWORD_WEAK],
    ['resetting an unknown operator', 'POST', { id: 999_999 }, AdminPaths.operatorPassword, { password: okPassword }, ErrorCode.ADMIN_OPERATOR_NOT_FOUND],
  ] as const)('refuses %s with a Chinese message, writing nothing', async (_case, method, params, path, body, code) => {
    const [row] = await app.ctx.db.select().from(operators).where(eq(operators.id, 1));
    const auditBefore = await auditCount();
    const res = await adminCall(app, admin, method, fillPath(path, params), body);
    expect(res.statusCode).toBe(errorInfo[code].status);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await auditCount()).toBe(auditBefore);
    expect((await app.ctx.db.select().from(operators).where(eq(operators.id, 1)))[0]).toEqual(row);
  });

  it('refuses to let an operator disable itself or drop its own 超级管理员', async () => {
    const auditBefore = await auditCount();
    const self = await adminCall(app, admin, 'PUT', fillPath(AdminPaths.operatorDisabled, { id: admin.id }), { disabled: true });
    expect(self.json()).toMatchObject({ code: ErrorCode.ADMIN_SELF_LOCKOUT });
    const demote = await adminCall(app, admin, 'PUT', fillPath(AdminPaths.operator, { id: admin.id }), { roles: [Role.goods] });
    expect(demote.json()).toMatchObject({ code: ErrorCode.ADMIN_SELF_LOCKOUT });
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('listing operators', () => {
  it('searches by keyword, role and status, newest first, in pages', async () => {
    await createTestOperator(app, [Role.finance], { username: 'fin.alpha' });
    await createTestOperator(app, [Role.finance], { username: 'fin.beta' });
    const res = await adminCall(app, admin, 'GET', `${AdminPaths.operators}?keyword=FIN.&role=finance&pageSize=1`);
    const page = res.json().result;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 1, totalNum: 2 });
    expect(page.result.map((o: { username: string }) => o.username)).toEqual(['fin.beta']);
    expect(JSON.stringify(page)).not.toMatch(/scrypt|passwordHash/);
    const byRole = await adminCall(app, admin, 'GET', `${AdminPaths.operators}?role=finance&disabled=false&pageSize=100`);
    expect(byRole.json().result.result.every((o: { roles: string[] }) => o.roles.includes(Role.finance))).toBe(true);
    const wildcard = await adminCall(app, admin, 'GET', `${AdminPaths.operators}?keyword=%25`);
    expect(wildcard.json().result.totalNum).toBe(0);
  });

  it.each([['pageSize=0'], ['pageSize=101'], ['role=boss'], ['pageNo=x']])('refuses the query %s with 400', async (query) => {
    const res = await adminCall(app, admin, 'GET', `${AdminPaths.operators}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^请求参数错误/);
  });
});
