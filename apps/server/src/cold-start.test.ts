import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API_BASE, AdminGoodsPaths, API_BASE, ErrorCode } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {} from './test/global-setup.ts';
import { openPgliteThread } from './db/client.ts';
import { createScratchDatabase } from './db/scratch-database.ts';
import { serverDir } from './server-dir.ts';
import { createTestApp, PRODUCTION_TEST_ENV } from './test/test-app.ts';

/**
 * The built server as `npm start` starts it (dist/start.sh), on an existing database: everything
 * answers from its first answer, with no route missing, at its first start (no code cache) and at
 * the next (the code cache the first wrote, load-bundle.ts). Built into a folder of its own, so the
 * journeys' server in apps/server/dist is left alone (issue 16 item 4).
 */
const root = path.resolve(serverDir, '../..');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-cold-start-'));
const copy = path.join(base, 'apps/server');
const cacheDir = path.join(base, 'compile-cache');
const dataDir = path.join(base, 'data');
let databaseUrl = '';
let dropDatabase = async () => {};
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

const dist = (name: string) => {
  const folder = path.join(root, name);
  return fs.existsSync(folder) ? folder : '';
};

function start(): ChildProcess {
  return spawn('sh', [path.join(copy, 'dist/start.sh')], {
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      NODE_ENV: 'production',
      APP_SECRET: 'cold-start-secret-cold-start-secret',
      ALLOW_SANDBOX: 'pay,invoicing,sms',
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_COMPILE_CACHE: cacheDir,
      WEB_DIST: dist('apps/web/dist'),
      CONSOLE_DIST: dist('apps/console/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const url = (p: string) => `http://127.0.0.1:${port}${p}`;

/** The first answer: polled as the bench polls, every few milliseconds. */
async function firstAnswer(): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      await fetch(url('/healthz'));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  throw new Error('the server did not answer');
}

/** What a start answers, asked all at once the moment it first answers. */
async function answersRightAway(): Promise<{ paths: string[] }> {
  const [health, page, pageBr, badInput, goods, admin, missing, docs, home] = await Promise.all([
    fetch(url('/healthz')),
    fetch(url(`${API_BASE}/hermes/v2/material/page-management?pageCode=shop`)),
    // Compressed as asked (fetch decodes it), and a query refused by its schema (not checked
    // against JSON Schema's meta-schema outside the tests: validation.ts).
    fetch(url(`${API_BASE}/hermes/v2/material/page-management?pageCode=shop`), { headers: { 'accept-encoding': 'br' } }),
    fetch(url(`${API_BASE}/hermes/v2/material/page-management/feed?pageCode=shop&pageNo=zero`)),
    fetch(url(`${API_BASE}/hermes/v2/goods/1`)),
    fetch(url(`${ADMIN_API_BASE}${AdminGoodsPaths.goods}`)),
    fetch(url(`${API_BASE}/no-such-route`)),
    fetch(url(`${API_BASE}/docs/json`)),
    fetch(url('/store/home/shop')),
  ]);
  expect(health.status).toBe(200);
  expect(page.status).toBe(200);
  expect(((await page.json()) as { result: { moduleList: unknown[] } }).result.moduleList.length).toBeGreaterThan(0);
  expect(pageBr.headers.get('content-encoding')).toBe('br');
  expect(((await pageBr.json()) as { result: { moduleList: unknown[] } }).result.moduleList.length).toBeGreaterThan(0);
  expect(badInput.status).toBe(400);
  expect((await badInput.json()) as object).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: expect.stringContaining('pageNo') });
  expect(goods.status).toBe(200);
  expect(((await goods.json()) as { result: { id: string } }).result.id).toBe('1');
  expect(admin.status).toBe(401);
  expect(missing.status).toBe(404);
  expect(docs.status).toBe(200);
  if (dist('apps/web/dist')) expect(home.status).toBe(200);
  const { paths } = (await docs.json()) as { paths: Record<string, unknown> };
  return { paths: Object.keys(paths).sort() };
}

beforeAll(async () => {
  fs.mkdirSync(copy, { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(base, 'node_modules'));
  fs.symlinkSync(path.join(serverDir, 'migrations'), path.join(copy, 'migrations'));
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--outdir', path.join(copy, 'dist')], { cwd: root, stdio: 'ignore' });
  // An existing database, copied from the run's migrated and seeded template as the suite's are.
  const { seeded } = inject('testTemplates');
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'emall_cold_start_', seeded);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    const database = openPgliteThread(path.join(dataDir, 'pglite'), seeded);
    await database.migrate();
    await database.close();
  }
  port = await freePort();
}, 180_000);

afterAll(async () => {
  await dropDatabase();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('a cold start of the built server', () => {
  it('answers every route from its first answer, before and after its code cache', async () => {
    const first = start();
    let pathsFirst: string[];
    try {
      await firstAnswer();
      ({ paths: pathsFirst } = await answersRightAway());
      // The code cache is written a moment after the first answer, in a folder of Node's compile cache.
      const cacheFiles = () => fs.readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('emall-server') && f.endsWith('.bin'));
      const until = Date.now() + 30_000;
      while (cacheFiles().length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(cacheFiles()).toHaveLength(1);
      // Made after the start had answered (load-bundle.ts): the request paths' code is in it.
      expect(fs.readFileSync(path.join(cacheDir, cacheFiles()[0]!))[0]).toBe(1);
    } finally {
      await stop(first);
    }
    // Every route the sources declare, as the suite's app built in this process documents them.
    const app = await createTestApp({ seed: false, env: { ...PRODUCTION_TEST_ENV, WEB_DIST: dist('apps/web/dist'), CONSOLE_DIST: dist('apps/console/dist') } });
    try {
      const declared = Object.keys((await app.server.inject(`${API_BASE}/docs/json`)).json<{ paths: object }>().paths).sort();
      expect(declared.length).toBeGreaterThan(100);
      expect(pathsFirst).toEqual(declared);
    } finally {
      await app.close();
    }

    const second = start();
    try {
      await firstAnswer();
      const { paths } = await answersRightAway();
      expect(paths).toEqual(pathsFirst);
    } finally {
      await stop(second);
    }
  }, 120_000);
});
