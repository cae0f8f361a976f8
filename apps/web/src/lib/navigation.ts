import { assignLocation } from '../platform/location.ts';
import { LOGIN_PATH } from './config.ts';

export interface NavigateOptions {
  replace?: boolean;
  /** History state for the next page (what it need not fetch again). */
  state?: unknown;
}

type AppNavigate = (to: string, options?: NavigateOptions) => void;

let appNavigate: AppNavigate | null = null;

/** main.tsx hands over the router's navigate so code outside React (the HTTP wrapper) can route in-app. */
export function setAppNavigator(navigate: AppNavigate | null): void {
  appNavigate = navigate;
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (appNavigate) appNavigate(to, options);
  else if (options.replace) window.location.replace(to);
  else assignLocation(to);
}

/** The login page, told where to come back to (an in-app path + query) and the registration clue, §2. */
export function loginPath(redirectTo: string, registerClue?: string | null): string {
  const clue = registerClue ? `&register_clue=${encodeURIComponent(registerClue)}` : '';
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(redirectTo)}${clue}`;
}

/** An in-app path (`/x?y`), never a protocol-relative `//host`. */
export function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/**
 * Opens a configured link: in-app paths and same-origin URLs through the router, other
 * http(s) URLs by a full page load. Anything else (javascript:, garbage) is ignored.
 */
export function openLink(link: string, navigate: AppNavigate = navigateTo): void {
  const trimmed = link.trim();
  if (!trimmed) return;
  if (isInAppPath(trimmed)) {
    navigate(trimmed);
    return;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`);
  else assignLocation(url.href);
}
