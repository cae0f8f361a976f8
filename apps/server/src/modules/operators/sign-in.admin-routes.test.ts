import {
  ADMIN_API_BASE,
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  AdminPaths,
  AuditAction,
  ErrorCode,
  errorInfo,
  OPERATOR_LOCK_FAILURES,
  OPERATOR_LOCK_MINUTES,
  SIGN_IN_ADDRESS_WINDOW_MINUTES,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_USERNAMES_PER_ADDRESS,
  Permission,
  Role,
} from '@emall/contract';
import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/audit.service.ts';
import { auditLog } from '../audit/audit.table.ts';
import { adminApi, adminCall, createTestOperator, signInAs, signInOperator, TEST_OPERATOR_PASSWORD } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operators, operatorSessions } from './operators.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const MINUTE = 60_000;

function signIn(username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.server.inject({ method: 'POST', url: adminApi(AdminPaths.signIn), payload: { username, password }, remoteAddress });
}

async function auditRowsOf(username: string) {
  return app.ctx.db.select().from(auditLog).where(eq(auditLog.username, username)).orderBy(auditLog.id);
}

describe('operator sign-in', () => {
  it('sets an httpOnly SameSite=Strict cookie scoped to the admin API and answers the operator and a CSRF token', async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    const res = await signIn(` ${username.toUpperCase()} `, TEST_OPERATOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toContain(`Path=${ADMIN_API_BASE}`);
    const body = res.json();
    expect(body.result.operator).toMatchObject({ username, roles: [Role.goods], mustChangePassword: false });
    expect(body.result.operator.permissions).toContain(Permission.goodsWrite);
    expect(body.result.operator.permissions).not.toContain(Permission.operatorsManage);
    expect(body.result.csrfToken.length).toBeGreaterThan(20);
    // Neither the token nor its CSRF value is stored as such.
    const [session] = await app.ctx.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, body.result.operator.id));
    expect(cookie).not.toContain(session!.tokenHash);
    expect((await auditRowsOf(username)).map((r) => r.action)).toEqual([AuditAction.signIn]);
  });

  it('takes JSON only, so a form on another site cannot sign a victim in (login CSRF)', async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await app.server.inject({
        method: 'POST',
        url: adminApi(AdminPaths.signIn),
        headers: { 'content-type': type },
        payload: `username=${username}&password=${TEST_OPERATOR_PASSWORD}`,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers a wrong password and an unknown username alike, and audits both', async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    const wrong = await signIn(username, 'wrong-pass-2026');
    const unknown = await signIn('nobody-here', TEST_OPERATOR_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ErrorCode.ADMIN_CREDENTIALS_WRONG, message: '用户名或密码错误', result: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await auditRowsOf(username)).map((r) => r.action)).toEqual([AuditAction.signInFailed]);
    const [unknownRow] = await auditRowsOf('nobody-here');
    expect(unknownRow).toMatchObject({ action: AuditAction.signInFailed, operatorId: null });
  });

  it(`locks the account for ${OPERATOR_LOCK_MINUTES} minutes at the ${OPERATOR_LOCK_FAILURES}th wrong password, even against the right one`, async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    for (let i = 1; i < OPERATOR_LOCK_FAILURES; i++) expect((await signIn(username, `wrong-pass-${i}x`)).json().code).toBe(ErrorCode.ADMIN_CREDENTIALS_WRONG);
    const locking = await signIn(username, 'wrong-pass-last1');
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({ code: ErrorCode.ADMIN_ACCOUNT_LOCKED, message: `密码错误次数过多,账号已锁定,请${OPERATOR_LOCK_MINUTES}分钟后再试` });

    app.clock.advance(5 * MINUTE);
    const right = await signIn(username, TEST_OPERATOR_PASSWORD);
    expect(right.json()).toMatchObject({ code: ErrorCode.ADMIN_ACCOUNT_LOCKED, message: `密码错误次数过多,账号已锁定,请${OPERATOR_LOCK_MINUTES - 5}分钟后再试` });

    app.clock.advance((OPERATOR_LOCK_MINUTES - 5) * MINUTE);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(0);
    const [row] = await app.ctx.db.select().from(operators).where(eq(operators.username, username));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('counts wrong passwords sent at the same time, every one', async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    for (let i = 0; i < OPERATOR_LOCK_FAILURES - 2; i++) await signIn(username, `wrong-pass-${i}x`);
    const both = await Promise.all([signIn(username, 'wrong-pass-a1'), signIn(username, 'wrong-pass-b1')]);
    expect(both.map((r) => r.json().code).sort()).toEqual([ErrorCode.ADMIN_CREDENTIALS_WRONG, ErrorCode.ADMIN_ACCOUNT_LOCKED].sort());
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(ErrorCode.ADMIN_ACCOUNT_LOCKED);
  });

  /** Failed sign-ins from `ip` as the log keeps them (what the throttle reads), without spending a hash each. */
  async function pastFailures(ip: string, usernames: string[]) {
    for (const username of usernames) {
      await recordAudit(app.ctx.db, { actor: { operatorId: null, username, ip, userAgent: 'vitest' }, at: app.clock.now(), action: AuditAction.signInFailed });
    }
  }

  it(`makes an address that failed for ${SIGN_IN_USERNAMES_PER_ADDRESS} usernames wait, unaudited, for ${SIGN_IN_ADDRESS_WINDOW_MINUTES} minutes`, async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    const spray = '10.9.8.7';
    await pastFailures(spray, Array.from({ length: SIGN_IN_USERNAMES_PER_ADDRESS - 2 }, (_, i) => `guess${i}`));
    // Real failures count too, a username once however often.
    for (let i = 0; i < 3; i++) expect((await signIn('guess-real', `spray-pass-${i}`, spray)).statusCode).toBe(400);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD, spray)).json().code).toBe(0);
    expect((await signIn('guess-last', 'spray-pass-x', spray)).statusCode).toBe(400);

    const auditRows = (await app.ctx.db.select().from(auditLog)).length;
    const waiting = await signIn(username, TEST_OPERATOR_PASSWORD, spray);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS, message: errorInfo[ErrorCode.TOO_MANY_REQUESTS].message });
    expect((await app.ctx.db.select().from(auditLog)).length).toBe(auditRows);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD, '10.9.8.8')).json().code).toBe(0);
    app.clock.advance(SIGN_IN_ADDRESS_WINDOW_MINUTES * MINUTE + 1000);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD, spray)).json().code).toBe(0);
  });

  it(`makes an address wait after ${SIGN_IN_FAILURES_PER_ADDRESS} failures even for one username`, async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    const hammer = '10.9.8.9';
    await pastFailures(hammer, Array.from({ length: SIGN_IN_FAILURES_PER_ADDRESS - 1 }, () => 'ghost'));
    expect((await signIn('ghost', 'hammer-pass-1', hammer)).statusCode).toBe(400);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD, hammer)).statusCode).toBe(429);
  });

  it('rehashes a password made with weaker parameters at its next right sign-in', async () => {
    const { id, username } = await createTestOperator(app, [Role.goods]);
    const [row] = await app.ctx.db.select().from(operators).where(eq(operators.id, id));
    const [, , r, p, salt] = row!.passwordHash.split('$');
    const key = scryptSync(TEST_OPERATOR_PASSWORD, Buffer.from(salt!, 'base64url'), 32, { N: 2 ** 10, r: Number(r), p: Number(p) });
    await app.ctx.db.update(operators).set({ passwordHash: ['scrypt', 10, r, p, salt, key.toString('base64url')].join('$') }).where(eq(operators.id, id));
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(0);
    const [after] = await app.ctx.db.select().from(operators).where(eq(operators.id, id));
    expect(after!.passwordHash).toMatch(/^scrypt\$15\$/);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(0);
  });

  it('resets the count of wrong passwords after a right one', async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    for (let i = 1; i < OPERATOR_LOCK_FAILURES; i++) await signIn(username, `wrong-pass-${i}x`);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(0);
    expect((await signIn(username, 'wrong-pass-zz1')).json().code).toBe(ErrorCode.ADMIN_CREDENTIALS_WRONG);
  });
});

