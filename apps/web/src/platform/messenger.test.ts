import { beforeEach, describe, expect, it } from 'vitest';
import { createMessengerPlatform, messengerAuthorizeUrl, startMessengerLogin, takePendingMessengerLogin } from './messenger.ts';
import { UA, fakeHost } from '../test/platform-host.ts';

beforeEach(() => sessionStorage.clear());

function assignedUrl(host: ReturnType<typeof fakeHost>): URL {
  return new URL(String(host.location.assign.mock.calls[0]?.[0]));
}

describe('messenger platform', () => {
  it('logs in by sending the user to the server’s authorize redirect, coming back to /auth', () => {
    const host = fakeHost({ userAgent: UA.messenger });
    const app = createMessengerPlatform(host);
    expect(app.kind).toBe('messenger');
    app.login({ redirect: '/store/boutique/product?productId=1', registerClue: '{"product_id":"1"}' });

    const url = assignedUrl(host);
    expect(url.origin + url.pathname).toBe('https://shop.yaochuan.example/messenger/authorize');
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    expect(back.origin + back.pathname).toBe('https://shop.yaochuan.example/auth');
    expect(back.searchParams.get('redirectUrl')).toBe('/store/boutique/product?productId=1');
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);

    const pending = takePendingMessengerLogin(state);
    expect(pending).toMatchObject({ state, redirect: '/store/boutique/product?productId=1', registerClue: '{"product_id":"1"}' });
    // Used up.
    expect(takePendingMessengerLogin(state)).toBeNull();
  });

  it('recognises only the state this tab started, and not after ten minutes', () => {
    const host = fakeHost({ userAgent: UA.messenger });
    startMessengerLogin(host, { redirect: '/a' });
    const state = assignedUrl(host).searchParams.get('state');
    expect(takePendingMessengerLogin('forged')).toBeNull();
    expect(takePendingMessengerLogin(null)).toBeNull();
    expect(takePendingMessengerLogin(state, Date.now() + 11 * 60_000)).toBeNull();

    sessionStorage.setItem('yc_emall_messenger_login', '{not json');
    expect(takePendingMessengerLogin('x')).toBeNull();
  });

  it('uses a fresh state for every login', () => {
    const host = fakeHost({ userAgent: UA.messenger });
    startMessengerLogin(host, { redirect: '/a' });
    startMessengerLogin(host, { redirect: '/a' });
    const [first, second] = host.location.assign.mock.calls.map((c) => new URL(String(c[0])).searchParams.get('state'));
    expect(first).not.toBe(second);
  });

  it('builds the authorize URL with the redirect URI encoded once', () => {
    const host = fakeHost({ userAgent: UA.messenger });
    const url = messengerAuthorizeUrl(host, '/store/home/shop?a=1&b=2', 's1');
    expect(url).toBe(
      `https://shop.yaochuan.example/messenger/authorize?redirect_uri=${encodeURIComponent(
        `https://shop.yaochuan.example/auth?redirectUrl=${encodeURIComponent('/store/home/shop?a=1&b=2')}`,
      )}&state=s1`,
    );
  });

  it('has no native pages, skins or capabilities', async () => {
    const app = createMessengerPlatform(fakeHost({ userAgent: UA.messenger }));
    expect(app.navigate('home')).toBe(false);
    await expect(app.isSkinEnable()).resolves.toBe(false);
    expect(app.canUse('chat')).toBe(false);
  });
});
