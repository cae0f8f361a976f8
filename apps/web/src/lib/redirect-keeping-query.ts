import { redirect, type LoaderFunctionArgs } from 'react-router';

/** `to` with the query of `search` added; parameters already in `to` win. */
export function withQuery(to: string, search: string): string {
  const incoming = new URLSearchParams(search);
  if ([...incoming.keys()].length === 0) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const base = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1));
  for (const [key, value] of incoming) {
    if (!params.has(key)) params.append(key, value);
  }
  return `${path}?${params.toString()}${hash}`;
}

/** A route loader that redirects to `to`, keeping the query string, §2. */
export function redirectKeepingQuery(to: string) {
  return ({ request }: LoaderFunctionArgs): Response => redirect(withQuery(to, new URL(request.url).search));
}
