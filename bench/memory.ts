/**
 * The server's memory after load (issue 16 item 4): RSS ≤ 200 MB after 60 s of mixed load on
 * PostgreSQL. A quarter of the requests add to a cart (as the write bench's shoppers), a quarter
 * ask for a server-rendered product page, the rest read cached API answers, logged in or not.
 * RSS is read from /proc (Linux), as the machine sees the process.
 */
import fs from 'node:fs';
import { API_BASE, Header, Paths, ProductRoute } from '@emall/contract';
import autocannon from 'autocannon';
import { cpuMs } from './writes.ts';
import type { WriteBenchData } from './writes-setup.ts';

const CONNECTIONS = 40;
const SECONDS = 60;
const RSS_BUDGET_MB = 200;
/** Product pages rendered in turn: enough to fill the kept-page store beyond a handful. */
const PRODUCT_PAGES = 40;
const READS = [
  `${Paths.pageManagement}?pageCode=shop`,
  Paths.goodsDetail.replace(':productId', '1'),
  `${Paths.pageFeed}?pageCode=shop&pageNo=1`,
  Paths.searchHot,
  Paths.cartList,
];

/** A line of /proc/<pid>/status in MB: VmRSS, and of it RssAnon (heaps, arenas) and RssFile (the binary, mapped files). */
const statusMb = (pid: number, field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');
const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

function request(data: WriteBenchData, n: number): autocannon.Request {
  const token = pick(data.shoppers, n).token;
  switch (n % 4) {
    case 0: {
      const sku = pick(data.skus, n);
      const body = { productId: String(sku.goodsId), productSpecsId: String(sku.skuId), num: 1 };
      return { method: 'POST', path: `${API_BASE}${Paths.cartAdd}`, body: JSON.stringify(body), headers: { 'content-type': 'application/json', [Header.loginToken]: token } };
    }
    case 1:
      return { method: 'GET', path: `${API_BASE}${pick(READS, n)}`, headers: { [Header.loginToken]: token, 'accept-encoding': 'br' } };
    case 2:
      return { method: 'GET', path: `${ProductRoute.boutique}?productId=${1 + (n % PRODUCT_PAGES)}`, headers: { 'accept-encoding': 'br' } };
    default:
      return { method: 'GET', path: `${API_BASE}${pick(READS, n)}` };
  }
}

/** Mixed load on the running server (process `pid`), then its RSS against the budget. */
export async function memoryAfterLoad(port: number, pid: number, data: WriteBenchData, failures: string[]): Promise<void> {
  const before = rssMb(pid);
  const cpuBefore = cpuMs(pid).server;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1_000);
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, ...request(data, n++) }) }],
  });
  clearInterval(sampler);
  const after = rssMb(pid);
  // CPU per request: how a runtime setting's cost shows on a shared machine, where req/s moves with the neighbours.
  const cpuPerRequest = (cpuMs(pid).server - cpuBefore) / result.requests.total;
  console.log(
    `\nMemory: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after ${SECONDS} s of mixed load (peak ${Math.max(peak, after).toFixed(0)}, anonymous ${statusMb(pid, 'RssAnon').toFixed(0)}, files ${statusMb(pid, 'RssFile').toFixed(0)}; ${result.requests.total} requests, ${CONNECTIONS} connections, ${cpuPerRequest.toFixed(2)} ms server CPU a request; budget ${RSS_BUDGET_MB} MB)`,
  );
  if (result.errors) failures.push(`memory load: ${result.errors} errors`);
  if (after > RSS_BUDGET_MB) failures.push(`RSS after load ${after.toFixed(0)} MB > ${RSS_BUDGET_MB} MB`);
}
