import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.ts';
import { serverDir } from './server-dir.ts';
import { startUnionpayStandin } from './test/unionpay-standin.ts';

/**
 * docker-compose.yml, deploy/Caddyfile and the Dockerfile against the server they run (issue 20,
 * docs/deploy.md). Docker itself may be absent here: the files are read as Docker would read them.
 */
const root = path.resolve(serverDir, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
  image?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
const shops = Object.entries(compose.services).filter(([, service]) => service.image === 'emall:latest');

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error} (an unset required one fails, as compose does). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    const set = env[name];
    if (set) return set;
    if (kind === '?') throw new Error(`compose refuses to start: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const dockerfile = read('Dockerfile');
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

/** The run-time image's ENV lines (its last stage): what every container starts with. */
const imageEnv: Record<string, string> = Object.fromEntries(
  dockerfile
    .slice(dockerfile.lastIndexOf('\nFROM '))
    .split('\n')
    .filter((line) => line.startsWith('ENV '))
    .flatMap((line) => line.slice(4).trim().split(/\s+/).map((pair) => pair.split('=') as [string, string])),
);

/** A shop container's environment: the image's, then compose's. */
function shopEnvironment(env: Record<string, string>): Record<string, string> {
  const [, shop] = shops[0]!;
  return { ...imageEnv, ...Object.fromEntries(Object.entries(shop.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)])) };
}

/** What the operator writes in .env (deploy/env.example) for a staging deploy on the sandboxes. */
const dotEnv = { SHOP_DOMAIN: 'shop.example.com', APP_SECRET: 'k'.repeat(48), POSTGRES_PASSWORD: 'pg-secret', ALLOW_SANDBOX: 'pay,invoicing,sms' };

/** The environment variable names loadConfig reads. */
function namesConfigReads(): Set<string> {
  const names = new Set<string>();
  const watched = new Proxy({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(48), ALLOW_SANDBOX: 'pay,invoicing,sms' } as NodeJS.ProcessEnv, {
    get(target, name) {
      if (typeof name === 'string') names.add(name);
      return target[name as string];
    },
  });
  loadConfig(watched);
  return names;
}

describe('docker-compose.yml', () => {
  it('runs two identical shop instances on one PostgreSQL, sharing the media volume', () => {
    expect(shops.map(([name]) => name)).toEqual(['shop-1', 'shop-2']);
    expect(shops[0]![1]).toEqual(shops[1]![1]);
    const database = new URL(shopEnvironment(dotEnv).DATABASE_URL!);
    const postgres = compose.services[database.hostname]!.environment!;
    expect([database.username, database.password, database.pathname.slice(1)]).toEqual([postgres.POSTGRES_USER, dotEnv.POSTGRES_PASSWORD, postgres.POSTGRES_DB]);
    const config = loadConfig(shopEnvironment(dotEnv));
    expect(shops[0]![1].volumes).toContain(`media:${config.dataDir}`);
  });

  it('sets only variables the server reads', () => {
    const names = namesConfigReads();
    expect(Object.keys(shopEnvironment(dotEnv)).filter((name) => !names.has(name))).toEqual([]);
  });

  it('starts in production behind one trusted proxy hop, with no demo data', () => {
    const config = loadConfig(shopEnvironment(dotEnv));
    expect(config.env).toBe('production');
    expect(config.trustProxy).toBe(1);
    expect(config.seedDemoData).toBe(false);
    expect(config.redirectHosts).toContain(dotEnv.SHOP_DOMAIN);
  });

  it('does not go live on the sandboxes by accident, nor without its secrets', () => {
    expect(() => loadConfig(shopEnvironment({ ...dotEnv, ALLOW_SANDBOX: '' }))).toThrow(/ALLOW_SANDBOX=pay,invoicing,sms/);
    expect(() => shopEnvironment({ ...dotEnv, APP_SECRET: '' })).toThrow(/set APP_SECRET/);
    expect(() => shopEnvironment({ ...dotEnv, POSTGRES_PASSWORD: '' })).toThrow(/set POSTGRES_PASSWORD/);
    expect(() => loadConfig(shopEnvironment({ ...dotEnv, PAY_PROVIDER: 'alipay' }))).toThrow(/PAY_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY$/);
  });

  it('takes Alipay live with the keys env.example names, its callbacks on the shop domain', () => {
    const key = (type: 'private' | 'public') => (type === 'private' ? alipayKeys.privateKey : alipayKeys.publicKey).replace(/-----[A-Z ]+-----|\s/g, '');
    const names = [...read('deploy/env.example').matchAll(/^(ALIPAY_\w+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']);
    const env = { ...dotEnv, ALLOW_SANDBOX: 'invoicing,sms', PAY_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: key('private'), ALIPAY_PUBLIC_KEY: key('public') };
    const alipay = loadConfig(shopEnvironment(env)).pay.alipay!;
    expect(alipay.notifyUrl).toBe(`https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/view/pay/form-notify/Alipay`);
    expect(alipay.gateway).toBe('https://openapi.alipay.com/gateway.do');
  });

  it('takes Alipay and WeChat Pay live together with the keys env.example names, notifications on the shop domain', () => {
    const names = [...read('deploy/env.example').matchAll(/^(WECHATPAY_\w+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_KEY_ID', 'WECHATPAY_PLATFORM_KEYS', 'WECHATPAY_PLATFORM_CERTIFICATES']);
    const env = {
      ...dotEnv,
      ALLOW_SANDBOX: 'invoicing,sms',
      PAY_PROVIDER: 'alipay,wechatpay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: alipayKeys.privateKey,
      ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
      WECHATPAY_MCH_ID: '1900000109',
      WECHATPAY_APP_ID: 'wx8888888888888888',
      WECHATPAY_PRIVATE_KEY: alipayKeys.privateKey,
      WECHATPAY_CERT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_API_V3_KEY: 'a'.repeat(32),
      WECHATPAY_PLATFORM_PUBLIC_KEY: alipayKeys.publicKey,
      WECHATPAY_PLATFORM_KEY_ID: 'PUB_KEY_ID_0119000001092025',
    };
    const pay = loadConfig(shopEnvironment(env)).pay;
    expect(pay.provider).toEqual(['alipay', 'wechatpay']);
    expect(pay.wechatpay).toMatchObject({ gateway: 'https://api.mch.weixin.qq.com', notifyUrl: `https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/view/pay/signed-notify/WechatPay` });
    expect(() => loadConfig(shopEnvironment({ ...env, WECHATPAY_API_V3_KEY: '' }))).toThrow(/PAY_PROVIDER=wechatpay needs WECHATPAY_API_V3_KEY$/);
    // Rotating: the new key beside the old one; or the platform certificates downloaded.
    const rotating = loadConfig(shopEnvironment({ ...env, WECHATPAY_PLATFORM_KEYS: `PUB_KEY_ID_0119000001092026:${alipayKeys.publicKey.replace(/-----[A-Z ]+-----|\s/g, '')}` })).pay.wechatpay!;
    expect([...rotating.platformKeys.keys()]).toEqual(['PUB_KEY_ID_0119000001092025', 'PUB_KEY_ID_0119000001092026']);
    const downloading = { ...env, WECHATPAY_PLATFORM_PUBLIC_KEY: '', WECHATPAY_PLATFORM_KEY_ID: '', WECHATPAY_PLATFORM_CERTIFICATES: 'download' };
    expect(loadConfig(shopEnvironment(downloading)).pay.wechatpay).toMatchObject({ downloadCertificates: true });
  });

  it('takes ICBC live beside the others with the keys env.example names, notifications on the shop domain', () => {
    const names = [...read('deploy/env.example').matchAll(/^(ICBC_\w+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(['ICBC_APP_ID', 'ICBC_MER_ID', 'ICBC_MER_PRTCL_NO', 'ICBC_PRIVATE_KEY', 'ICBC_GATEWAY_PUBLIC_KEY']);
    const env = {
      ...dotEnv,
      ALLOW_SANDBOX: 'invoicing,sms',
      PAY_PROVIDER: 'alipay,icbc',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: alipayKeys.privateKey,
      ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
      ICBC_APP_ID: '10000000000004095503',
      ICBC_MER_ID: '020001021577',
      ICBC_MER_PRTCL_NO: '0200010215770201',
      ICBC_PRIVATE_KEY: alipayKeys.privateKey,
      ICBC_GATEWAY_PUBLIC_KEY: alipayKeys.publicKey,
    };
    const pay = loadConfig(shopEnvironment(env)).pay;
    expect(pay.provider).toEqual(['alipay', 'icbc']);
    expect(pay.icbc).toMatchObject({ gateway: 'https://gw.open.icbc.com.cn', notifyUrl: `https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/view/pay/form-notify/ICBC` });
    expect(() => loadConfig(shopEnvironment({ ...env, ICBC_MER_PRTCL_NO: '' }))).toThrow(/PAY_PROVIDER=icbc needs ICBC_MER_PRTCL_NO$/);
  });

  it('takes UnionPay live with the keys env.example names as one-line bodies, its callbacks on the shop domain', async () => {
    const names = [...read('deploy/env.example').matchAll(/^(UNIONPAY_\w+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(['UNIONPAY_MER_ID', 'UNIONPAY_SIGN_KEY', 'UNIONPAY_SIGN_CERT', 'UNIONPAY_ROOT_CERT', 'UNIONPAY_MIDDLE_CERT']);
    const standin = await startUnionpayStandin();
    const oneLine = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
    const keys = standin.env();
    await standin.close();
    const env = { ...dotEnv, ALLOW_SANDBOX: 'invoicing,sms', PAY_PROVIDER: 'unionpay', UNIONPAY_MER_ID: keys.UNIONPAY_MER_ID! };
    for (const name of names.slice(1)) Object.assign(env, { [name!]: oneLine(keys[name!]!) });
    const unionpay = loadConfig(shopEnvironment(env)).pay.unionpay!;
    expect(unionpay).toMatchObject({ gateway: 'https://gateway.95516.com', acceptTestSigner: false });
    expect(unionpay.notifyUrl).toBe(`https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/view/pay/form-notify/UnionPay`);
    expect(unionpay.gatewayFormUrl).toBe(`https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/view/pay/gateway-form/UnionPay`);
    expect(() => loadConfig(shopEnvironment({ ...env, UNIONPAY_MIDDLE_CERT: '' }))).toThrow(/PAY_PROVIDER=unionpay needs UNIONPAY_MIDDLE_CERT$/);
  });

  it('points Kuaidi100’s callbacks at the shop’s own https domain, and refuses kuaidi100 without its keys', () => {
    const kuaidi100 = { ...dotEnv, CARRIER_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: 'C', KUAIDI100_KEY: 'K', KUAIDI100_SALT: 'S' };
    expect(loadConfig(shopEnvironment(kuaidi100)).carrier).toMatchObject({ callbackUrl: `https://${dotEnv.SHOP_DOMAIN}/api-gateway/hermes/v1/logistics/kuaidi100/callback` });
    expect(() => loadConfig(shopEnvironment({ ...kuaidi100, KUAIDI100_SALT: '' }))).toThrow(/KUAIDI100_SALT/);
  });
});

describe('deploy/Caddyfile and the Dockerfile', () => {
  it('sends requests to every shop instance on the port it listens on', () => {
    const port = loadConfig(shopEnvironment(dotEnv)).port;
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(read('deploy/Caddyfile'))![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(shops.map(([name]) => `${name}:${port}`));
  });

  it('builds the image the server runs from: its build, its migrations, its port and data directory', () => {
    const config = loadConfig(shopEnvironment(dotEnv));
    expect(dockerfile).toContain('CMD ["sh", "apps/server/dist/start.sh"]');
    expect(read('package.json')).toContain('&& sh apps/server/dist/start.sh"');
    expect(dockerfile).toContain('COPY apps/server/migrations apps/server/migrations');
    expect(dockerfile).toContain(`EXPOSE ${config.port}`);
    expect(dockerfile).toContain(`ENV DATA_DIR=${config.dataDir}`);
  });
});
