import { CART_ROUTE, CART_SESSION_COOKIE } from '@emall/contract';
import { sessionExpiresAtMs } from '@emall/domain';
import { useSession } from './session.ts';

interface Held {
  token: string | null;
  expiresAt: number | null;
}

/**
 * The cookie that mirrors the held token for the cart's HTML (issue 16; docs/decisions/web-platform.md,
 * "The signed-in cart's HTML"): sent only with requests under the cart's path, by a top-level
 * navigation from another site at most (Lax), over https only when the shop is on https, and gone
 * when the token runs out. A session kept before its expiry was (lib/session.ts) takes the token's
 * whole lifetime: never later than the server's refusal, which draws the guest's page. No token: the
 * cookie is removed.
 */
export function sessionCookie({ token, expiresAt }: Held, secure: boolean, now = Date.now()): string {
  const scope = `; Path=${CART_ROUTE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!token) return `${CART_SESSION_COOKIE}=${scope}; Max-Age=0`;
  const expires = new Date(expiresAt ?? sessionExpiresAtMs(now)).toUTCString();
  return `${CART_SESSION_COOKIE}=${encodeURIComponent(token)}${scope}; Expires=${expires}`;
}

/**
 * Keeps the cookie the mirror of the device's session: written once at start, then whenever the
 * token changes (a login, a logout, a 9999 clearing it). Returns the unsubscribe.
 */
export function mirrorSessionCookie(doc: Pick<Document, 'cookie'> = document, secure = window.location.protocol === 'https:'): () => void {
  const write = (held: Held) => void (doc.cookie = sessionCookie(held, secure));
  write(useSession.getState());
  return useSession.subscribe((state, previous) => {
    if (state.token !== previous.token || state.expiresAt !== previous.expiresAt) write(state);
  });
}
