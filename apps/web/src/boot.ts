/**
 * A rendered page's first script (issue 16): the server puts it where the entry's `<script>` was
 * (apps/server/src/http/ssr.ts), with the entry and its preloads in data attributes, and the app
 * starts once the browser has painted the server's first screen — never ahead of it. Until then the
 * page needs no script: its markup and CSS are all there, and taps on it waited for hydration anyway.
 * Fetched with the HTML, the entry's 115 KB competed with the page's own hero picture, and a paint
 * the browser reported late counted the whole script as part of the first screen (Lighthouse's
 * FCP 2.6 s against 0.8 s for a static page, docs/performance.md). Plain pages never load this file.
 */

import type { SessionGets } from '@emall/contract';

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
 * The login token the device holds (the session store's JSON, lib/session.ts), or null for a guest.
 * A device holding one draws its own page instead of hydrating the guest's (main.tsx), so the
 * guest's paint is not worth waiting for.
 */
export function heldToken(key: string | undefined, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    const held = key === undefined ? null : (JSON.parse(storage.getItem(key) ?? 'null') as { state?: { token?: unknown } } | null);
    const token = held?.state?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null; // storage refused (a private mode), or not the store's JSON: a guest
  }
}

/**
 * Asks at once, with the held token, for the answers the page's signed-in first screen reads (the
 * server names them in `data-session-get`, apps/server/src/http/ssr-session-screen.ts): they come
 * while the entry and the page's chunks load, and the app's first identical call takes them
 * (lib/early-answers.ts). A malformed list asks nothing; the app then asks for itself.
 */
export function askEarly(list: string | undefined, token: string, host: Pick<Window, 'emallEarlyAnswers'> = window, get: typeof fetch = fetch): void {
  if (!list) return;
  try {
    const { urls, headers, tokenHeader } = JSON.parse(list) as SessionGets;
    const sent = { ...headers, [tokenHeader]: token };
    host.emallEarlyAnswers = urls.map((url) => {
      const answer = get(url, { headers: sent, credentials: 'same-origin' });
      answer.catch(() => undefined); // the app's call reports a failure, when it takes the answer
      return { url, headers: sent, answer };
    });
  } catch {
    // not the server's list: nothing asked early
  }
}

/** The entry's own imports and the page's files, fetched beside it rather than one round trip after it. */
function preload(hrefs: string): void {
  for (const href of hrefs.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (script && entry) {
  const token = heldToken(script.dataset.sessionKey);
  if (token) askEarly(script.dataset.sessionGet, token);
  const wait = token ? (start: () => void) => start() : whenFirstScreenPainted;
  wait(() => {
    // The entry first: the largest file, and on HTTP/1.1's six connections the page's ~30 files queue.
    preload(`${entry} ${script.dataset.preload ?? ''}`);
    void import(/* @vite-ignore */ entry);
  });
}
