import { createHash, createHmac } from 'node:crypto';
import { ErrorCode, Header, Paths, REGISTER_SOURCE } from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  latestCode,
  loginAs,
  messengerCode,
  sendCode,
  thirdLogin,
  type TestApp,
} from '../../test/test-app.ts';
import { sessions, smsCodes, userIdentities, users } from './auth.table.ts';
import { signBindTicket } from './bind-ticket.ts';

const MINUTE = 60_000;
let app: TestApp;
let phoneSeq = 0;
const newPhone = () => `137${String(++phoneSeq).padStart(8, '0')}`;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

/** The sandbox openId of a user key, computed here the way the sandbox documents it. */
function expectedOpenId(userKey: string) {
  const digest = createHmac('sha256', app.ctx.config.messenger.appSecret).update(`openid:${userKey}`).digest('base64url');
  return `o_${digest.slice(0, 26)}`;
}

function phoneLogin(phone: string, verificationCode: string, bindTicket?: string | null) {
  return app.server.inject({
    method: 'POST',
    url: api(Paths.phoneLogin),
    payload: { phone, verificationCode, registerSource: REGISTER_SOURCE, bindTicket },
  });
}

async function freshCode(phone: string) {
  app.clock.advance(MINUTE);
  const sent = await sendCode(app, phone);
  expect(sent.json().code).toBe(0);
  return latestCode(app, phone);
}

/** An unbound user's thirdLogin result: the ticket and openId. */
async function unboundTicket(userKey = 'new') {
  const res = await thirdLogin(app, await messengerCode(app, userKey));
  expect(res.json().result.bound).toBe(false);
  return res.json().result as { openId: string; bindTicket: string };
}

async function identityCount(openId?: string) {
  const where = openId ? eq(userIdentities.openId, openId) : undefined;
  const [row] = await app.ctx.db.select({ n: count() }).from(userIdentities).where(where);
  return row?.n ?? 0;
}

async function tableCounts() {
  const db = app.ctx.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sessions);
  const [i] = await db.select({ n: count() }).from(userIdentities);
  return { users: u!.n, sessions: s!.n, identities: i!.n };
}

async function unconsumedCodes(phone: string) {
  const rows = await app.ctx.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  return rows.filter((r) => r.consumedAt === null).length;
}

async function userIdOf(token: string) {
  const res = await app.server.inject({ method: 'GET', url: api(Paths.loginInfo), headers: { [Header.loginToken]: token } });
  expect(res.json().code).toBe(0);
  return res.json().result.userId as string;
}

