import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, type Browser, type Page } from '@playwright/test';
import { e2eServerPort } from './support.ts';

export { expect, type Page } from '@playwright/test';

/** The WCAG 2.x levels A and AA; a serious or critical violation of them fails the journey. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** A page counts as rendered once no request has been in flight for this long… */
const QUIET_MS = 300;
/** …or after this long, so a page that keeps polling is still checked. */
const SETTLE_CAP_MS = 4_000;

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
/** The paths already run through axe in this run, by any worker. */
type CheckedPaths = { has(path: string): boolean; add(path: string): void };
type Guard = { problems: string[]; checkedPaths: CheckedPaths };

/**
 * Watches one page: every main-frame URL path it comes to (SPA route changes included) is run
 * through axe once it has rendered, each path once per run, and every Content-Security-Policy
 * violation is noted. Checks run one at a time, beside the journey, so they cost it little time.
 */
function watch(page: Page, guard: Guard): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  let queue: Promise<void> = Promise.resolve();
  const touch = () => (lastActivity = Date.now());
  page.on('request', () => (inFlight++, touch()));
  page.on('requestfinished', () => (inFlight--, touch()));
  page.on('requestfailed', () => (inFlight--, touch()));

  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith('Refused to') || text.startsWith(CSP_MARK)) guard.problems.push(`CSP on ${pathOf(page)}: ${text}`);
  });

  const settled = async (path: string): Promise<boolean> => {
    const start = Date.now();
    while (Date.now() - start < SETTLE_CAP_MS) {
      if (page.isClosed() || pathOf(page) !== path) return false;
      if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pathOf(page) === path;
  };

  const analyze = (rules?: string[]) => {
    const axe = new AxeBuilder({ page }).setLegacyMode(true);
    return (rules ? axe.withRules(rules) : axe.withTags(WCAG_TAGS)).analyze();
  };

  const check = async (path: string): Promise<void> => {
    if (guard.checkedPaths.has(path) || !(await settled(path))) return;
    let violations: Result[];
    try {
      violations = (await analyze()).violations.filter((r) => FAILING_IMPACTS.has(r.impact ?? ''));
      // A dialog or toast fading in or out reads as faint text: a contrast failure counts only if
      // it is still there when looked at again, twice, a moment apart.
      for (let look = 0; look < 2 && violations.some((v) => v.id === 'color-contrast'); look++) {
        await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
        const again = (await analyze(['color-contrast'])).violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
        violations = violations
          .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((n) => again.includes(n.target.join(' '))) } : v))
          .filter((v) => v.nodes.length > 0);
      }
      violations = await withoutAllowances(page, violations);
    } catch {
      return; // the journey moved on mid-check (navigation, closed page): the path waits for its next visit
    }
    if (page.isClosed() || pathOf(page) !== path) return;
    // Only a clean path counts as checked: one with violations is looked at again on the journey's
    // retry (CI retries once), which then fails too, rather than passing on a path marked done.
    if (violations.length === 0) guard.checkedPaths.add(path);
    for (const v of violations) {
      const targets = v.nodes.map((n) => n.target.join(' ')).join(' | ');
      const first = v.nodes[0] && (v.nodes[0].any[0] ?? v.nodes[0].all[0] ?? v.nodes[0].none[0])?.message;
      guard.problems.push(`axe ${v.impact} ${v.id} on ${path} (${v.nodes.length}): ${v.help} — ${targets}${first ? ` — ${first}` : ''}`);
    }
  };
  const schedule = (path: string) => (queue = queue.then(() => check(path)));

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith('about:')) schedule(pathOf(page));
  });
  // At the end of the journey the page it stopped on is checked too, if it got no turn yet.
  return async () => {
    if (!page.isClosed() && !page.url().startsWith('about:')) schedule(pathOf(page));
    await queue;
  };
}

/**
 * antd-mobile (and the console's antd) widgets whose own markup breaks a rule the shop cannot fix from outside (the
 * library renders these elements itself). Each is allowed only that rule, only inside that widget.
 */
const ALLOWANCES: { widget: string; rules: string[]; why: string }[] = [
  {
    widget: '.adm-passcode-input',
    rules: ['nested-interactive', 'aria-hidden-focus', 'label-content-name-mismatch'],
    why: 'PasscodeInput is a role=button box, named by its aria-label, over an aria-hidden native input that takes the keyboard',
  },
  { widget: '.adm-input-clear', rules: ['aria-prohibited-attr'], why: "Input's clear icon is a div with an aria-label and no role" },
  { widget: '.adm-cascader-view-content', rules: ['scrollable-region-focusable'], why: "Cascader's option list scrolls in a div it makes unfocusable" },
  { widget: '.adm-image-uploader', rules: ['image-alt'], why: "ImageUploader draws each picked picture's thumbnail with no alt" },
  // The console's antd Select, searched while its options load: for that moment rc-select points
  // aria-activedescendant at option -1 and leaves its accessible listbox without options.
  { widget: '.ant-select', rules: ['aria-valid-attr-value'], why: 'an open, searching Select names option -1 as its active descendant' },
  {
    widget: '.ant-select-dropdown',
    rules: ['aria-required-children', 'aria-input-field-name'],
    why: "a Select's hidden accessible listbox has no name, and no option until a search answers",
  },
];

