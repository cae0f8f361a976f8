/**
 * The second script of a rendered page whose signed-in screen the device draws itself (the cart,
 * issue 16; apps/server/src/http/ssr-session-screen.ts adds it after src/boot.ts, on those pages
 * only). On a device holding a session, boot.ts imports the entry and preloads the page's own files
 * at once, and this script, in the same moment, asks for the answers its first screen reads, with
 * the held token: without it they were found one after the other — the entry, then the page's ~30
 * chunks the entry names, then the list the page asks for once they ran. The app's first call that
 * offers to take an answer (lib/early-answers.ts) does so and handles it as its own. A guest's page
 * is left as it is: its app starts after the paint.
 */
import type { SessionGets } from '@emall/contract';
import { heldToken } from './boot.ts';

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

const script = document.querySelector<HTMLScriptElement>('script[data-session-get]');
const token = heldToken(script?.dataset.sessionKey);
const gets = script?.dataset.sessionGet;
if (token && gets) askEarly(gets, token);
