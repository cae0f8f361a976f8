/**
 * Answers asked before the app ran (issue 16): on a device holding a session, a rendered page's boot
 * script (src/boot.ts) asks for what the signed-in first screen reads — the cart's list — at once,
 * beside the entry, instead of after the entry, the page's chunks and its first render. The app's
 * call that offers to take it (the cart's list: `early` in lib/http.ts), with the same URL and the
 * same headers, takes it once and handles it as its own answer: its envelope, its errors, an
 * expired session's way to the login, as for any call.
 */
interface EarlyAnswer {
  url: string;
  headers: Readonly<Record<string, string>>;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** Put there by src/boot.ts, taken by the first matching call. */
    emallEarlyAnswers?: EarlyAnswer[];
  }
}

/**
 * The early answer of a GET with these very headers (same names, values and order), taken from the
 * waiting ones; undefined when there is none. The call's timeout and cancellation still apply.
 */
export function takeEarlyAnswer(url: string, { method, headers, signal }: RequestInit = {}, host: Pick<Window, 'emallEarlyAnswers'> | undefined = globalThis.window): Promise<Response> | undefined {
  const waiting = host?.emallEarlyAnswers ?? [];
  const at = method === 'GET' ? waiting.findIndex((early) => early.url === url && JSON.stringify(early.headers) === JSON.stringify(headers)) : -1;
  if (at < 0) return undefined;
  const { answer } = waiting.splice(at, 1)[0]!;
  return signal ? Promise.race([answer, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)))]) : answer;
}
