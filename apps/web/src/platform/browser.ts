/**
 * The plain mobile browser container. The car app, mini-program and WeChat adapters of §2
 * come later; until then every container behaves as a browser.
 */

/** Path + query (+ hash) of the page the user is on. */
export function currentLocationPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Whether the app has an earlier in-app page to go back to (React Router keeps `idx` in history.state). */
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  const { idx } = state as { idx: unknown };
  return typeof idx === 'number' && idx > 0;
}

export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** A device-risk token from a risk SDK; the plain browser has none. */
export function deviceRiskToken(): string | null {
  return null;
}