describe('operator sessions', () => {
  it(`ends after ${ADMIN_SESSION_IDLE_MINUTES} idle minutes, and each call slides the end`, async () => {
    const session = await signInOperator(app, [Role.goods]);
    for (let i = 0; i < 3; i++) {
      app.clock.advance((ADMIN_SESSION_IDLE_MINUTES - 1) * MINUTE);
      expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode).toBe(200);
    }
    app.clock.advance(ADMIN_SESSION_IDLE_MINUTES * MINUTE);
    const expired = await adminCall(app, session, 'GET', AdminPaths.me);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: ErrorCode.ADMIN_NOT_SIGNED_IN, message: errorInfo[ErrorCode.ADMIN_NOT_SIGNED_IN].message, result: null });
  });

  it(`ends ${ADMIN_SESSION_MAX_HOURS} hours after sign-in however busy`, async () => {
    const session = await signInOperator(app, [Role.goods]);
    const steps = (ADMIN_SESSION_MAX_HOURS * 60) / 20;
    for (let i = 1; i < steps; i++) {
      app.clock.advance(20 * MINUTE);
      expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode, `step ${i}`).toBe(200);
    }
    app.clock.advance(20 * MINUTE);
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode).toBe(401);
  });

  it('revokes the session at sign-out, clearing its cookie', async () => {
    const session = await signInOperator(app, [Role.goods]);
    const out = await adminCall(app, session, 'POST', AdminPaths.signOut);
    expect(out.json()).toEqual({ code: 0, message: 'success', result: { done: true } });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode).toBe(401);
    const rows = await auditRowsOf(session.username);
    expect(rows.map((r) => r.action)).toEqual([AuditAction.signIn, AuditAction.signOut]);
  });

  it('refuses a write without the CSRF header, or with another session’s', async () => {
    const session = await signInOperator(app, [Role.goods]);
    const other = await signInOperator(app, [Role.goods]);
    for (const csrf of [undefined, other.csrfToken, '']) {
      const headers: Record<string, string> = { cookie: session.cookie };
      if (csrf !== undefined) headers[ADMIN_CSRF_HEADER] = csrf;
      const res = await app.server.inject({ method: 'POST', url: adminApi(AdminPaths.signOut), headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ErrorCode.ADMIN_CSRF_INVALID, message: '请求校验失败,请刷新页面后重试' });
    }
    // Nothing happened: the session is still open.
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).statusCode).toBe(200);
  });

  it('answers the same CSRF token from me as at sign-in', async () => {
    const session = await signInOperator(app, [Role.goods]);
    const me = await adminCall(app, session, 'GET', AdminPaths.me);
    expect(me.json().result.csrfToken).toBe(session.csrfToken);
  });
});

