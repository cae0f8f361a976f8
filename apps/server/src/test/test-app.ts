import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, Header, Paths, REGISTER_SOURCE, SandboxPaths, SMS_SOURCE_TYPE, type ApiEnvelope } from '@emall/contract';
import { v5Signature } from '@emall/domain';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../context.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seedDemoData } from '../seed/seed.ts';
import type {} from './global-setup.ts';
import { TEST_CLOCK_START } from './templates.ts';

/**
 * The environment of a production start in the tests: its secret set, and the sandbox pay,
 * invoicing and SMS allowed as a staging deploy allows them (config.ts refuses them otherwise).
 */
export const PRODUCTION_TEST_ENV = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', ALLOW_SANDBOX: 'pay,invoicing,sms' } as const;

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private ms: number;
  constructor(start = TEST_CLOCK_START) {
    this.ms = start;
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface TestApp extends App {
  clock: TestClock;
  dataDir: string;
  /** The test's own PostgreSQL database (DATABASE_URL set), else null (PGlite). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** Each template tarball read once per worker. */
const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) tarballs.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/**
 * A fresh database per test app, copied from a template the global setup migrated (and seeded):
 * in-memory PGlite, or a throwaway database on the PostgreSQL server of DATABASE_URL (so the same
 * suite proves both). No test sees another's writes.
 */
async function openTestDatabase(template: string): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: await openPglite(null, { loadDataDir: tarball(template) }), url: null, drop: async () => {} };
  const scratch = await createScratchDatabase(adminUrl, 'emall_test_', template);
  return { database: await openPostgres(scratch.url, TEST_POOL_SIZE), url: scratch.url, drop: scratch.drop };
}

const TEST_POOL_SIZE = 5;

export async function createTestApp(
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; clock?: TestClock } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const templates = inject('testTemplates');
  const seed = options.seed ?? true;
  // The seeded template fits only a clock at the time it was seeded at; any other clock seeds its own.
  const seededCopy = seed && clock.now().getTime() === templates.seededAt;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-test-'));
  const { database, url, drop } = await openTestDatabase(seededCopy ? templates.seeded : templates.blank);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    CONSOLE_DIST: '',
    CATALOGUE_CACHE_SECONDS: '0',
    SEED_DEMO_ACTIVITY: 'false',
    ...options.env,
  });
  const app = await buildApp({ config, database, clock });
  if (seed && !seededCopy) await app.ctx.db.transaction((tx) => seedDemoData(tx, clock.now()));
  return {
    ...app,
    clock,
    dataDir,
    databaseUrl: url,
    async close() {
      await app.server.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server instance on the test app's PostgreSQL database, as a second `npm start` with the
 * same DATABASE_URL: its own pool, context and job queue, the same config and clock.
 */
export async function secondInstance(app: TestApp): Promise<App & { close(): Promise<void> }> {
  if (!app.databaseUrl) throw new Error('a second instance needs PostgreSQL (DATABASE_URL)');
  const database = await openPostgres(app.databaseUrl, TEST_POOL_SIZE);
  const second = await buildApp({ config: app.ctx.config, database, clock: app.clock });
  return {
    ...second,
    async close() {
      await second.server.close();
      await database.close();
    },
  };
}

/** The signature headers a v5 path needs (§7), made as the web client makes them. */
export function signedHeaders(app: TestApp, method: string, apiPath: string): Record<string, string> {
  const timestamp = String(app.clock.now().getTime());
  const nonce = randomBytes(8).toString('hex');
  return {
    [Header.signTimestamp]: timestamp,
    [Header.signNonce]: nonce,
    [Header.sign]: v5Signature({ method, path: apiPath, timestamp, nonce, appKey: app.ctx.config.v5AppKey }),
  };
}

export function api(pathWithinGateway: string): string {
  return `${API_BASE}${pathWithinGateway}`;
}

export async function sendCode(app: TestApp, phone: string, remoteAddress = '127.0.0.1') {
  return app.server.inject({
    method: 'POST',
    url: api(Paths.loginSendMsg),
    headers: signedHeaders(app, 'POST', Paths.loginSendMsg),
    payload: { phoneSet: phone, sourceType: SMS_SOURCE_TYPE },
    remoteAddress,
  });
}

export async function latestCode(app: TestApp, phone: string): Promise<string> {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.smsOutbox}?phone=${phone}`) });
  const body = res.json<ApiEnvelope<{ code: string }[]>>();
  const first = body.result[0];
  if (!first) throw new Error(`no SMS was sent to ${phone}`);
  return first.code;
}

export async function login(app: TestApp, phone: string, verificationCode: string, registerClue?: string | null) {
  return app.server.inject({
    method: 'POST',
    url: api(Paths.phoneLogin),
    payload: { phone, verificationCode, registerSource: REGISTER_SOURCE, registerClue },
  });
}

/** Logs a phone in through the real SMS flow and returns its token. */
export async function loginAs(app: TestApp, phone: string): Promise<string> {
  const sent = await sendCode(app, phone);
  if (sent.json().code !== 0) throw new Error(`send failed: ${sent.body}`);
  const res = await login(app, phone, await latestCode(app, phone));
  const body = res.json<ApiEnvelope<{ token: string }>>();
  if (body.code !== 0) throw new Error(`login failed: ${res.body}`);
  return body.result.token;
}

/** Where the tests' messenger OAuth returns: a brand page, as the web app's would be. */
export const MESSENGER_RETURN_URL = 'https://m.yaochuan.example/auth/messenger';

/** Plays a person pressing 允许 on the sandbox messenger's consent page as `user`; returns the one-time code. */
export async function messengerCode(app: TestApp, user = 'lin'): Promise<string> {
  const res = await app.server.inject({
    method: 'POST',
    url: SandboxPaths.messengerAuthorize,
    payload: new URLSearchParams({ redirect_uri: MESSENGER_RETURN_URL, state: 's1', user, action: 'allow' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = res.headers.location;
  if (res.statusCode !== 302 || typeof location !== 'string') throw new Error(`authorize failed: ${res.statusCode} ${res.body}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

export function thirdLogin(app: TestApp, code: string) {
  return app.server.inject({ method: 'POST', url: api(Paths.thirdLogin), payload: { authVerifyField: code, thirdType: 1 } });
}

/**
 * Before a file's tests: a provider's protocol stand-in and an unseeded test app configured by its
 * env(), handed to `ready`; both closed after the file.
 */
export function appOnStandin<S extends { env(): Record<string, string>; close(): Promise<void> }>(start: () => Promise<S>, ready: (standin: S, app: TestApp) => void): void {
  let standin: S | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    standin = await start();
    app = await createTestApp({ seed: false, env: standin.env() });
    ready(standin, app);
  });
  afterAll(async () => {
    await app?.close();
    await standin?.close();
  });
}
