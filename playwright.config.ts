import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CATALOGUE_CACHE_SECONDS, E2E_SMS_RESEND_SECONDS, PHONE_DPR, e2eServerPort } from './e2e/support.ts';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
/**
 * E2E_WORKERS workers (default 3), each with a server and database of its own (worker i on
 * e2eServerPort(E2E_PORT, i), e2e/fixtures.ts points its baseURL there): journeys running at once
 * share no stock, phone or SMS window. A journey mostly waits (on its server, the browser, a cache
 * window): two left a third of the 2-core machine idle, three fill it (all 74 on PostgreSQL in
 * 4.4 min with three, ~6 with two; docs/decisions/testing.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);

/**
 * The browser: Debian's chromium-headless-shell where installed (CI installs it), else its full
 * chromium in headless mode. The shell is the same Blink without the browser's UI process and
 * features; the same journeys took 30% less CPU in it (17 journeys, user CPU of the run 51 and 45 s
 * in chromium, 35 and 31 s in the shell; docs/decisions/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Console journeys: e2e/console*.spec.ts (console.spec.ts, console-goods.spec.ts…). */
const CONSOLE_SPECS = /console[^/]*\.spec\.ts$/;

/**
 * Journeys against the real server in Debian's Chromium: a shopper's at a phone viewport, an
 * operator's (the console's specs) at a desktop one.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers,
  // On CI a failed journey runs once more (a new worker, the same server) and the list marks it
  // flaky: a red run loses a session's work, and the failures seen there were the journeys' own
  // timing on a loaded machine, each then fixed. A journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  projects: [
    {
      name: 'shop',
      testIgnore: CONSOLE_SPECS,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: PHONE_DPR,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    {
      name: 'console',
      testMatch: CONSOLE_SPECS,
      use: {
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The journeys' devices ask for less motion, as a shopper may (brand.reducedMotionQuery): no
    // springs, fades or turning carousel to draw frame by frame, which cost the renderers' CPU and
    // the journeys their waits. E2E_MOTION=full runs them with motion.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    // Recording a trace of every journey (kept on failure) cost ~3 s a journey on the 2-core machine
    // (16 journeys: 2.8 min with, 2.0 without); a failure keeps its screenshot and page snapshot
    // (error-context.md). E2E_TRACE=retain-on-failure records them again when a failure needs one.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // A fresh database for each server of every run (scripts/e2e-server.mjs): on CI's PostgreSQL
    // (DATABASE_URL) a database of its own per worker, else an embedded one in the worker's data
    // folder; the server seeds it and draws the pictures. The servers are the built one, as `npm
    // start` runs it (`npm test` builds just before the journeys; alone, `npm run build` first, as
    // the shop and console they open are built ones too). One command starts them all at once
    // (Playwright starts the entries of a webServer list one after the other): it waits for the
    // first, e2e/fixtures.ts has each worker wait for its own.
    command: `${Array.from({ length: workers }, (_, index) => `PORT=${e2eServerPort(port, index)} node scripts/e2e-server.mjs ${index} "${dataDir}/${index}" & `).join('')}wait`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Production's database where CI has one: the servers' queries cost a third of the CPU they
      // took on the embedded one (17 journeys: 30 s against 88 s; docs/decisions/testing.md), and
      // the embedded one keeps its own tests (apps/server/src/db/pglite-thread.test.ts).
      E2E_POSTGRES_URL: process.env.DATABASE_URL ?? '',
      // No demo month of orders: no journey asserts the dashboard's figures, and it costs every start ~5 s of CPU.
      SEED_DEMO_ACTIVITY: 'false',
      // A short cache window: journeys that read stock after a change wait it out, 2 s instead of 6.
      CATALOGUE_CACHE_SECONDS: String(E2E_CATALOGUE_CACHE_SECONDS),
      SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS),
      // A paid refund completes its case on the after-sales clock's next pass: 2 s instead of 30.
      AFTER_SALES_SWEEP_SECONDS: '2',
      // A started crowdfund's reminder shows on the next pass of its job: 2 s instead of 10.
      NOTIFICATION_SWEEP_SECONDS: '2',
      // The journeys' browsers reach the server through loopback, which stands in for the shop's
      // proxy: a context that sends X-Forwarded-For is a shopper on another network (its own
      // per-address SMS budget, see SHOPPER_ELSEWHERE in e2e/support.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
