/**
 * The second script of a rendered page whose signed-in screen the device draws itself (the cart,
 * issue 16; apps/server/src/http/ssr-session-screen.ts adds it after src/boot.ts, on those pages
 * only). On a device holding a session, boot.ts imports the entry at once, and this script, in the
 * same moment, preloads the page's own files and asks for the answers its first screen reads, with
 * the held token: without it they were found one after the other — the entry, then the page's ~30
 * chunks the entry names, then the list the page asks for once they ran. The app's first call that
 * offers to take an answer (lib/early-answers.ts) does so and handles it as its own. A guest's page
 * is left as it is: its app starts after the paint.
 */
import type { SessionGets } from '@emall/contract';

/** The login token the device holds (the session store's JSON, lib/session.ts); undefined for a guest. */
export function heldToken(key: string | undefined, storage: Pick<Storage, 'getItem'> = localStorage): string | undefined {
  try {
    return key ? /"token":"([^"]+)"/.exec(storage.getItem(key) ?? '')?.[1] : undefined;
  } catch {
    return undefined; // storage refused (a private mode): a guest
  }
}

/** Asks for the listed answers with the token; the app's identical call takes each, and reports a failure as its own. */
export function askEarly(list: string, token: string, host: Pick<Window, 'emallEarlyAnswers'> = window, get: typeof fetch = fetch): void {
  const { urls, headers, tokenHeader } = JSON.parse(list) as SessionGets;
  const sent = { ...headers, [tokenHeader]: token };
  host.emallEarlyAnswers = urls.map((url) => {
    const answer = get(url, { headers: sent });
    answer.catch(() => undefined);
    return { url, headers: sent, answer };
  });
}

/** The page's chunks and stylesheets, fetched beside the entry rather than after it has run. */
export function preloadFiles(files: string, doc: Document = document): void {
  for (const href of files.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

const script = document.querySelector<HTMLScriptElement>('script[data-session-get]');
const token = heldToken(script?.dataset.sessionKey);
const gets = script?.dataset.sessionGet;
if (token && gets) {
  askEarly(gets, token);
  preloadFiles(script?.dataset.files ?? '');
}
