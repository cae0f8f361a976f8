/**
 * The write paths on PostgreSQL (issue 16 item 6): add-to-cart and order submit at 50 connections,
 * each request as a random shopper of a pool (writes-setup.ts), every answer checked for code 0.
 * Budgets are absolute rates: there is no bare reference for a write.
 */
import fs from 'node:fs';
import { Header, Paths, API_BASE } from '@emall/contract';
import autocannon from 'autocannon';
import type { WriteBenchData } from './writes-setup.ts';

const CONNECTIONS = 50;
/** Issue 16 item 6: what the two paths must sustain at 50 connections on this machine kind. */
const ADD_BUDGET_PER_S = 600;
const SUBMIT_BUDGET_PER_S = 400;

interface WriteCase {
  name: string;
  path: string;
  budget: number;
  body(data: WriteBenchData, n: number): { token: string; body: object; headers?: Record<string, string> };
}

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/**
 * CPU used so far, in ms: the server process's own (user + system, all its threads, from /proc),
 * and PostgreSQL's when BENCH_PG_CGROUP names a cgroup v1 cpuacct directory its postmaster was put
 * in before it started its backends. The machine is shared, so req/s moves with the neighbours'
 * load; the CPU a request costs moves much less.
 */
export function cpuMs(serverPid: number): { server: number; postgres: number | null } {
  const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  const server = ((Number(fields[11]) + Number(fields[12])) * 1_000) / TICKS_PER_S;
  const cgroup = process.env.BENCH_PG_CGROUP;
  const postgres = cgroup ? Number(fs.readFileSync(`${cgroup}/cpuacct.usage`, 'utf8')) / 1e6 : null;
  return { server, postgres };
}

const cases: WriteCase[] = [
  {
    name: 'add to cart',
    path: Paths.cartAdd,
    budget: ADD_BUDGET_PER_S,
    body: (data, n) => {
      const sku = pick(data.skus, Math.floor(n / data.shoppers.length) + n);
      return { token: pick(data.shoppers, n).token, body: { productId: String(sku.goodsId), productSpecsId: String(sku.skuId), num: 1 } };
    },
  },
  {
    name: 'order submit',
    path: Paths.orderSubmitV2,
    budget: SUBMIT_BUDGET_PER_S,
    body: (data, n) => ({
      token: pick(data.shoppers, n).token,
      body: { productSpecsId: String(pick(data.skus, n).skuId) },
      headers: { [Header.idempotencyKey]: `bench-${process.pid}-${n}` },
    }),
  },
];

async function run(port: number, data: WriteBenchData, c: WriteCase, seconds: number) {
  let n = Math.floor(Math.random() * 1e6);
  const refused = new Map<string, number>();
  let firstError: unknown = null;
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `${API_BASE}${c.path}`,
        setupRequest: (req) => {
          const r = c.body(data, n++);
          return { ...req, body: JSON.stringify(r.body), headers: { 'content-type': 'application/json', [Header.loginToken]: r.token, ...r.headers } };
        },
        onResponse: (_status, body) => {
          const code = String((JSON.parse(body) as { code: unknown }).code);
          if (code !== '0') refused.set(code, (refused.get(code) ?? 0) + 1);
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(options, (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)));
    tracker.on('reqError', (err: Error) => (firstError ??= err));
  });
  if (result.non2xx || result.errors || refused.size) {
    throw new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors, refused ${JSON.stringify(Object.fromEntries(refused))}, first error ${String(firstError)}`);
  }
  return { rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Both write paths against the running server (process `serverPid`) on PostgreSQL; misses go into `failures`. */
export async function writePaths(port: number, serverPid: number, data: WriteBenchData, seconds: number, failures: string[]): Promise<void> {
  console.log(`\nWrite paths on PostgreSQL: ${CONNECTIONS} connections, ${seconds} s each, ${data.shoppers.length} shoppers`);
  console.log('path                  req/s   budget   p50      p99   server CPU/req   PostgreSQL CPU/req');
  for (const c of cases) {
    await run(port, data, c, 1); // warm-up, not counted
    const before = cpuMs(serverPid);
    const r = await run(port, data, c, seconds);
    const after = cpuMs(serverPid);
    const requests = r.rps * seconds;
    const perRequest = (ms: number) => `${((ms / requests) * 1_000).toFixed(0)} µs`;
    const pg = before.postgres === null || after.postgres === null ? '-' : perRequest(after.postgres - before.postgres);
    console.log(
      `${c.name.padEnd(18)} ${r.rps.toFixed(0).padStart(8)} ${String(c.budget).padStart(8)} ${`${r.p50} ms`.padStart(7)} ${`${r.p99} ms`.padStart(8)} ${perRequest(after.server - before.server).padStart(16)} ${pg.padStart(20)}`,
    );
    if (r.rps < c.budget) failures.push(`${c.name}: ${r.rps.toFixed(0)}/s < ${c.budget}/s`);
  }
}
