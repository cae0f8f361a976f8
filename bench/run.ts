/**
 * `npm run bench`: hot API reads (and a full cart's list) against a bare node:http server sending
 * the same bytes from a prepared Buffer, the write paths and the memory after load on PostgreSQL
 * (writes.ts, memory.ts), a cached read beside database work (stall.ts), the server's cold start,
 * and the gzip size of the home page's initial JavaScript. Exits non-zero when a budget is missed. The API runs on a database of
 * its own (cart-setup.ts): PGlite in a temporary directory, or with DATABASE_URL a throwaway
 * database on that server.
 *
 * Both servers run as child processes with the same Node; the load generator (autocannon)
 * runs here, so all three share the machine's cores the same way for each target.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Header } from '@emall/contract';
import autocannon from 'autocannon';
import { initialJsReport } from '../scripts/initial-js.ts';
import { BARE_SERVER, getRaw, type PreparedAnswer } from './bare-server.ts';
import { prepareBenchDatabase } from './cart-setup.ts';
import { measureColdStarts } from './cold-start.ts';
import { memoryAfterLoad } from './memory.ts';
import { writePaths } from './writes.ts';
import { prepareWriteBench } from './writes-setup.ts';
import { stallCase } from './stall.ts';
import { BENCH_SERVER_ENV, START_COMMAND } from './server-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Issue 16: a cached read reaches 0.7 of the bare server, with p99 within 15 ms at 100 connections. */
const RATIO_BUDGET = 0.7;
const P99_BUDGET_MS = 15;
const API_PORT = Number(process.env.BENCH_PORT ?? 3410);
const BARE_PORT = API_PORT + 1;
const COLD_START_RUNS = 3;
const COLD_START_BUDGET_MS = 1_000;
/**
 * The server as `npm start` runs it (START_COMMAND, after `npm run build:server`).
 * `BENCH_SERVER_ARGS` replaces it with Node's arguments (space-separated): another build, or Node
 * flags such as `--cpu-prof --cpu-prof-dir=DIR apps/server/dist/main.js`.
 */
const SERVER_COMMAND = process.env.BENCH_SERVER_ARGS ? [process.execPath, ...process.env.BENCH_SERVER_ARGS.split(' ')] : START_COMMAND;
/**
 * `BENCH_ONLY=writes`, `memory` (both with DATABASE_URL), `reads` or `cold-start`: that case alone,
 * e.g. before and after a change of it.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
const runs = (name: 'writes' | 'memory' | 'reads' | 'stall' | 'cold-start'): boolean => ONLY === '' || ONLY === name;

interface Target {
  name: string;
  path: string;
  /** Sent with every request to both servers; the bare one answers by path and Accept-Encoding. */
  headers?: Record<string, string>;
  connections?: number;
  /** The least share of the bare server's req/s the API must reach; RATIO_BUDGET by default. */
  ratioBudget?: number;
  /** The most the API's p99 latency may be; P99_BUDGET_MS by default. */
  p99BudgetMs?: number;
}

/**
 * The cart list (200 lines) is no cached read as a whole: every request checks the session, reads
 * the user's cart rows (one small query), the E-value balance and the purchases of those goods;
 * each SKU's goods, SKU and crowdfund come from a per-instance cache (CATALOGUE_CACHE_SECONDS, one
 * query for all misses), and some 75 KB are serialised: about 5 ms a request on PGlite. The bare
 * server streams the same bytes from memory, so the cached reads' 0.5 is out of reach. Measured on
 * a shared 2-core machine, 32 connections loading full carts at once, PGlite: 186–189 req/s
 * (0.08–0.09 of bare, p99 319–339 ms); reading every line's goods, SKU and crowdfund fresh (one
 * json_agg query, ~5 ms) gave 83–95 req/s (0.04, p99 751–2741 ms; PostgreSQL then 191–215 req/s,
 * not measured since), and rows instead of one JSON text 0.01. The ratio budget, about a third of
 * the measured ratio for a noisy machine, fails on a collapse (a query per line, rows again), and
 * the p99 bound keeps a full cart under a second for the 32 shoppers at once.
 */
const CART_RATIO_BUDGET = 0.025;
const CART_P99_BUDGET_MS = 1_000;
const CART_CONNECTIONS = 32;

