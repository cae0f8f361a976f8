/**
 * A rendered page's first script (issue 16): the server puts it where the entry's `<script>` was
 * (apps/server/src/http/ssr.ts), with the entry, its preloads and the route's own files in data
 * attributes, and the app starts once the browser has painted the server's first screen — never
 * ahead of it. Until then the
 * page needs no script: its markup and CSS are all there, and taps on it waited for hydration anyway.
 * Fetched with the HTML, the entry's 115 KB competed with the page's own hero picture, and a paint
 * the browser reported late counted the whole script as part of the first screen (Lighthouse's
 * FCP 2.6 s against 0.8 s for a static page, docs/performance.md). Plain pages never load this file.
 */

/** The longest the app waits for a paint (a page whose hero never shows, a browser that reports no paint). */
export const BOOT_WAIT_MS = 3_000;

type Observer = Pick<typeof PerformanceObserver, 'supportedEntryTypes'> & (new (callback: PerformanceObserverCallback) => PerformanceObserver);

/**
 * Calls `start` once the page's first contentful paint is reported and, when the page has a hero
 * picture (the image it loads with high priority), that picture's paint too; at once for a hidden
 * page (a background tab paints nothing) and at the latest after BOOT_WAIT_MS. A browser that does
 * not report an entry type (Safari has no largest-contentful-paint) is not waited on for it.
 */
export function whenFirstScreenPainted(start: () => void, doc: Document = document, Observer: Observer | undefined = globalThis.PerformanceObserver): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  const hero = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  // A hero that failed to load paints nothing to wait for.
  let heroPainted = hero === null || (hero.complete && hero.naturalWidth === 0);
  let painted = false;
  const ready = () => painted && heroPainted && go();
  const observe = (type: string, seen: (entry: PerformanceEntry) => boolean, done: () => void) => {
    if (!Observer?.supportedEntryTypes?.includes(type)) return done();
    const observer = new Observer((list) => {
      if (!list.getEntries().some(seen)) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type, buffered: true });
  };

  if (doc.visibilityState === 'hidden') return go();
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && go());
  hero?.addEventListener('error', () => ((heroPainted = true), ready()));
  observe('paint', (entry) => entry.name === 'first-contentful-paint', () => ((painted = true), ready()));
  if (hero) observe('largest-contentful-paint', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === hero, () => ((heroPainted = true), ready()));
  setTimeout(go, BOOT_WAIT_MS);
}

/** A field of the session the device holds (the session store's JSON, lib/session.ts); undefined for a guest. */
function held(field: 'token' | 'userId', key: string | undefined, storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    return key ? new RegExp(`"${field}":"([^"]+)"`).exec(storage.getItem(key) ?? '')?.[1] : undefined;
  } catch {
    return undefined; // storage refused (a private mode): a guest
  }
}

/** The login token the device holds; undefined for a guest. */
export const heldToken = (key: string | undefined, storage: Pick<Storage, 'getItem'> = localStorage): string | undefined => held('token', key, storage);

/**
 * Whether the device draws its own page over the server's: it holds a session, and the page was not
 * drawn for that shopper (the root's data-user, apps/server/src/http/ssr.ts; a guest's page has none).
 */
export function drawsOwnPage(key: string | undefined, doc: Document = document, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return heldToken(key, storage) !== undefined && held('userId', key, storage) !== doc.getElementById('root')?.dataset.user;
}

/** Links added in one task: each starts a fetch, ~1–2 ms of main thread at 4× CPU (issue 16). */
const LINKS_PER_TASK = 4;

/**
 * Preloads files (chunks as modules, stylesheets as styles) a few per task, skipping those the page
 * already links: the route's ~30 files asked in one go were one task of 80–400 ms at 4× CPU, from
 * Vite's preload helper once the entry ran (it finds them here and adds nothing).
 */
export function preloadFiles(files: readonly string[], doc: Document = document, later: (run: () => void) => void = (run) => setTimeout(run, 0), done?: () => void): void {
  const linked = new Set([...doc.querySelectorAll('link')].map((link) => link.getAttribute('href')));
  const waiting = files.filter((href) => !linked.has(href));
  const step = () => {
    for (const href of waiting.splice(0, LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      const style = href.endsWith('.css');
      link.rel = style ? 'preload' : 'modulepreload';
      if (style) link.setAttribute('as', 'style');
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (waiting.length) later(step);
    else done?.();
  };
  step();
}

/** One idle moment of the browser (a second's wait where it reports none, as Safari). */
const whenIdle = (run: () => void): void => void (window.requestIdleCallback ? window.requestIdleCallback(run) : setTimeout(run, 1_000));

const words = (list: string | undefined): string[] => (list ?? '').split(' ').filter(Boolean);

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (entry) {
  // A device holding a session draws its own page instead of hydrating another's: nothing to wait for.
  // The page drawn for its own shopper is hydrated, after the paint, as a guest's page is.
  const wait = drawsOwnPage(script?.dataset.sessionKey) ? (start: () => void) => start() : whenFirstScreenPainted;
  wait(() => {
    // The entry's own imports, fetched beside it rather than one round trip after it; then the
    // route's page and the parts its markup holds (data-files), which the entry asks for once it runs.
    preloadFiles(words(script?.dataset.preload), document, (run) => run());
    void import(/* @vite-ignore */ entry);
    preloadFiles(words(script?.dataset.files));
  });
  // The files of the sheets the page fetches when idle, linked a few per idle moment when its first
  // idle prefetch asks (lib/use-idle-prefetch.ts), then the sheet's import finds them linked.
  let idleFiles: string[] | null = words(script?.dataset.idleFiles);
  window.emallLinkIdleFiles = (done) => {
    const files = idleFiles ?? [];
    idleFiles = null;
    preloadFiles(files, document, whenIdle, done);
  };
}
