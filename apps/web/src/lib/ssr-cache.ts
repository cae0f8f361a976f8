import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './http.ts';

/**
 * The first screen's data as the server rendered it (issue 16): the answers of the queries the
 * page asked for, embedded in the HTML as `<script type="application/json">` (data, never run, so
 * the strict CSP stays) and put in the browser's query cache before hydration, so the first render
 * there draws what the server drew. A failed call travels as its code and message: the page's
 * error state (页面走丢了, 商品不存在…) reads the ApiError's code.
 */
export type SsrEntry = { key: QueryKey; data: unknown } | { key: QueryKey; error: { code: number; message: string } };

export interface SsrPayload {
  queries: SsrEntry[];
  /** When the server drew the page (its Date.now()): the answers' age and the countdowns' start. */
  renderedAt: number;
}

/** The element's id in the page (apps/server/src/http/ssr.ts writes it); read once before hydrating. */
const SSR_DATA_ID = 'ssr-data';

/** The settled queries of a server render (pending ones are left for the browser). */
export function collectEntries(queryClient: QueryClient): SsrEntry[] {
  const entries: SsrEntry[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, data, error } = query.state;
    if (status === 'success') entries.push({ key: query.queryKey, data });
    else if (status === 'error' && error instanceof ApiError) entries.push({ key: query.queryKey, error: { code: error.code, message: error.message } });
  }
  return entries;
}

/**
 * Puts the server's answers in the cache as of `answeredAt`, on the browser's clock: the moment this
 * document was asked for (`performance.timeOrigin`). The server confirmed them then — it renders the
 * page for the request, or asks every answer of a kept page again and sends it only when none changed
 * (apps/server/src/http/ssr.ts) — so they are that fresh, however long ago the page was first drawn.
 * Dated by the render instead, a page kept for more than the content's stale time (30 s) asked all
 * its answers again as soon as it was hydrated (issue 16: the product's hydration then subscribed,
 * fetched and redrew in one task of ~280 ms at 4× CPU).
 */
export function seedQueryCache(queryClient: QueryClient, entries: readonly SsrEntry[], answeredAt: number): void {
  const cache = queryClient.getQueryCache();
  endMarksOnSubscribe(queryClient);
  for (const entry of entries) {
    if ('data' in entry) {
      queryClient.setQueryData(entry.key, entry.data, { updatedAt: answeredAt });
      const query = cache.find({ queryKey: entry.key, exact: true });
      if (query) answeredForThisScreen.add(query);
      continue;
    }
    const query = cache.build(queryClient, { queryKey: entry.key });
    query.setState({ status: 'error', fetchStatus: 'idle', error: new ApiError(entry.error.code, entry.error.message), errorUpdatedAt: answeredAt, fetchFailureCount: 1 });
  }
}

/**
 * The seeded answers not yet taken by the screen they were drawn for. A query that is read afresh on
 * every visit (staleTime 0: the cart's list and balance) is stale the moment it is seeded, so
 * hydrating its page asked it again at once and drew the page a second time when it came back
 * (issue 16: the signed-in cart asked its list and balance twice, ~120 ms of tasks at 4× CPU after
 * hydration). Its first observers — the hydrated page's, subscribing in one commit (StrictMode's
 * second subscription included) — take the server's answer as this visit's read; once they have
 * subscribed, the mark is gone and a later visit (a mount after a navigation) asks again as before.
 */
const answeredForThisScreen = new WeakSet<Query>();

/** `refetchOnMount` of every query (lib/query-client.ts): not for the server's answer to this screen, as before for any other. */
export function refetchOnMount(query: Query): boolean {
  return !answeredForThisScreen.has(query);
}

/** Ends the marks of `queryClient`'s seeded queries once observed: a task after their first observer subscribed. */
function endMarksOnSubscribe(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !answeredForThisScreen.has(event.query)) return;
    const { query } = event;
    setTimeout(() => answeredForThisScreen.delete(query), 0);
  });
}

/** The embedded payload, or null on a page the server did not render. */
export function readPayload(doc: Document): SsrPayload | null {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as SsrPayload;
    return Array.isArray(value.queries) && typeof value.renderedAt === 'number' ? value : null;
  } catch {
    return null;
  }
}
