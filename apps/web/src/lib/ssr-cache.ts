import type { QueryClient, QueryKey } from '@tanstack/react-query';
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
  for (const entry of entries) {
    if ('data' in entry) {
      queryClient.setQueryData(entry.key, entry.data, { updatedAt: answeredAt });
      continue;
    }
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: entry.key });
    query.setState({ status: 'error', fetchStatus: 'idle', error: new ApiError(entry.error.code, entry.error.message), errorUpdatedAt: answeredAt, fetchFailureCount: 1 });
  }
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
