import { LandingPaths, type VisitorToken } from '@emall/contract';
import { http } from '../http.ts';
import { useSession } from '../session.ts';
import { storeVisitorToken, validVisitorToken } from '../visitor-token.ts';

/** POST /api/auth/visitorToken: a temporary token for a guest's device, §6. */
function fetchVisitorToken(): Promise<VisitorToken> {
  // Background work for a guest: it never toasts and never starts a login.
  return http.post(LandingPaths.visitorToken, undefined, { silent: true, sessionExpiry: 'ignore' });
}

let pending: Promise<void> | null = null;

/**
 * Makes sure a guest holds a visitor token: asks for one when none is stored or it expired,
 * once at a time, silently; the HTTP wrapper then sends it on every call without a login token.
 * A logged-in user needs none.
 */
export function ensureVisitorToken(fetchToken: () => Promise<VisitorToken> = fetchVisitorToken): Promise<void> {
  if (useSession.getState().token || validVisitorToken()) return Promise.resolve();
  pending ??= fetchToken()
    .then((token) => {
      storeVisitorToken(token);
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
