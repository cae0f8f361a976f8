/**
 * Answers asked before the app ran (issue 16): on a device holding a session, a rendered page's boot
 * script (src/boot.ts) asks for what the signed-in first screen reads — the cart's list — at once,
 * beside the entry, instead of after the entry, the page's chunks and its first render. The app's
 * first call with the same URL and the same headers takes the answer (once) and handles it as its
 * own: its envelope, its errors, an expired session's way to the login, as for any call.
 */
interface EarlyAnswer {
  url: string;
  headers: Readonly<Record<string, string>>;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** Put there by src/boot.ts, taken by the first matching call (lib/http.ts). */
    emallEarlyAnswers?: EarlyAnswer[];
  }
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The early answer of a plain GET with these headers, taken from the waiting ones; null when there is none. */
export function takeEarlyAnswer(url: string, init: RequestInit | undefined, host: Pick<Window, 'emallEarlyAnswers'> | undefined = globalThis.window): Promise<Response> | null {
  const waiting = host?.emallEarlyAnswers;
  if (!waiting?.length || (init?.method ?? 'GET') !== 'GET' || init?.body != null) return null;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const at = waiting.findIndex((early) => early.url === url && sameHeaders(early.headers, headers));
  if (at === -1) return null;
  const [early] = waiting.splice(at, 1);
  const signal = init?.signal;
  if (!signal) return early!.answer;
  // The call's timeout and cancellation still apply to an answer already on its way.
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early!.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
