import { CART_SESSION_COOKIE } from '@emall/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from './session.ts';
import { mirrorSessionCookie, sessionCookie } from './session-cookie.ts';

describe('sessionCookie', () => {
  it('scopes the token to the cart, Lax, with its expiry', () => {
    const expiresAt = Date.UTC(2026, 11, 29, 10, 0, 0);
    expect(sessionCookie({ token: 'a b', expiresAt }, false)).toBe(`${CART_SESSION_COOKIE}=a%20b; Path=/store/cart; SameSite=Lax; Expires=Tue, 29 Dec 2026 10:00:00 GMT`);
  });

  it('is Secure on https', () => {
    expect(sessionCookie({ token: 't', expiresAt: 0 }, true)).toContain('; SameSite=Lax; Secure; ');
  });

  it('takes the whole lifetime for a session kept without its expiry', () => {
    const now = Date.UTC(2026, 10, 29, 0, 0, 0);
    expect(sessionCookie({ token: 't', expiresAt: null }, false, now)).toContain('Expires=Tue, 29 Dec 2026 00:00:00 GMT');
  });

  it('removes the cookie without a token', () => {
    expect(sessionCookie({ token: null, expiresAt: null }, false)).toBe(`${CART_SESSION_COOKIE}=; Path=/store/cart; SameSite=Lax; Max-Age=0`);
  });
});

describe('mirrorSessionCookie', () => {
  let stop = (): void => undefined;
  afterEach(() => stop());

  /** A document whose cookie records every write. */
  const recording = () => {
    const writes: string[] = [];
    return {
      writes,
      doc: {
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          writes.push(value);
        },
      },
    };
  };

  it('writes once at start for a device holding a session, then on login, logout and a cleared session', () => {
    useSession.getState().setSession({ token: 'held', userId: 'u-1', phone: null });
    const { writes, doc } = recording();
    stop = mirrorSessionCookie(doc, false);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${CART_SESSION_COOKIE}=held; `));

    useSession.getState().clearSession();
    expect(writes[1]).toContain('Max-Age=0');
    useSession.getState().setSession({ token: 'next', userId: 'u-2', phone: null });
    expect(writes[2]).toMatch(new RegExp(`^${CART_SESSION_COOKIE}=next; .*Expires=`));
    // A change that leaves the token as it is (none here) writes nothing.
    useSession.setState({ phone: '13800000001' });
    expect(writes).toHaveLength(3);
  });

  it('reaches the real document: the cookie is there on the cart path only', () => {
    useSession.getState().setSession({ token: 'held', userId: 'u-1', phone: null });
    stop = mirrorSessionCookie(document, false);
    // jsdom's page is at "/", outside the cookie's path.
    expect(document.cookie).not.toContain(CART_SESSION_COOKIE);
  });
});
