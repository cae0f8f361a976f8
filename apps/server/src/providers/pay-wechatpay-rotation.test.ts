import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CashierChannel, MainOrderStatus } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { orderRow, startedOn } from '../test/payments.ts';
import { appOnStandin, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { startWechatpayStandin, type StandinNotice, type WechatpayStandin } from '../test/wechatpay-standin.ts';
import type { PlatformKey } from '../test/wechatpay-standin-platform.ts';
import { createWechatPay } from './pay-wechatpay.ts';
import { UNKNOWN_SERIAL_REFRESH_MS } from './wechatpay-platform-keys.ts';

/** Posts a notification where the stand-in posts it, headers and exact body. */
function post(to: TestApp, notice: StandinNotice) {
  return to.server.inject({ method: 'POST', url: new URL(notice.url).pathname, headers: { ...notice.headers, 'content-type': 'application/json' }, payload: notice.body });
}

/** A notification signed by `key` (WeChat Pay still signing with an older one, or a forger), naming its serial. */
function signedBy(standin: WechatpayStandin, outTradeNo: string, key: PlatformKey): StandinNotice {
  const notice = standin.notification(outTradeNo, { key: key.privateKey });
  return { ...notice, headers: { ...notice.headers, 'Wechatpay-Serial': key.id } };
}

const spki = (key: PlatformKey) => key.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const DAY_MS = 86_400_000;

describe('WeChat Pay platform public keys (微信支付公钥) rotated by configuration', () => {
  let standin: WechatpayStandin;
  let app: TestApp;
  appOnStandin(startWechatpayStandin, (s, a) => ([standin, app] = [s, a]));

  it('takes notifications of the new key once it is configured beside the old one, both during the switch; an unknown or forged one never', async () => {
    const old = standin.platform.current;
    const fresh = standin.platform.rotate();
    const both = await createTestApp({ seed: false, env: { ...standin.env(), WECHATPAY_PLATFORM_KEYS: `${fresh.id}:${spki(fresh)}` } });
    try {
      // The answers to the new order are signed with the new key: believed.
      const first = await startedOn(both, CashierChannel.WechatPay, (url) => standin.open(url));
      const second = await startedOn(both, CashierChannel.WechatPay, (url) => standin.open(url));
      // Configured with the old key alone, the shop refuses what the new key signs.
      expect((await post(app, standin.pay(first.outTradeNo))).statusCode).toBe(401);
      expect((await post(both, standin.notification(first.outTradeNo))).statusCode).toBe(204);
      expect(await orderRow(both, first.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
      standin.pay(second.outTradeNo);
      const forger = { ...fresh, privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey };
      expect((await post(both, signedBy(standin, second.outTradeNo, forger))).statusCode).toBe(401);
      expect((await post(both, signedBy(standin, second.outTradeNo, { ...old, id: 'PUB_KEY_ID_0199999999' }))).statusCode).toBe(401);
      // WeChat Pay still signing some with the old key while it switches: taken too.
      expect((await post(both, signedBy(standin, second.outTradeNo, old))).statusCode).toBe(204);
      expect(await orderRow(both, second.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
    } finally {
      await both.close();
    }
  });

  it('reads WECHATPAY_PLATFORM_KEYS as ID:KEY entries (a base64 key or a PEM file) and refuses a malformed list', () => {
    const env: NodeJS.ProcessEnv = { ...PRODUCTION_TEST_ENV, ...standin.env() };
    const [a, b] = [standin.platform.rotate(), standin.platform.rotate()];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-')), 'pub_key.pem');
    fs.writeFileSync(file, b.publicKey.export({ format: 'pem', type: 'spki' }));
    const config = loadConfig({ ...env, WECHATPAY_PLATFORM_KEYS: `${a.id}:${spki(a)},\n ${b.id}:${file}` }).pay.wechatpay!;
    expect([...config.platformKeys.keys()]).toEqual([env.WECHATPAY_PLATFORM_KEY_ID, a.id, b.id]);
    expect(config.downloadCertificates).toBe(false);
    const refused: [string, RegExp][] = [
      [spki(a), /WECHATPAY_PLATFORM_KEYS must list ID:KEY entries/],
      [`${a.id}:`, /WECHATPAY_PLATFORM_KEYS must list ID:KEY entries/],
      [`${a.id}:bm90IGEga2V5`, /WECHATPAY_PLATFORM_KEYS is not an RSA public key/],
      [`${a.id}:/nonexistent/pub_key.pem`, /WECHATPAY_PLATFORM_KEYS names a file that cannot be read/],
      [`${a.id}:${spki(a)},${a.id}:${spki(b)}`, new RegExp(`names ${a.id} twice`)],
      [`${env.WECHATPAY_PLATFORM_KEY_ID}:${spki(a)}`, /twice/],
    ];
    for (const [value, error] of refused) expect(() => loadConfig({ ...env, WECHATPAY_PLATFORM_KEYS: value }), value).toThrow(error);
    expect(() => loadConfig({ ...env, WECHATPAY_PLATFORM_CERTIFICATES: 'yes' })).toThrow(/WECHATPAY_PLATFORM_CERTIFICATES is download or empty/);
    // Downloading certificates, the main key may be left out, but not half of it.
    const { WECHATPAY_PLATFORM_PUBLIC_KEY: _key, WECHATPAY_PLATFORM_KEY_ID: _id, ...keyless } = env;
    expect(loadConfig({ ...keyless, WECHATPAY_PLATFORM_CERTIFICATES: 'download' }).pay.wechatpay).toMatchObject({ downloadCertificates: true, platformKeys: new Map() });
    expect(() => loadConfig({ ...keyless, WECHATPAY_PLATFORM_CERTIFICATES: 'download', WECHATPAY_PLATFORM_KEY_ID: a.id })).toThrow(/needs WECHATPAY_PLATFORM_PUBLIC_KEY$/);
    expect(() => loadConfig(keyless)).toThrow(/needs WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_KEY_ID$/);
  });
});

describe('WeChat Pay platform certificates (平台证书) downloaded from /v3/certificates', () => {
  let standin: WechatpayStandin;
  let app: TestApp;
  appOnStandin(
    () => startWechatpayStandin(undefined, 'certificates'),
    (s, a) => ([standin, app] = [s, a]),
  );
  const started = () => startedOn(app, CashierChannel.WechatPay, (url) => standin.open(url));
  const keys = () => (app.ctx.pay as ReturnType<typeof createWechatPay>).platformKeys;

  it('starts with none, trusts the certificates of its first download, and the new one it fetches before the switch', async () => {
    expect(standin.platform.downloads).toBe(0);
    const first = await started();
    // The first answer named a serial it did not know: the download (verified by the certificate it carries) brought it.
    expect(standin.platform.downloads).toBe(1);
    expect(keys().serials()).toEqual([standin.platform.current.id]);
    expect((await post(app, standin.pay(first.outTradeNo))).statusCode).toBe(204);
    // WeChat Pay publishes a new certificate and signs with it; the 12-hour refresh fetches it.
    const fresh = standin.platform.rotate();
    expect(await keys().refresh()).toBe(true);
    expect(keys().serials()).toEqual([standin.platform.keys[0]!.id, fresh.id]);
    const second = await started();
    expect((await post(app, standin.pay(second.outTradeNo))).statusCode).toBe(204);
    expect(await orderRow(app, second.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
  });

  it('keeps the set it has when a download is sealed wrongly, and never trusts an expired certificate', async () => {
    const order = await started();
    standin.pay(order.outTradeNo);
    const before = keys().serials();
    const trusted = standin.platform.current;
    standin.platform.tampered.on = true;
    const next = standin.platform.rotate();
    try {
      expect(await keys().refresh()).toBe(false);
      expect(keys().serials()).toEqual(before);
      expect((await post(app, standin.notification(order.outTradeNo))).statusCode).toBe(401);
    } finally {
      standin.platform.tampered.on = false;
    }
    expect((await post(app, signedBy(standin, order.outTradeNo, trusted))).statusCode).toBe(204);
    expect(await keys().refresh()).toBe(true);
    expect(keys().serials()).toContain(next.id);
    // A certificate listed past its validity (or its expire_time) is not trusted.
    const expired = standin.platform.rotate({ notBefore: new Date(Date.now() - 400 * DAY_MS), notAfter: new Date(Date.now() - DAY_MS) });
    // Nor a download signed by it.
    expect(await keys().refresh()).toBe(false);
    standin.platform.rotate();
    expect(await keys().refresh()).toBe(true);
    expect(keys().serials()).not.toContain(expired.id);
    expect((await post(app, signedBy(standin, order.outTradeNo, expired))).statusCode).toBe(401);
    standin.platform.retire(expired.id);
  });

  it('asks for the certificates on an unknown serial at most once a minute', async () => {
    const order = await started();
    standin.pay(order.outTradeNo);
    let shift = 0;
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const client = createWechatPay(config.wechatpay!, config.channels, { clock: { now: () => new Date(Date.now() + shift) } });
    const read = (notice: StandinNotice) => client.signedNotifications!.read(Object.fromEntries(Object.entries(notice.headers).map(([k, v]) => [k.toLowerCase(), v])), notice.body);
    const downloads = standin.platform.downloads;
    expect(await read(standin.notification(order.outTradeNo))).not.toBeNull();
    expect(standin.platform.downloads).toBe(downloads + 1);
    const fresh = standin.platform.rotate();
    // Within the minute: the new serial is refused without asking, however often it comes.
    for (let i = 0; i < 3; i++) expect(await read(standin.notification(order.outTradeNo))).toBeNull();
    expect(await read(signedBy(standin, order.outTradeNo, { ...fresh, id: 'F'.repeat(40) }))).toBeNull();
    expect(standin.platform.downloads).toBe(downloads + 1);
    shift = UNKNOWN_SERIAL_REFRESH_MS + 1_000;
    const [a, b] = await Promise.all([read(standin.notification(order.outTradeNo)), read(standin.notification(order.outTradeNo))]);
    expect([a, b].map((r) => r?.notice)).toEqual([expect.objectContaining({ payment: expect.any(Object) }), expect.objectContaining({ payment: expect.any(Object) })]);
    expect(standin.platform.downloads).toBe(downloads + 2);
    // A serial WeChat Pay never published is still refused after the refresh.
    expect(await read(signedBy(standin, order.outTradeNo, { ...fresh, id: 'F'.repeat(40) }))).toBeNull();
    expect(standin.platform.downloads).toBe(downloads + 2);
    client.platformKeys.stop();
  });
});

describe('the platform key set alone', () => {
  let standin: WechatpayStandin;
  beforeAll(async () => (standin = await startWechatpayStandin(undefined, 'certificates')));
  afterAll(() => standin.close());

  it('refuses a download whose answer is signed by no certificate it carries or trusts', async () => {
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const warnings: string[] = [];
    const client = createWechatPay(config.wechatpay!, config.channels, { warn: (message) => warnings.push(message) });
    const signer = standin.platform.current;
    // The stand-in signs with a key whose certificate it no longer lists: nothing vouches for the answer.
    standin.platform.rotate();
    standin.platform.retire(standin.platform.current.id);
    expect(standin.platform.current.id).not.toBe(signer.id);
    expect(await client.platformKeys.refresh()).toBe(false);
    expect(client.platformKeys.serials()).toEqual([]);
    // The operator hears why the set was kept.
    expect(warnings).toEqual(['WeChat Pay platform certificates: download refused (answer signature not verified); keeping the 0 held']);
  });

  it('tells why when the gateway cannot be reached, and keeps the set', async () => {
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const warnings: string[] = [];
    const client = createWechatPay({ ...config.wechatpay!, gateway: 'http://127.0.0.1:9' }, config.channels, { warn: (message) => warnings.push(message) });
    expect(await client.platformKeys.refresh()).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^WeChat Pay platform certificates: download failed \(.+\); keeping the 0 held$/);
  });
});
