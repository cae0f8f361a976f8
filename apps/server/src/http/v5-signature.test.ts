import { ErrorCode, Header, Paths, SMS_SOURCE_TYPE, V5_SIGN_WINDOW_SECONDS } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedHeaders, type TestApp } from '../test/test-app.ts';
import { inProcessHeaders } from './in-process.ts';
import { signNonces } from './sign-nonces.table.ts';
import { useNonce } from './v5-signature.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

let phoneSeq = 0;
const send = (headers: Record<string, string>) =>
  app.server.inject({
    method: 'POST',
    url: api(Paths.loginSendMsg),
    headers,
    payload: { phoneSet: `136${String(++phoneSeq).padStart(8, '0')}`, sourceType: SMS_SOURCE_TYPE },
  });

describe('v5 signature nonces', () => {
  it('refuses a replay of a signed request within its window', async () => {
    const headers = signedHeaders(app, 'POST', Paths.loginSendMsg);
    expect((await send(headers)).json().code).toBe(0);
    app.clock.advance(60_000);
    expect((await send(headers)).json()).toMatchObject({ code: ErrorCode.SIGNATURE_INVALID, result: null });
  });

  it("takes the server's own in-process call without a signature, and no network request that guesses the marker", async () => {
    expect((await send(inProcessHeaders)).json().code).toBe(0);
    const [name = ''] = Object.keys(inProcessHeaders);
    expect((await send({ [name]: 'guessed' })).json()).toMatchObject({ code: ErrorCode.SIGNATURE_INVALID, result: null });
    expect((await send({})).json()).toMatchObject({ code: ErrorCode.SIGNATURE_INVALID, result: null });
  });

  it('lets exactly one of two simultaneous requests with one nonce through', async () => {
    const headers = signedHeaders(app, 'POST', Paths.loginSendMsg);
    const codes = (await Promise.all([send(headers), send(headers)])).map((r) => r.json().code);
    expect(codes.sort()).toEqual([0, ErrorCode.SIGNATURE_INVALID].sort());
  });

  it('records a nonce once however many inserts race for it', async () => {
    const until = new Date(app.clock.now().getTime() + V5_SIGN_WINDOW_SECONDS * 1000);
    const results = await Promise.all(Array.from({ length: 5 }, () => useNonce(app.ctx, 'race-nonce', until)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('purges nonces whose window closed', async () => {
    const until = new Date(app.clock.now().getTime() + V5_SIGN_WINDOW_SECONDS * 1000);
    expect(await useNonce(app.ctx, 'old-nonce', until)).toBe(true);
    app.clock.advance(V5_SIGN_WINDOW_SECONDS * 1000 + 1);
    expect(await useNonce(app.ctx, 'new-nonce', new Date(app.clock.now().getTime() + V5_SIGN_WINDOW_SECONDS * 1000))).toBe(true);
    expect(await app.ctx.db.select().from(signNonces).where(eq(signNonces.nonce, 'old-nonce'))).toEqual([]);
    const left = await app.ctx.db.select().from(signNonces);
    expect(left.every((row) => row.expiresAt.getTime() >= app.clock.now().getTime())).toBe(true);
  });

  it('still refuses a signature outside the window before touching the nonces', async () => {
    const headers = signedHeaders(app, 'POST', Paths.loginSendMsg);
    app.clock.advance((V5_SIGN_WINDOW_SECONDS + 1) * 1000);
    expect((await send(headers)).json().code).toBe(ErrorCode.SIGNATURE_INVALID);
    expect(await app.ctx.db.select().from(signNonces).where(eq(signNonces.nonce, headers[Header.signNonce]!))).toEqual([]);
  });
});
