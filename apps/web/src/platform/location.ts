/** The address bar and history of whatever container the shop runs in. */

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

/** A full page load that takes the place of this page in history (a relay page is not a place to come back to). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