function targetsFor(cartToken: string): Target[] {
  const page = '/api-gateway/hermes/v2/material/page-management?pageCode=shop';
  return [
    { name: 'page-management?pageCode=shop', path: page },
    { name: 'page-management, br', path: page, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { name: 'goods/{id}', path: '/api-gateway/hermes/v2/goods/1' },
    { name: 'feed pageNo=1', path: '/api-gateway/hermes/v2/material/page-management/feed?pageCode=shop&pageNo=1' },
    { name: 'hot words', path: '/api-gateway/hermes/annex/v1/goods/search/hot' },
    { name: 'agreement (privacy)', path: '/api-gateway/api/privacyAgmt?agmtType=privacy' },
    {
      name: 'cart list (200 items)',
      path: '/api-gateway/hermes/annex/v2/cart/list',
      headers: { [Header.loginToken]: cartToken },
      connections: CART_CONNECTIONS,
      ratioBudget: CART_RATIO_BUDGET,
      p99BudgetMs: CART_P99_BUDGET_MS,
    },
  ];
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`${command} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await getRaw(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, p99: result.latency.p99 };
}

/**
 * The API and the bare server loaded in turns (ROUNDS slices each), so a neighbour's load on the
 * shared machine falls on both alike: req/s over all slices, p99 the median slice's.
 */
const ROUNDS = 4;
async function compare(t: Target) {
  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  const api = { requests: 0, p99: [] as number[] };
  const bare = { requests: 0, p99: [] as number[] };
  // Warm-up, not counted: the first requests of a call compile its code and fill its cache.
  await load(`http://127.0.0.1:${API_PORT}${t.path}`, t.headers ?? {}, t.connections ?? CONNECTIONS, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [port, into] of [[API_PORT, api], [BARE_PORT, bare]] as const) {
      const r = await load(`http://127.0.0.1:${port}${t.path}`, t.headers ?? {}, t.connections ?? CONNECTIONS, slice);
      into.requests += r.requests;
      into.p99.push(r.p99);
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const seconds = slice * ROUNDS;
  return { a: { rps: api.requests / seconds, p99: median(api.p99) }, b: { rps: bare.requests / seconds, p99: median(bare.p99) } };
}

/** The API's answer to each target exactly as sent (encoding included): what the bare server replays. */
async function prepareAnswers(targets: Target[]): Promise<PreparedAnswer[]> {
  const answers: PreparedAnswer[] = [];
  for (const t of targets) {
    const raw = await getRaw(`http://127.0.0.1:${API_PORT}${t.path}`, t.headers);
    if (raw.status !== 200) throw new Error(`${t.path} answered ${raw.status}`);
    const encoding = raw.headers['content-encoding'] ?? null;
    if (!encoding && JSON.parse(raw.body.toString('utf8')).code !== 0) throw new Error(`${t.path} answered ${raw.body.toString('utf8').slice(0, 200)}`);
    answers.push({
      path: t.path,
      acceptEncoding: t.headers?.['accept-encoding'] ?? '',
      contentType: String(raw.headers['content-type']),
      contentEncoding: encoding,
      bodyBase64: raw.body.toString('base64'),
    });
  }
  return answers;
}

function serverEnv(dataDir: string, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...BENCH_SERVER_ENV,
    DATABASE_URL: databaseUrl,
  };
}

async function hotReads(targets: Target[], dataDir: string, failures: string[]): Promise<void> {
  const answersFile = path.join(dataDir, 'bare-answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(await prepareAnswers(targets)));
  const bare = start(process.execPath, ['-e', BARE_SERVER], { PORT: String(BARE_PORT), ANSWERS_FILE: answersFile });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}${targets[0]!.path}`);
    console.log(`\nHot API reads: ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns with the bare server, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    console.log('target                          api req/s   bare req/s   ratio   api p99   bare p99');
    for (const t of targets) {
      const { a, b } = await compare(t);
      const ratio = a.rps / b.rps;
      console.log(
        `${t.name.padEnd(30)} ${a.rps.toFixed(0).padStart(10)} ${b.rps.toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(7)} ${`${a.p99} ms`.padStart(9)} ${`${b.p99} ms`.padStart(10)}`,
      );
      const budget = t.ratioBudget ?? RATIO_BUDGET;
      const p99Budget = t.p99BudgetMs ?? P99_BUDGET_MS;
      if (ratio < budget) failures.push(`${t.name}: ratio ${ratio.toFixed(2)} < ${budget}`);
      if (a.p99 > p99Budget) failures.push(`${t.name}: p99 ${a.p99} ms > ${p99Budget} ms`);
    }
  } finally {
    bare.kill('SIGTERM');
  }
}

/** Restarts on the migrated, seeded database: the median start to the first page answer. */
async function coldStarts(env: NodeJS.ProcessEnv, pagePath: string, failures: string[]): Promise<void> {
  const starts = await measureColdStarts(() => start(SERVER_COMMAND[0]!, SERVER_COMMAND.slice(1), env), `http://127.0.0.1:${API_PORT}${pagePath}`, COLD_START_RUNS);
  const median = starts[Math.floor(starts.length / 2)]!;
  console.log(`\nCold start to the first page answer: median ${median.toFixed(0)} ms of ${starts.map((ms) => ms.toFixed(0)).join(', ')} (budget ${COLD_START_BUDGET_MS} ms)`);
  if (median > COLD_START_BUDGET_MS) failures.push(`cold start ${median.toFixed(0)} ms > ${COLD_START_BUDGET_MS} ms`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-bench-'));
  const database = await prepareBenchDatabase(dataDir, process.env.DATABASE_URL ?? '');
  const targets = targetsFor(database.cartToken);
  const env = serverEnv(dataDir, database.databaseUrl);
  const failures: string[] = [];
  try {
    const api = start(SERVER_COMMAND[0]!, SERVER_COMMAND.slice(1), env);
    try {
      await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
      if (runs('reads')) await hotReads(targets, dataDir, failures);
      if (process.env.DATABASE_URL && (runs('writes') || runs('memory'))) {
        // Shoppers with sessions and addresses, and goods with stock enough for every write.
        const shoppers = await prepareWriteBench(database.databaseUrl);
        if (runs('writes')) await writePaths(API_PORT, api.pid!, shoppers, SECONDS, failures);
        if (runs('memory')) await memoryAfterLoad(API_PORT, api.pid!, shoppers, failures);
      } else if (!process.env.DATABASE_URL) {
        console.log('\nWrite paths and memory after load: skipped (they are measured on PostgreSQL: set DATABASE_URL)');
      }
      if (runs('stall')) await stallCase(`http://127.0.0.1:${API_PORT}`, database.cartToken, SECONDS, failures);
    } finally {
      await new Promise((resolve) => {
        api.once('exit', resolve);
        api.kill('SIGTERM');
      });
    }
    if (runs('cold-start')) await coldStarts(env, targets[0]!.path, failures);
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (ONLY === '') {
    const js = initialJsReport(root);
    console.log(`\n${js.line}`);
    failures.push(...js.failures);
  }

  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll within budget.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
