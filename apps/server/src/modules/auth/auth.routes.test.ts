import { createHash } from 'node:crypto';
import { ErrorCode, Header, Paths, SMS_DAILY_CAP_PER_PHONE, SMS_SOURCE_TYPE } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, latestCode, login, loginAs, sendCode, signedHeaders, type TestApp } from '../../test/test-app.ts';
import { sessions, smsCodes, users } from './auth.table.ts';
import { SMS_HOURLY_CAP_PER_IP } from './auth.service.ts';

const MINUTE = 60_000;
let app: TestApp;
let phoneSeq = 0;
/** A fresh phone per test, so tests do not share rate limits. */
const newPhone = () => `139${String(++phoneSeq).padStart(8, '0')}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function codeRows(phone: string) {
  const [row] = await app.ctx.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.phone, phone));
  return row?.n ?? 0;
}

function loginInfo(token?: string) {
  return app.server.inject({
    method: 'GET',
    url: api(Paths.loginInfo),
    headers: token === undefined ? {} : { [Header.loginToken]: token },
  });
}

describe('sending a login code', () => {
  it('sends a 4-digit code to the outbox and says when it may be resent', async () => {
    const phone = newPhone();
    const res = await sendCode(app, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', result: { resendSeconds: 60, expireSeconds: 300 } });
    expect(await latestCode(app, phone)).toMatch(/^\d{4}$/);
  });

  it.each([
    ['12 digits', '138000000011'],
    ['10 digits', '1380000000'],
    ['not starting with 1', '23800000001'],
    ['letters', '1380000000a'],
    ['empty', ''],
  ])('refuses a phone of %s and writes nothing', async (_name, phone) => {
    const res = await sendCode(app, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.PHONE_INVALID, message: '请输入正确的手机号', result: null });
    expect(await codeRows(phone)).toBe(0);
  });

  it.each([
    ['a missing phone', { sourceType: SMS_SOURCE_TYPE }],
    ['a wrong sourceType', { phoneSet: '13912345678', sourceType: 2 }],
    ['a phone of the wrong type', { phoneSet: 13912345678, sourceType: SMS_SOURCE_TYPE }],
    ['an over-long phone', { phoneSet: '1'.repeat(200), sourceType: SMS_SOURCE_TYPE }],
    ['an extra field', { phoneSet: '13912345678', sourceType: SMS_SOURCE_TYPE, admin: true }],
  ])('refuses %s with a Chinese message', async (_name, payload) => {
    const res = await app.server.inject({
      method: 'POST',
      url: api(Paths.loginSendMsg),
      headers: signedHeaders(app, 'POST', Paths.loginSendMsg),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
    expect(res.json().message).toMatch(/^请求参数错误/);
  });

  it('refuses malformed JSON', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: api(Paths.loginSendMsg),
      headers: { ...signedHeaders(app, 'POST', Paths.loginSendMsg), 'content-type': 'application/json' },
      payload: '{"phoneSet": "139',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, result: null });
  });

  it('refuses a second code within 60 seconds and allows it after', async () => {
    const phone = newPhone();
    expect((await sendCode(app, phone)).json().code).toBe(0);
    app.clock.advance(59_000);
    const again = await sendCode(app, phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: ErrorCode.SMS_TOO_FREQUENT, message: '验证码发送过于频繁,请稍后再试' });
    app.clock.advance(1_000);
    expect((await sendCode(app, phone)).json().code).toBe(0);
    expect(await codeRows(phone)).toBe(2);
  });

  it('waits the configured SMS_RESEND_SECONDS instead when one is set', async () => {
    const quick = await createTestApp({ env: { SMS_RESEND_SECONDS: '5' } });
    try {
      const phone = newPhone();
      expect((await sendCode(quick, phone)).json().result.resendSeconds).toBe(5);
      quick.clock.advance(4_000);
      expect((await sendCode(quick, phone)).statusCode).toBe(429);
      quick.clock.advance(1_000);
      expect((await sendCode(quick, phone)).json().code).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('caps codes per phone per day and opens again the next day in China', async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_DAILY_CAP_PER_PHONE; i++) {
      expect((await sendCode(app, phone, `10.0.0.${i}`)).json().code).toBe(0);
      app.clock.advance(MINUTE);
    }
    const capped = await sendCode(app, phone, '10.0.1.1');
    expect(capped.json()).toMatchObject({ code: ErrorCode.SMS_DAILY_LIMIT, result: null });
    app.clock.advance(24 * 60 * MINUTE);
    expect((await sendCode(app, phone, '10.0.1.2')).json().code).toBe(0);
  });

  it('caps codes per client address per hour', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < SMS_HOURLY_CAP_PER_IP; i++) {
      expect((await sendCode(app, newPhone(), ip)).json().code).toBe(0);
    }
    const capped = await sendCode(app, newPhone(), ip);
    expect(capped.json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    expect((await sendCode(app, newPhone(), '203.0.113.8')).json().code).toBe(0);
    app.clock.advance(60 * MINUTE);
    expect((await sendCode(app, newPhone(), ip)).json().code).toBe(0);
  });

  it('lets only one of many simultaneous sends to a phone through', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => sendCode(app, phone)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.SMS_TOO_FREQUENT)).toHaveLength(7);
    expect(await codeRows(phone)).toBe(1);
  });
});

describe('the v5 signature', () => {
  const send = (headers: Record<string, string>) =>
    app.server.inject({
      method: 'POST',
      url: api(Paths.loginSendMsg),
      headers,
      payload: { phoneSet: newPhone(), sourceType: SMS_SOURCE_TYPE },
    });

  it('refuses a v5 call without a signature', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.SIGNATURE_INVALID, message: '请求签名校验失败' });
  });

  it('refuses a tampered signature', async () => {
    const headers = signedHeaders(app, 'POST', Paths.loginSendMsg);
    headers[Header.sign] = headers[Header.sign]!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await send(headers)).json().code).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('refuses a signature made for another path', async () => {
    expect((await send(signedHeaders(app, 'POST', '/v5/other'))).json().code).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('refuses a stale signature', async () => {
    const headers = signedHeaders(app, 'POST', Paths.loginSendMsg);
    app.clock.advance(6 * MINUTE);
    expect((await send(headers)).json().code).toBe(ErrorCode.SIGNATURE_INVALID);
  });
});

describe('logging in with a phone and code', () => {
  it('creates an account on the first login and finds it on the next', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const first = await login(app, phone, await latestCode(app, phone), JSON.stringify({ utm_source: 'poster', product_id: '3' }));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.code).toBe(0);
    expect(body.result).toMatchObject({ phone, isNewUser: true });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const [user] = await app.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.registerSource).toBe('e_mall');
    expect(user!.registerClue).toEqual({ utm_source: 'poster', product_id: '3' });
    expect(String(user!.id)).toBe(body.result.userId);

    app.clock.advance(MINUTE);
    await sendCode(app, phone);
    const second = await login(app, phone, await latestCode(app, phone));
    expect(second.json().result).toMatchObject({ userId: body.result.userId, isNewUser: false });
  });

  it('logs in although the registration clue is not JSON, and keeps no clue', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const res = await login(app, phone, await latestCode(app, phone), '{not json');
    expect(res.json().code).toBe(0);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.registerClue).toBeNull();
  });

  it('refuses a 3-digit code before looking at the database', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const res = await login(app, phone, '123');
    expect(res.json()).toMatchObject({ code: ErrorCode.CODE_INVALID, message: '请输入4位验证码' });
  });

  it('refuses another register source', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const res = await app.server.inject({
      method: 'POST',
      url: api(Paths.phoneLogin),
      payload: { phone, verificationCode: await latestCode(app, phone), registerSource: 'other' },
    });
    expect(res.json().code).toBe(ErrorCode.REGISTER_SOURCE_INVALID);
  });

  it('refuses a wrong code and kills the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const right = await latestCode(app, phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await login(app, phone, wrong);
      expect(res.json()).toMatchObject({ code: ErrorCode.CODE_WRONG, result: null });
    }
    expect((await login(app, phone, right)).json().code).toBe(ErrorCode.CODE_EXPIRED);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toBeUndefined();
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const code = await latestCode(app, phone);
    app.clock.advance(5 * MINUTE);
    expect((await login(app, phone, code)).json()).toMatchObject({ code: ErrorCode.CODE_EXPIRED, message: '验证码已失效,请重新获取' });
  });

  it('uses a code once only', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const code = await latestCode(app, phone);
    expect((await login(app, phone, code)).json().code).toBe(0);
    expect((await login(app, phone, code)).json().code).toBe(ErrorCode.CODE_EXPIRED);
  });

  it('gives one session only when the same code is submitted twice at once', async () => {
    const phone = newPhone();
    await sendCode(app, phone);
    const code = await latestCode(app, phone);
    const results = await Promise.all([login(app, phone, code), login(app, phone, code), login(app, phone, code)]);
    expect(results.map((r) => r.json().code).sort()).toEqual([0, ErrorCode.CODE_EXPIRED, ErrorCode.CODE_EXPIRED].sort());
  });

  it('refuses a code sent to another phone', async () => {
    const a = newPhone();
    const b = newPhone();
    await sendCode(app, a);
    await sendCode(app, b);
    const codeOfA = await latestCode(app, a);
    const codeOfB = await latestCode(app, b);
    const res = await login(app, b, codeOfA);
    expect(res.json().code).toBe(codeOfA === codeOfB ? 0 : ErrorCode.CODE_WRONG);
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const phone = newPhone();
    const token = await loginAs(app, phone);
    const rows = await app.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('answers 9999 without a token, with an unknown token and with an over-long one', async () => {
    for (const token of [undefined, '', 'not-a-token', 'x'.repeat(5000)]) {
      const res = await loginInfo(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: ErrorCode.SESSION_EXPIRED, result: null });
    }
  });

  it('returns the demo owner with role flags and E-value', async () => {
    const token = await loginAs(app, '13800000001');
    const res = await loginInfo(token);
    expect(res.json().result).toMatchObject({
      phone: '13800000001',
      isMaster: true,
      isAuthed: true,
      hasBigOrder: true,
      inWhitelist: true,
      pointsBalance: 50_000,
      userAvailablePoint: 50_000,
    });
  });

  it("never shows one user another user's data", async () => {
    const tokenA = await loginAs(app, '13800000002');
    const phoneB = newPhone();
    const tokenB = await loginAs(app, phoneB);
    expect((await loginInfo(tokenA)).json().result).toMatchObject({ phone: '13800000002', isMaster: false, pointsBalance: 200 });
    expect((await loginInfo(tokenB)).json().result).toMatchObject({ phone: phoneB, pointsBalance: 0 });
  });

  it('ends the session on logout', async () => {
    const token = await loginAs(app, newPhone());
    const out = await app.server.inject({ method: 'POST', url: api(Paths.logout), headers: { [Header.loginToken]: token } });
    expect(out.json()).toEqual({ code: 0, message: 'success', result: null });
    expect((await loginInfo(token)).json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('expires a session after 30 days', async () => {
    const token = await loginAs(app, newPhone());
    app.clock.advance(29 * 24 * 60 * MINUTE);
    expect((await loginInfo(token)).json().code).toBe(0);
    app.clock.advance(24 * 60 * MINUTE);
    expect((await loginInfo(token)).json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('keeps a session valid for a second server instance on the same database', async () => {
    const token = await loginAs(app, newPhone());
    const { buildApp } = await import('../../app.ts');
    const other = await buildApp({ config: app.ctx.config, database: app.ctx.database, clock: app.clock });
    const res = await other.server.inject({ method: 'GET', url: api(Paths.loginInfo), headers: { [Header.loginToken]: token } });
    expect(res.json().code).toBe(0);
    await other.server.close();
  });
});
