import { createHash } from 'node:crypto';
import { ErrorCode, Header, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { visitorSessions } from './auth.table.ts';
import { VISITOR_HOURLY_CAP_PER_IP } from './visitor.service.ts';

const HOUR = 3_600_000;
const WHO = '/test/who';
let app: TestApp;
let ipSeq = 0;
/** A fresh client address per test, so tests do not share the hourly cap. */
const newIp = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  // A route that only *may* use a login, registered for this test alone: no shop route needs a visitor yet.
  app.server.get(WHO, { config: { auth: 'optional' } }, async (request) => ({
    session: request.session ? { userId: request.session.userId } : null,
    visitor: request.visitor,
  }));
});
afterAll(() => app.close());

function issue(remoteAddress = newIp()) {
  return app.server.inject({ method: 'POST', url: api(Paths.visitorToken), remoteAddress });
}

async function newVisitorToken(): Promise<string> {
  const res = await issue();
  expect(res.json().code).toBe(0);
  return res.json().result.vToken;
}

function who(headers: Record<string, string>) {
  return app.server.inject({ method: 'GET', url: WHO, headers });
}

describe('POST /api/auth/visitorToken', () => {
  it('issues a random token valid for 7 days, stored only as a hash', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.vToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.expiresAt).toBe(new Date(app.clock.now().getTime() + 7 * 24 * HOUR).toISOString());
    const rows = await app.ctx.db.select().from(visitorSessions);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(result.vToken).digest('hex'))).toBe(true);
    expect(rows.some((r) => r.tokenHash.includes(result.vToken))).toBe(false);
    expect((await issue()).json().result.vToken).not.toBe(result.vToken);
  });

  it('caps tokens per client address per hour with 42900, and opens again after the hour', async () => {
    const ip = newIp();
    for (let i = 0; i < VISITOR_HOURLY_CAP_PER_IP; i++) {
      expect((await issue(ip)).json().code).toBe(0);
    }
    const capped = await issue(ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: '操作过于频繁,请稍后再试', result: null });
    expect((await issue(newIp())).json().code).toBe(0);
    app.clock.advance(HOUR);
    expect((await issue(ip)).json().code).toBe(0);
  });

  it('lets no more than the cap through when an address asks many times at once', async () => {
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: VISITOR_HOURLY_CAP_PER_IP + 5 }, () => issue(ip)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(VISITOR_HOURLY_CAP_PER_IP);
    expect(codes.filter((c) => c === ErrorCode.TOO_MANY_REQUESTS)).toHaveLength(5);
  });
});

describe('the visitor-token header', () => {
  it('is recognised as a visitor on a route where a login is optional', async () => {
    const vToken = await newVisitorToken();
    const res = await who({ [Header.visitorToken]: vToken });
    expect(res.json()).toEqual({ session: null, visitor: { visitorId: expect.any(Number) } });
  });

  it('reads as a plain guest when unknown, empty or over-long', async () => {
    for (const value of ['nope', '', 'a'.repeat(300)]) {
      expect((await who({ [Header.visitorToken]: value })).json()).toEqual({ session: null, visitor: null });
    }
    expect((await who({})).json()).toEqual({ session: null, visitor: null });
  });

  it('gives way to a login token: a logged-in user is not a visitor', async () => {
    const token = await loginAs(app, '13600000001');
    const vToken = await newVisitorToken();
    const res = await who({ [Header.loginToken]: token, [Header.visitorToken]: vToken });
    expect(res.json()).toEqual({ session: { userId: expect.any(Number) }, visitor: null });
  });

  it('is recognised when the login token is invalid', async () => {
    const vToken = await newVisitorToken();
    const res = await who({ [Header.loginToken]: 'expired-or-forged', [Header.visitorToken]: vToken });
    expect(res.json()).toEqual({ session: null, visitor: { visitorId: expect.any(Number) } });
  });

  it('does not stand in for a login where one is required', async () => {
    const vToken = await newVisitorToken();
    const res = await app.server.inject({ method: 'GET', url: api(Paths.loginInfo), headers: { [Header.visitorToken]: vToken } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('expires after 7 days', async () => {
    const vToken = await newVisitorToken();
    app.clock.advance(7 * 24 * HOUR - 1000);
    expect((await who({ [Header.visitorToken]: vToken })).json().visitor).not.toBeNull();
    app.clock.advance(1000);
    expect((await who({ [Header.visitorToken]: vToken })).json().visitor).toBeNull();
  });
});
