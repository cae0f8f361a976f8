/**
 * A rendered page's first script (issue 16): the server puts it where the entry's `<script>` was
 * (apps/server/src/http/ssr.ts), with the entry and its preloads in data attributes, and the app
 * starts once the browser has painted the server's first screen — never ahead of it. Until then the
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

/**
 * Whether the device holds a login (the session store's JSON with a token): it draws its own page
 * instead of hydrating the guest's (main.tsx), so the guest's paint is not worth waiting for.
 */
export function holdsSession(key: string | undefined, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return key !== undefined && /"token":"[^"]/.test(storage.getItem(key) ?? '');
  } catch {
    return false; // storage refused (a private mode): a guest
  }
}

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (entry) {
  const wait = holdsSession(script?.dataset.sessionKey) ? (start: () => void) => start() : whenFirstScreenPainted;
  wait(() => {
    // The entry's own imports, fetched beside it rather than one round trip after it.
    for (const href of (script?.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  });
}
