import { Navigate, useLocation, type RouteObject } from 'react-router';

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

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={withQuery(to, search)} replace />;
}

/** What marks a redirecting route: the server does not render it, the browser's router takes it. */
export const REDIRECT = Symbol('redirect');

/** A route of `path` that redirects to `to`, keeping the query string, §2. */
export function redirectKeepingQuery(path: { path: string } | { index: true }, to: string): RouteObject {
  return { ...path, element: <RedirectKeepingQuery to={to} />, handle: REDIRECT };
}
