/**
 * Issue 16 item 5: the database must not stall the server. A cached read (the home page's
 * page-management answer) is loaded at 50 connections while logged-in shoppers keep the database
 * busy: the full cart's list (a read of 200 lines) and a quantity change on it (a write that
 * answers the whole cart). On PGlite in the HTTP process every query ran on the event loop and the
 * cached read waited behind them; its p99 must stay within 50 ms. The database load comes from a
 * child process of its own, so the two load generators do not queue behind each other.
 */
import { spawn } from 'node:child_process';
import { Header } from '@emall/contract';
import autocannon from 'autocannon';
import { getRaw } from './bare-server.ts';

const CACHED_CONNECTIONS = 50;
/** Logged-in connections of each kind (cart list, quantity change) that keep the database busy. */
const DATABASE_CONNECTIONS = 8;
const STALL_P99_BUDGET_MS = 50;

interface StallResult {
  cached: { rps: number; p99: number };
  /** The logged-in requests answered meanwhile, all kinds together. */
  database: { rps: number; p99: number; non2xx: number };
}

/** The first line of the cart: the one the quantity changes go to. */
async function firstCartLine(base: string, token: string): Promise<string> {
  const raw = await getRaw(`${base}/api-gateway/hermes/annex/v2/cart/list`, { [Header.loginToken]: token });
  const body = JSON.parse(raw.body.toString('utf8')) as { result: { cartList: { cartItemList: { cartItemId: string }[] }[] } };
  const id = body.result.cartList[0]?.cartItemList[0]?.cartItemId;
  if (!id) throw new Error(`no cart line in ${raw.body.toString('utf8').slice(0, 200)}`);
  return id;
}

/** The database load: autocannon in a child process, its summary printed as JSON at the end. */
function databaseLoad(base: string, token: string, cartItemId: string, seconds: number): Promise<StallResult['database']> {
  const headers = { [Header.loginToken]: token, 'content-type': 'application/json' };
  const script = `
    const autocannon = require('autocannon');
    const run = (opts) => autocannon({ connections: ${DATABASE_CONNECTIONS}, duration: ${seconds}, headers: ${JSON.stringify(headers)}, ...opts });
    Promise.all([
      run({ url: ${JSON.stringify(`${base}/api-gateway/hermes/annex/v2/cart/list`)} }),
      run({ url: ${JSON.stringify(`${base}/api-gateway/hermes/v1/cart/updateNum`)}, method: 'POST', body: ${JSON.stringify(JSON.stringify({ cartItemId, num: 2 }))} }),
    ]).then((rs) => console.log(JSON.stringify({
      rps: rs.reduce((n, r) => n + r.requests.total, 0) / ${seconds},
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      non2xx: rs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    })));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as StallResult['database']) : reject(new Error(`database load exited with ${code}`))));
  });
}

/** The cached read's latency at 50 connections while the database load runs beside it. */
async function measureStall(base: string, cachedPath: string, token: string, seconds: number): Promise<StallResult> {
  const cartItemId = await firstCartLine(base, token);
  const background = databaseLoad(base, token, cartItemId, seconds + 2);
  // The database load gets a second to reach its pace before the cached read is measured.
  await new Promise((r) => setTimeout(r, 1_000));
  const cached = await autocannon({ url: `${base}${cachedPath}`, connections: CACHED_CONNECTIONS, duration: seconds });
  const database = await background;
  if (cached.non2xx || cached.errors) throw new Error(`${cachedPath}: ${cached.non2xx} non-2xx, ${cached.errors} errors`);
  return { cached: { rps: cached.requests.total / seconds, p99: cached.latency.p99 }, database };
}

/** Runs the case on the API at `base`, prints it and adds a missed budget to `failures`. */
export async function stallCase(base: string, token: string, seconds: number, failures: string[]): Promise<void> {
  const path = '/api-gateway/hermes/v2/material/page-management?pageCode=shop';
  const r = await measureStall(base, path, token, seconds);
  console.log(
    `\nCached read beside database work: page-management at ${CACHED_CONNECTIONS} connections ${r.cached.rps.toFixed(0)} req/s, p99 ${r.cached.p99} ms (budget ${STALL_P99_BUDGET_MS} ms);` +
      ` meanwhile ${2 * DATABASE_CONNECTIONS} logged-in connections (cart list, quantity change) ${r.database.rps.toFixed(0)} req/s, p99 ${r.database.p99} ms`,
  );
  if (r.database.non2xx) failures.push(`database load: ${r.database.non2xx} failed requests`);
  if (r.cached.p99 > STALL_P99_BUDGET_MS) failures.push(`cached read beside database work: p99 ${r.cached.p99} ms > ${STALL_P99_BUDGET_MS} ms`);
}