describe('third-party (messenger) login', () => {
  it('answers an openId without an account with a bind ticket and no session', async () => {
    const before = await tableCounts();
    const res = await thirdLogin(app, await messengerCode(app, 'lin'));
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toEqual({ openId: expectedOpenId('lin'), bound: false, token: null, userId: null, bindTicket: expect.any(String) });
    expect(result.bindTicket.length).toBeLessThanOrEqual(512);
    expect(await tableCounts()).toEqual(before);
  });

  it('links the openId to the account a phone login with the ticket opens, then logs straight in with the next code', async () => {
    const { openId, bindTicket } = await unboundTicket('zhou');
    expect(openId).toBe(expectedOpenId('zhou'));
    const phone = newPhone();
    const login = await phoneLogin(phone, await freshCode(phone), bindTicket);
    expect(login.json()).toMatchObject({ code: 0, result: { phone, isNewUser: true } });
    const userId = login.json().result.userId as string;
    const [link] = await app.ctx.db.select().from(userIdentities).where(eq(userIdentities.openId, openId));
    expect(link).toMatchObject({ provider: 'messenger', userId: Number(userId) });

    const again = await thirdLogin(app, await messengerCode(app, 'zhou'));
    expect(again.json()).toMatchObject({ code: 0, result: { openId, bound: true, userId, bindTicket: null } });
    const token = again.json().result.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await userIdOf(token)).toBe(userId);
  });

  it('opens sessions the way phone login does: hashed, valid 30 days, revoked by logout', async () => {
    const { bindTicket } = await unboundTicket('chen');
    const phone = newPhone();
    expect((await phoneLogin(phone, await freshCode(phone), bindTicket)).json().code).toBe(0);
    const res = await thirdLogin(app, await messengerCode(app, 'chen'));
    expect(res.json().result.bound).toBe(true);
    const token = res.json().result.token as string;
    const rows = await app.ctx.db.select().from(sessions);
    const row = rows.find((s) => s.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(row!.expiresAt.getTime() - app.clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE);
    expect(rows.some((s) => s.tokenHash.includes(token))).toBe(false);
    const logout = await app.server.inject({ method: 'POST', url: api(Paths.logout), headers: { [Header.loginToken]: token } });
    expect(logout.json().code).toBe(0);
    const info = await app.server.inject({ method: 'GET', url: api(Paths.loginInfo), headers: { [Header.loginToken]: token } });
    expect(info.json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('links the openId to an existing account that logs in with the ticket', async () => {
    const phone = newPhone();
    const existing = await userIdOf(await loginAs(app, phone));
    const { openId, bindTicket } = await unboundTicket();
    const login = await phoneLogin(phone, await freshCode(phone), bindTicket);
    expect(login.json()).toMatchObject({ code: 0, result: { userId: existing, isNewUser: false } });
    const [link] = await app.ctx.db.select().from(userIdentities).where(eq(userIdentities.openId, openId));
    expect(link!.userId).toBe(Number(existing));
  });

  it('gives each 新用户 of the sandbox a different openId', async () => {
    const a = await unboundTicket('new');
    const b = await unboundTicket('new');
    expect(a.openId).not.toBe(b.openId);
  });

  it('uses a code once only', async () => {
    const code = await messengerCode(app, 'chen');
    expect((await thirdLogin(app, code)).json().code).toBe(0);
    const again = await thirdLogin(app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ErrorCode.THIRD_CODE_INVALID, message: '授权已失效,请重新授权登录', result: null });
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const code = await messengerCode(app, 'chen');
    const results = await Promise.all([thirdLogin(app, code), thirdLogin(app, code)]);
    expect(results.map((r) => r.json().code).sort()).toEqual([0, ErrorCode.THIRD_CODE_INVALID]);
  });

  it('refuses a code after 5 minutes', async () => {
    const code = await messengerCode(app, 'chen');
    app.clock.advance(5 * MINUTE);
    expect((await thirdLogin(app, code)).json().code).toBe(ErrorCode.THIRD_CODE_INVALID);
  });

  it('accepts a code just before its 5 minutes are up', async () => {
    const code = await messengerCode(app, 'chen');
    app.clock.advance(5 * MINUTE - 1000);
    expect((await thirdLogin(app, code)).json().code).toBe(0);
  });

  it.each([
    ['an unknown code', 'A'.repeat(43)],
    ['a short code', 'abc'],
    ['a code with odd characters', "' or 1=1 --"],
  ])('refuses %s with 40009', async (_what, code) => {
    expect((await thirdLogin(app, code)).json().code).toBe(ErrorCode.THIRD_CODE_INVALID);
  });

  it.each([
    ['a missing code', { thirdType: 1 }],
    ['an empty code', { authVerifyField: '', thirdType: 1 }],
    ['an over-long code', { authVerifyField: 'a'.repeat(257), thirdType: 1 }],
    ['a number for the code', { authVerifyField: 12345, thirdType: 1 }],
    ['another thirdType', { authVerifyField: 'abc', thirdType: 2 }],
    ['thirdType as text', { authVerifyField: 'abc', thirdType: '1' }],
    ['a raw openId besides the code', { authVerifyField: 'abc', thirdType: 1, openId: 'o_victim' }],
  ])('refuses %s with 40000', async (_what, payload) => {
    const res = await app.server.inject({ method: 'POST', url: api(Paths.thirdLogin), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, result: null });
    expect(res.json().message).toMatch(/^请求参数错误/);
  });
});

describe('phone login with a bind ticket', () => {
  async function expectRefusedWithNothingWritten(bindTicket: string, expected: number) {
    const phone = newPhone();
    const code = await freshCode(phone);
    const before = await tableCounts();
    const res = await phoneLogin(phone, code, bindTicket);
    expect(res.json()).toMatchObject({ code: expected, result: null });
    expect(await tableCounts()).toEqual(before);
    // The SMS code was not spent: the same code logs in without the ticket.
    expect(await unconsumedCodes(phone)).toBe(1);
    expect((await phoneLogin(phone, code)).json().code).toBe(0);
    return res;
  }

  it('refuses a forged ticket with 40010 and writes nothing', async () => {
    const res = await expectRefusedWithNothingWritten('eyJwIjoibWVzc2VuZ2VyIn0.c2lnbmF0dXJl', ErrorCode.BIND_TICKET_INVALID);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('绑定信息已失效,请重新授权');
  });

  it('refuses a ticket whose openId was swapped for another with 40010 and writes nothing', async () => {
    const { bindTicket } = await unboundTicket();
    const [payload, signature] = bindTicket.split('.') as [string, string];
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claim, o: expectedOpenId('lin') })).toString('base64url');
    await expectRefusedWithNothingWritten(`${swapped}.${signature}`, ErrorCode.BIND_TICKET_INVALID);
    expect(await identityCount(expectedOpenId('lin'))).toBe(0);
  });

  it('refuses a ticket with a changed signature with 40010', async () => {
    const { bindTicket } = await unboundTicket();
    const tampered = bindTicket.slice(0, -2) + (bindTicket.endsWith('AA') ? 'BB' : 'AA');
    await expectRefusedWithNothingWritten(tampered, ErrorCode.BIND_TICKET_INVALID);
  });

  it('refuses a ticket signed with another secret with 40010', async () => {
    const ticket = signBindTicket('not-our-secret', { provider: 'messenger', openId: expectedOpenId('lin') }, app.clock.now());
    await expectRefusedWithNothingWritten(ticket, ErrorCode.BIND_TICKET_INVALID);
  });

  it('refuses a raw openId in place of a ticket with 40010', async () => {
    await expectRefusedWithNothingWritten(expectedOpenId('lin'), ErrorCode.BIND_TICKET_INVALID);
  });

  it('refuses a ticket after 10 minutes with 40010 and writes nothing', async () => {
    const { openId, bindTicket } = await unboundTicket();
    app.clock.advance(10 * MINUTE);
    await expectRefusedWithNothingWritten(bindTicket, ErrorCode.BIND_TICKET_INVALID);
    expect(await identityCount(openId)).toBe(0);
  });

  it('refuses a bindTicket of the wrong type or over 512 characters with 40000', async () => {
    const phone = newPhone();
    const code = await freshCode(phone);
    for (const bindTicket of [123, { openId: 'o_x' }, 'a'.repeat(513)]) {
      const res = await app.server.inject({
        method: 'POST',
        url: api(Paths.phoneLogin),
        payload: { phone, verificationCode: code, registerSource: REGISTER_SOURCE, bindTicket },
      });
      expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('refuses an openId linked to another account with 40011 and writes nothing', async () => {
    const { openId, bindTicket } = await unboundTicket();
    const owner = newPhone();
    const first = await phoneLogin(owner, await freshCode(owner), bindTicket);
    expect(first.json().code).toBe(0);

    // Someone else replays the same (still valid) ticket, as a new phone and as an existing account.
    const res = await expectRefusedWithNothingWritten(bindTicket, ErrorCode.OPENID_ALREADY_BOUND);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该微信已绑定其他账号');
    const other = newPhone();
    await loginAs(app, other);
    const code = await freshCode(other);
    const before = await tableCounts();
    expect((await phoneLogin(other, code, bindTicket)).json().code).toBe(ErrorCode.OPENID_ALREADY_BOUND);
    expect(await tableCounts()).toEqual(before);

    const links = await app.ctx.db.select().from(userIdentities).where(eq(userIdentities.openId, openId));
    expect(links).toHaveLength(1);
    expect(links[0]!.userId).toBe(Number(first.json().result.userId));
  });

  it('accepts a ticket for an openId already linked to the same account', async () => {
    const { openId, bindTicket } = await unboundTicket();
    const phone = newPhone();
    const first = await phoneLogin(phone, await freshCode(phone), bindTicket);
    const second = await phoneLogin(phone, await freshCode(phone), bindTicket);
    expect(second.json()).toMatchObject({ code: 0, result: { userId: first.json().result.userId, isNewUser: false } });
    expect(await identityCount(openId)).toBe(1);
  });

  it('links an openId to one account only when two phones log in with its ticket at once', async () => {
    const { openId, bindTicket } = await unboundTicket();
    const a = newPhone();
    const b = newPhone();
    const [codeA, codeB] = [await freshCode(a), await freshCode(b)];
    const results = await Promise.all([phoneLogin(a, codeA, bindTicket), phoneLogin(b, codeB, bindTicket)]);
    const codes = results.map((r) => r.json().code);
    expect([...codes].sort()).toEqual([0, ErrorCode.OPENID_ALREADY_BOUND]);
    const loser = codes[0] === 0 ? b : a;
    const [loserUser] = await app.ctx.db.select().from(users).where(eq(users.phone, loser));
    expect(loserUser).toBeUndefined();
    expect(await unconsumedCodes(loser)).toBe(1);
    expect(await identityCount(openId)).toBe(1);
  });

  it('still refuses a wrong SMS code before looking at the ticket', async () => {
    const { openId, bindTicket } = await unboundTicket();
    const phone = newPhone();
    const right = await freshCode(phone);
    const res = await phoneLogin(phone, right === '0000' ? '1111' : '0000', bindTicket);
    expect(res.json().code).toBe(ErrorCode.CODE_WRONG);
    expect(await identityCount(openId)).toBe(0);
    const [row] = await app.ctx.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone)));
    expect(row!.attempts).toBe(1);
  });

  it('logs in as before with a null or absent ticket', async () => {
    const phone = newPhone();
    expect((await phoneLogin(phone, await freshCode(phone), null)).json().code).toBe(0);
    expect((await phoneLogin(phone, await freshCode(phone))).json().code).toBe(0);
  });
});
