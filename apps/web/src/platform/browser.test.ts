import { describe, expect, it, vi } from 'vitest';
import { setAppNavigator } from '../lib/navigation.ts';
import { createBrowserPlatform } from './browser.ts';
import { platform, resetPlatformForTests } from './platform.ts';
import type { NativeTarget } from './platform-types.ts';

const ALL_TARGETS: NativeTarget[] = [
  'home', 'pay', 'payV2', 'batchPay', 'pgcDetail', 'userSpace', 'topic', 'orderList', 'wishOrderList', 'webview', 'productDetail', 'ugc', 'accountTab', 'taskCenter',
];

describe('browser platform', () => {
  it('is what a plain browser (jsdom) runs as', () => {
    resetPlatformForTests();
    expect(platform.kind).toBe('browser');
  });

  it('logs in on the web login page, carrying the way back and the registration clue', () => {
    const navigate = vi.fn();
    setAppNavigator(navigate);
    createBrowserPlatform().login({ redirect: '/store/boutique/product?productId=1', registerClue: '{"utm_source":"poster"}', replace: true });
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1')}&register_clue=${encodeURIComponent('{"utm_source":"poster"}')}`,
      { replace: true },
    );
  });

  it('has no native pages, skins or capabilities, and needs no bridge', async () => {
    const browser = createBrowserPlatform();
    for (const target of ALL_TARGETS) expect(browser.navigate(target, { id: 1 })).toBe(false);
    await expect(browser.isSkinEnable()).resolves.toBe(false);
    expect(browser.canUse('chat')).toBe(false);
    await expect(platform.isSkinEnable()).resolves.toBe(false);
    expect(platform.canUse('chat')).toBe(false);
    expect(browser.openChat(1002)).toBe('unavailable');
  });
});