/** The violations less the nodes an allowance covers. */
async function withoutAllowances(page: Page, violations: Result[]): Promise<Result[]> {
  const kept: Result[] = [];
  for (const v of violations) {
    const widgets = ALLOWANCES.filter((a) => a.rules.includes(v.id)).map((a) => a.widget);
    const selectors = v.nodes.map((n) => String(n.target[0]));
    // In the page: is each node inside an allowed widget (null: the node is gone since)?
    const inside = widgets.length
      ? await page.evaluate(([sel, ws]) => sel.map((t) => {
          const el = document.querySelector(t);
          return el ? ws.some((w) => el.closest(w)) : null;
        }), [selectors, widgets] as const)
      : [];
    // A node gone since is judged by its own markup.
    const ownClass = (i: number) => widgets.some((w) => `${selectors[i]} ${v.nodes[i]?.html}`.includes(w.slice(1)));
    const nodes = v.nodes.filter((_, i) => !(inside[i] ?? ownClass(i)));
    if (nodes.length) kept.push({ ...v, nodes });
  }
  return kept;
}

const CSP_MARK = 'CSP violation:';
const RECHECK_MS = 700;
const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** A stable address in TEST-NET-2 (198.51.100.0/24) for a journey file. */
function networkOf(file: string): string {
  let hash = 0;
  for (const char of path.basename(file)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.100.${(hash % 250) + 1}`;
}

/** How long a shop page may take after its load event to answer taps (hydrated, or drawn). */
const INTERACTIVE_MS = 20_000;

/**
 * Page loads wait until the shop answers taps (apps/web/src/main.tsx marks it): a tap on the
 * server-drawn markup of a landing page before hydration would be lost on a busy machine. Pages
 * that are not the shop's app (the console, sandbox pages) are not waited for.
 */
function waitingForInteractive(page: Page): void {
  const interactive = async () => {
    await page
      .waitForFunction(
        () => !document.getElementById('root') || location.pathname.startsWith('/console') || document.documentElement.dataset.interactive === 'true',
        undefined,
        { timeout: INTERACTIVE_MS },
      )
      // A page that navigated on again (a redirect to login) is waited for by the journey's next step.
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

/**
 * `test` for every journey: fails it on a serious or critical WCAG violation (rule, targets and
 * page listed) of any page it opened, and on any Content-Security-Policy violation.
 */
export const test = base.extend<{ pageGuard: void }, { checkedPaths: CheckedPaths; serverURL: string }>({
  // Each worker has a server and database of its own (playwright.config.ts): pages, requests and
  // contexts a journey opens go to its worker's.
  baseURL: async ({ serverURL }, use) => use(serverURL),
  // The configured baseURL is the first worker's server, the one Playwright waits for; another
  // worker's started beside it and is waited for here, once per worker.
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const url = new URL(workerInfo.project.use.baseURL ?? '');
      url.port = String(e2eServerPort(Number(url.port), workerInfo.parallelIndex));
      for (;;) {
        const healthy = await fetch(`${url.origin}/healthz`).then((res) => res.ok, () => false);
        if (healthy) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await use(url.origin);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Each journey file is a shopper on a network of its own (the e2e server trusts loopback as its
  // proxy, playwright.config.ts), so per-address limits such as 30 SMS codes an hour count that
  // file's requests, not those of every journey before it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use({ ...extraHTTPHeaders, 'x-forwarded-for': networkOf(testInfo.file) }),
  // Once per run: a path an earlier journey of any worker checked is not checked again (the suite's
  // time). Workers are processes: they share the set as files under the run's output directory,
  // which Playwright empties when a run starts.
  checkedPaths: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const dir = path.join(workerInfo.project.outputDir, '.axe-checked');
      fs.mkdirSync(dir, { recursive: true });
      const fileOf = (page: string) => path.join(dir, encodeURIComponent(page));
      await use({ has: (page) => fs.existsSync(fileOf(page)), add: (page) => fs.writeFileSync(fileOf(page), '') });
    },
    { scope: 'worker' },
  ],
  pageGuard: [
    // Taking `page` keeps it open until the last checks here have run.
    async ({ browser, context, page, checkedPaths }, use) => {
      const guard: Guard = { problems: [], checkedPaths };
      // Pages of a context the journey opens itself (a shopper's phone beside the operator's desk)
      // wait for the shop to answer taps too.
      const newContext = browser.newContext;
      browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
        const opened = await newContext.apply(browser, options);
        opened.on('page', waitingForInteractive);
        return opened;
      };
      // The event also reports violations the console words differently (report-only ones).
      await context.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`${mark} ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        );
      }, CSP_MARK);
      const finishers: (() => Promise<void>)[] = [];
      const attach = (opened: Page) => {
        waitingForInteractive(opened);
        finishers.push(watch(opened, guard));
      };
      attach(page);
      context.on('page', attach);
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      await Promise.all(finishers.map((finish) => finish()));
      if (guard.problems.length) throw new Error(`Accessibility or CSP violations:\n${guard.problems.join('\n')}`);
    },
    { auto: true },
  ],
});
