/**
 * `npm run bench:web` (issue 16 item 1): Lighthouse (mobile preset, simulated throttling,
 * Debian's Chromium at CHROME_PATH) on the shop's three landing pages — the home, a boutique
 * product, the cart of a logged-in shopper — and on the static reference page
 * (../shared/perf/static-reference: the same kind of first screen as plain HTML, no script),
 * in interleaved rounds (reference, home, product, cart, reference, …) so the machine's load
 * falls on all alike; median of ROUNDS per figure. Each page fails when it misses its budget:
 * performance ≥ 95 and within 5 points of the reference, LCP ≤ 1.3 × the reference's,
 * TBT ≤ 200 ms, CLS ≤ 0.05, accessibility ≥ 95. Run `npm run build` first (the script serves the
 * built app through the compiled server). BENCH_WEB_REPORTS=dir keeps every Lighthouse JSON and the trace it was simulated from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CART_ROUTE, SESSION_STORAGE_KEY } from '@emall/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { prepareWebBenchDatabase } from './web-setup.ts';
import { BENCH_SERVER_ENV } from './server-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const REFERENCE_PORT = PORT + 1;
const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REFERENCE_DIR = process.env.STATIC_REFERENCE_DIR ?? path.resolve(root, '../shared/perf/static-reference');
const REPORTS = process.env.BENCH_WEB_REPORTS ?? null;
/** Another checkout's build to measure instead (a before/after comparison): its compiled server serves its own web app. */
const SERVER_ROOT = process.env.BENCH_WEB_SERVER_ROOT ? path.resolve(process.env.BENCH_WEB_SERVER_ROOT) : root;
/**
 * A second build measured in the same run (a before/after pair on a shared machine): served on
 * BENCH_PORT + 2 with a database of its own, each page measured on both in alternating order.
 */
const BEFORE_ROOT = process.env.BENCH_WEB_BEFORE_ROOT ? path.resolve(process.env.BENCH_WEB_BEFORE_ROOT) : null;
const BEFORE_PORT = PORT + 2;
/** Only the pages whose name holds one of these texts (comma-separated, e.g. `cart` or `home,product`), beside the reference. */
const ONLY = (process.env.BENCH_WEB_ONLY ?? '').split(',');

const BUDGET = { minPerf: 95, maxBehindReference: 5, lcpRatio: 1.3, tbtMs: 200, cls: 0.05, minA11y: 95 };

interface Case {
  name: string;
  url: string;
  /** The shopper's session (its JSON), put in the page's storage before the run (the web app keeps it there, and mirrors it in the cart's cookie). */
  session?: string;
  /** Measured on BENCH_WEB_BEFORE_ROOT's build: shown beside the page, no budget. */
  before?: boolean;
}

interface Figures {
  perf: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
}

const STATIC_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.jpg': 'image/jpeg' };

/** The reference served as plain files, as a static host would. */
function serveReference(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(REFERENCE_DIR, path.basename(name));
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': STATIC_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(REFERENCE_PORT, '127.0.0.1', () => resolve(server)));
}