describe('forced and own password change', () => {
  it('lets an account that must change its password call only me, change password and sign-out', async () => {
    const { username } = await createTestOperator(app, [Role.super], { mustChangePassword: true });
    const session = await signInAs(app, username);
    const me = await adminCall(app, session, 'GET', AdminPaths.me);
    expect(me.json().result.operator.mustChangePassword).toBe(true);
    const refused = await adminCall(app, session, 'GET', AdminPaths.operators);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED, message: '首次登录或密码已重置,请先修改密码' });

    const changed = await adminCall(app, session, 'POST', AdminPaths.changePassword, { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: 'brand-new-2026' });
    expect(changed.json().result.operator.mustChangePassword).toBe(false);
    expect((await adminCall(app, session, 'GET', AdminPaths.operators)).statusCode).toBe(200);
    expect((await signIn(username, 'brand-new-2026')).json().code).toBe(0);
    expect((await signIn(username, TEST_OPERATOR_PASSWORD)).json().code).toBe(ErrorCode.ADMIN_CREDENTIALS_WRONG);
  });

  it.each([
    ['too short', 'abc12345', ErrorCode.ADMIN_PASSWORD_WEAK],
    ['letters only', 'abcdefghijkl', ErrorCode.ADMIN_PASSWORD_WEAK],
    ['digits only', '123456789012', ErrorCode.ADMIN_PASSWORD_WEAK],
    ['the same as before', TEST_OPERATOR_PASSWORD, ErrorCode.ADMIN_PASSWORD_UNCHANGED],
  ])('refuses a new password %s, changing nothing', async (_case, newPassword, code) => {
    const session = await signInOperator(app, [Role.goods], { mustChangePassword: true });
    const res = await adminCall(app, session, 'POST', AdminPaths.changePassword, { oldPassword: TEST_OPERATOR_PASSWORD, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message: errorInfo[code].message });
    expect((await adminCall(app, session, 'GET', AdminPaths.me)).json().result.operator.mustChangePassword).toBe(true);
    expect((await auditRowsOf(session.username)).map((r) => r.action)).toEqual([AuditAction.signIn]);
  });

  it('refuses the username as the new password and a wrong old password', async () => {
    const session = await signInOperator(app, [Role.goods]);
    const sameAsName = await adminCall(app, session, 'POST', AdminPaths.changePassword, { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: session.username });
    expect(sameAsName.json().code).toBe(ErrorCode.ADMIN_PASSWORD_WEAK);
    const wrongOld = await adminCall(app, session, 'POST', AdminPaths.changePassword, { oldPassword: 'not-it-2026', newPassword: 'brand-new-2026' });
    expect(wrongOld.json()).toMatchObject({ code: ErrorCode.ADMIN_OLD_PASSWORD_WRONG, message: '原密码错误' });
  });

  it("revokes the operator's other sessions and keeps the one that changed it, with one audit row", async () => {
    const { username } = await createTestOperator(app, [Role.goods]);
    const here = await signInAs(app, username);
    const there = await signInAs(app, username);
    const res = await adminCall(app, here, 'POST', AdminPaths.changePassword, { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: 'brand-new-2026' });
    expect(res.json().code).toBe(0);
    expect((await adminCall(app, here, 'GET', AdminPaths.me)).statusCode).toBe(200);
    expect((await adminCall(app, there, 'GET', AdminPaths.me)).statusCode).toBe(401);
    const changes = (await auditRowsOf(username)).filter((r) => r.action === AuditAction.changePassword);
    expect(changes).toHaveLength(1);
    expect(JSON.stringify(changes[0])).not.toContain('brand-new-2026');
  });
});
