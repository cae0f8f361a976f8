import { ErrorCode, Paths, SMS_SOURCE_TYPE } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from '../config.ts';
import { SMS_HOURLY_CAP_PER_IP } from '../modules/auth/auth.service.ts';
import { smsCodes } from '../modules/auth/auth.table.ts';
import { api, createTestApp, signedHeaders, type TestApp } from '../test/test-app.ts';

let phoneSeq = 0;
const newPhone = () => `137${String(++phoneSeq).padStart(8, '0')}`;

/** A login code sent from `remoteAddress` with whatever X-Forwarded-For the sender writes. */
function sendFrom(app: TestApp, phone: string, remoteAddress: string, forwardedFor?: string) {
  return app.server.inject({
    method: 'POST',
    url: api(Paths.loginSendMsg),
    headers: { ...signedHeaders(app, 'POST', Paths.loginSendMsg), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { phoneSet: phone, sourceType: SMS_SOURCE_TYPE },
    remoteAddress,
  });
}

/** The client address the server recorded for the phone's code. */
async function recordedAddress(app: TestApp, phone: string): Promise<string | undefined> {
  const [row] = await app.ctx.db.select({ clientIp: smsCodes.clientIp }).from(smsCodes).where(eq(smsCodes.phone, phone));
  return row?.clientIp;
}

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 172.16.0.0/12,loopback, ::1, fd00::/8', ['10.0.0.1', '172.16.0.0/12', 'loopback', '::1', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected);
  });

  it.each([['true'], ['*'], ['10.0.0.1/33'], ['10.0.0/8'], ['proxy.example'], ['-1'], ['1.5'], ['10.0.0.1/8/2']])('refuses %j', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('without TRUST_PROXY a forged X-Forwarded-For changes nothing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(() => app.close());

  it('records the peer, not the header', async () => {
    const phone = newPhone();
    expect((await sendFrom(app, phone, '203.0.113.20', '198.51.100.1')).json().code).toBe(0);
    expect(await recordedAddress(app, phone)).toBe('203.0.113.20');
  });

  it('keeps the SMS per-address limit however the header is varied', async () => {
    const peer = '203.0.113.21';
    for (let i = 0; i < SMS_HOURLY_CAP_PER_IP; i++) {
      expect((await sendFrom(app, newPhone(), peer, `198.51.100.${i + 2}`)).json().code).toBe(0);
    }
    const forged = await sendFrom(app, newPhone(), peer, '192.0.2.99, 192.0.2.100');
    expect(forged.json()).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS, result: null });
  });
});

describe('with TRUST_PROXY=1 the one proxy hop in front is honoured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('records the address the proxy forwarded, and only the last one it appended', async () => {
    const first = newPhone();
    expect((await sendFrom(app, first, '10.0.0.1', '198.51.100.7')).json().code).toBe(0);
    expect(await recordedAddress(app, first)).toBe('198.51.100.7');
    // A client's own forged entry comes before the proxy's: beyond the one trusted hop.
    const second = newPhone();
    expect((await sendFrom(app, second, '10.0.0.1', '6.6.6.6, 198.51.100.8')).json().code).toBe(0);
    expect(await recordedAddress(app, second)).toBe('198.51.100.8');
  });

  it('limits per forwarded address, so shoppers behind one proxy do not share a limit', async () => {
    const shopper = '198.51.100.9';
    for (let i = 0; i < SMS_HOURLY_CAP_PER_IP; i++) {
      expect((await sendFrom(app, newPhone(), '10.0.0.1', shopper)).json().code).toBe(0);
    }
    expect((await sendFrom(app, newPhone(), '10.0.0.1', shopper)).json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await sendFrom(app, newPhone(), '10.0.0.1', '198.51.100.10')).json().code).toBe(0);
  });
});

describe('with TRUST_PROXY as an address list only those proxies are believed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/24' } });
  });
  afterAll(() => app.close());

  it('honours the listed proxy and ignores the header from any other peer', async () => {
    const viaProxy = newPhone();
    expect((await sendFrom(app, viaProxy, '10.0.0.5', '198.51.100.11')).json().code).toBe(0);
    expect(await recordedAddress(app, viaProxy)).toBe('198.51.100.11');
    const direct = newPhone();
    expect((await sendFrom(app, direct, '203.0.113.30', '198.51.100.12')).json().code).toBe(0);
    expect(await recordedAddress(app, direct)).toBe('203.0.113.30');
  });
});