function startServer(env: NodeJS.ProcessEnv, root = SERVER_ROOT): ChildProcess {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`server exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Puts the case's shopper session in the page's storage, from a small JSON answer of the origin (so the app's files stay out of the cache). */
async function holdSession(page: Page, c: Case): Promise<void> {
  if (!c.session) return;
  await page.goto(new URL('/healthz', c.url).href);
  await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_STORAGE_KEY, c.session);
}

/**
 * A page of Chinese text, regular and bold, that each run's browser draws before the measured page.
 * The first time a browser uses one of the machine's CJK font files (Debian's Noto Sans CJK, ~20 MB
 * each), Chromium copies the whole file into shared memory for the page: 28–35 ms a file, waited
 * for inside the first layout of whatever page that browser shows first. In a fresh browser per run
 * that was the measured page's first layout (the reference's too), four times over in Lantern's
 * simulation; a shopper's browser has had its fonts in use long before (docs/performance.md,
 * "The first layout's wait for the fonts").
 */
const FONT_WARM_UP = `data:text/html;charset=utf-8,${encodeURIComponent('<html lang="zh-CN"><p>中文 Aa</p><p><b>中文 Aa</b></p></html>')}`;

/** One Lighthouse run in a fresh browser profile (cold cache, no storage but the session). */
async function measure(c: Case, round: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(FONT_WARM_UP);
    if (c.session) {
      await holdSession(page, c);
      // The shop opened once with that session, as a phone that logged in earlier had it: the app writes
      // the cart's cookie (lib/session-cookie.ts) at start. Then the files it fetched are dropped, the
      // cookie and storage kept, so the cart is measured with a cold cache as the other pages are.
      await page.goto(new URL('/store/home/shop', c.url).href);
      await page.waitForSelector('html[data-interactive="true"]', { timeout: 60_000 });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.close();
    await browser.disconnect();
    const result = await lighthouse(c.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: c.session !== undefined,
    });
    if (!result) throw new Error(`${c.name}: Lighthouse gave no result`);
    const lhr = result.lhr;
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = path.join(REPORTS, `${c.name.replace(/\W+/g, '-')}-${round}`);
      fs.writeFileSync(`${name}.json`, JSON.stringify(lhr));
      // The trace Lighthouse simulated from: what each of its long tasks was, observed.
      const trace = result.artifacts.Trace as { traceEvents: unknown[] } | undefined;
      if (trace) fs.writeFileSync(`${name}.trace.json`, JSON.stringify({ traceEvents: trace.traceEvents }));
    }
    if (lhr.runtimeError) throw new Error(`${c.name}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      kb: audit('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One load of the page as Lighthouse will load it (its phone's screen), its files and pictures
 * fetched, nothing counted. A fresh database's pictures are made at each served width on their
 * first request (sharp, media.service.ts) and kept on disk: without this the first round measured
 * the server resizing some 30 pictures on the same 2 cores as the page (their answers 190–230 ms
 * against 45–60 in later rounds), and was the worst in every run — work a shop's visitors meet
 * once per picture, not once per visit.
 */
async function warmUp(c: Case): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await holdSession(page, c);
    await page.goto(c.url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
}

function row(name: string, f: Figures, runs: Figures[]): string {
  const perfs = runs.map((r) => r.perf).join('/');
  return `${name.padEnd(38)} ${String(f.perf).padStart(4)} (${perfs.padEnd(8)}) ${`${(f.fcp / 1000).toFixed(2)} s`.padStart(7)} ${`${(f.lcp / 1000).toFixed(2)} s`.padStart(7)} ${`${f.tbt.toFixed(0)} ms`.padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${String(f.a11y).padStart(5)} ${`${f.kb.toFixed(0)} KB`.padStart(7)}`;
}

function budgetFailures(name: string, f: Figures, reference: Figures): string[] {
  const out: string[] = [];
  if (f.perf < BUDGET.minPerf) out.push(`${name}: performance ${f.perf} < ${BUDGET.minPerf}`);
  if (reference.perf - f.perf > BUDGET.maxBehindReference) out.push(`${name}: performance ${f.perf} is ${reference.perf - f.perf} behind the reference's ${reference.perf}`);
  if (f.lcp > reference.lcp * BUDGET.lcpRatio) out.push(`${name}: LCP ${(f.lcp / 1000).toFixed(2)} s > ${BUDGET.lcpRatio} × ${(reference.lcp / 1000).toFixed(2)} s`);
  if (f.tbt > BUDGET.tbtMs) out.push(`${name}: TBT ${f.tbt.toFixed(0)} ms > ${BUDGET.tbtMs} ms`);
  if (f.cls > BUDGET.cls) out.push(`${name}: CLS ${f.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (f.a11y < BUDGET.minA11y) out.push(`${name}: accessibility ${f.a11y} < ${BUDGET.minA11y}`);
  return out;
}

/** A shop's server on its own seeded database; the shopper's session JSON for its logged-in pages. */
async function startShop(port: number, root: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-bench-web-'));
  const shopper = await prepareWebBenchDatabase(dataDir);
  const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...BENCH_SERVER_ENV, DATABASE_URL: '' }, root);
  return { dataDir, server, url: `http://127.0.0.1:${port}`, session: JSON.stringify({ state: shopper.session, version: 0 }) };
}

/** The shop's pages on one server (`before`: the other build's, named so). */
function shopCases(shop: { url: string; session: string }, before: boolean): Case[] {
  const mark = before ? ' (before)' : '';
  return [
    { name: `/store/home/shop${mark}`, url: `${shop.url}/store/home/shop`, before },
    { name: `/store/boutique/product?productId=8${mark}`, url: `${shop.url}/store/boutique/product?productId=8`, before },
    { name: `${CART_ROUTE} (logged in)${mark}`, url: `${shop.url}${CART_ROUTE}`, session: shop.session, before },
  ];
}

async function main() {
  if (!fs.existsSync(path.join(REFERENCE_DIR, 'index.html'))) throw new Error(`no static reference in ${REFERENCE_DIR} (STATIC_REFERENCE_DIR)`);
  const shops = [await startShop(PORT, SERVER_ROOT), ...(BEFORE_ROOT ? [await startShop(BEFORE_PORT, BEFORE_ROOT)] : [])];
  const reference = await serveReference();
  const [after, before] = shops.map((shop, i) => shopCases(shop, i === 1).filter((c) => ONLY.some((only) => c.name.includes(only))));
  const referenceCase: Case = { name: 'static reference', url: `http://127.0.0.1:${REFERENCE_PORT}/index.html` };
  // Each round: the reference, then every page on both builds, which goes first alternating by round.
  const roundOrder = (round: number): Case[] => [
    referenceCase,
    ...after!.flatMap((c, i) => (before ? (round % 2 === 0 ? [before[i]!, c] : [c, before[i]!]) : [c])),
  ];
  const cases = roundOrder(0);
  const runs = new Map<string, Figures[]>(cases.map((c) => [c.name, []]));
  try {
    for (const shop of shops) await waitFor(`${shop.url}/healthz`);
    // Warm the servers' caches (prepared answers, compiled code, the pictures' sizes) before anything is counted.
    for (const c of cases.slice(1)) await warmUp(c);
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of roundOrder(round)) {
        const figures = await measure(c, round);
        runs.get(c.name)!.push(figures);
        console.error(`round ${round + 1}/${ROUNDS} ${c.name}: ${figures.perf}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${figures.tbt.toFixed(0)} ms`);
      }
    }
  } finally {
    for (const shop of shops) shop.server.kill('SIGTERM');
    reference.close();
    for (const shop of shops) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${ROUNDS} interleaved rounds, mobile preset, median (perf of each run in brackets)`);
  console.log(`${'page'.padEnd(38)} perf ${''.padEnd(10)}    FCP     LCP     TBT    CLS  a11y  weight`);
  const referenceFigures = medianFigures(runs.get(cases[0]!.name)!);
  const failures: string[] = [];
  for (const c of cases) {
    const all = runs.get(c.name)!;
    const f = medianFigures(all);
    console.log(row(c.name, f, all));
    if (c !== cases[0] && !c.before) failures.push(...budgetFailures(c.name, f, referenceFigures));
  }
  if (failures.length) {
    console.log(`\nMissed budgets:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll pages within budget.');
  }
}

await main();
