import { CONSOLE_BASE } from '@emall/contract';

/**
 * Navigation from outside React (the http client's 401): the shell's router binds itself here.
 * Paths are the router's, without the /console base.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(`${CONSOLE_BASE}${to}`);

export function bindNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** The current in-console location (path + query), to come back to after signing in. */
export function currentConsolePath(): string {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) || '/' : pathname;
  return `${path}${search}`;
}

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/password';

/** The sign-in page's link back to where the operator was. */
export function loginPathFor(redirect: string): string {
  if (redirect === '/' || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** A redirect target is an in-console path only: never another origin (an open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith(LOGIN_PATH)) return '/';
  return target;
}
