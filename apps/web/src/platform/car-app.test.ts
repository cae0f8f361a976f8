import { describe, expect, it } from 'vitest';
import { createCarAppPlatform } from './car-app.ts';
import { UA, fakeHost } from '../test/platform-host.ts';

describe('car app platform', () => {
  it('opens each native page by its scheme', () => {
    const host = fakeHost({ userAgent: UA.carApp });
    const app = createCarAppPlatform(host);
    const cases: [Parameters<typeof app.navigate>, string][] = [
      [['home'], 'yaochuan://app/home'],
      [['pay', { orderNo: 'O1', tradeScene: 2 }], 'yaochuan://app/pay?orderNo=O1&tradeScene=2'],
      [['payV2', { orderNo: 'O1' }], 'yaochuan://app/pay/v2?orderNo=O1'],
      [['pgcDetail', { id: '88' }], 'yaochuan://app/pgc/detail?id=88'],
      [['userSpace', { userId: 'u7' }], 'yaochuan://app/user/space?userId=u7'],
      [['topic', { id: 't1' }], 'yaochuan://app/topic?id=t1'],
      [['orderList', { status: '' }], 'yaochuan://app/order/list'],
      [['wishOrderList'], 'yaochuan://app/wish-order/list'],
      [['taskCenter'], 'yaochuan://app/task/center'],
    ];
    for (const [args, url] of cases) {
      expect(app.navigate(...args)).toBe(true);
      expect(host.location.assign).toHaveBeenLastCalledWith(url);
    }
  });

  it('leaves the mini-program pages to the web', () => {
    const host = fakeHost({ userAgent: UA.carApp });
    const app = createCarAppPlatform(host);
    expect(app.navigate('productDetail', { productId: 1 })).toBe(false);
    expect(app.navigate('webview', { url: 'https://x' })).toBe(false);
    expect(host.location.assign).not.toHaveBeenCalled();
  });

  it('logs in through the native login link with the absolute way back and the clue', () => {
    const host = fakeHost({ userAgent: UA.carApp });
    createCarAppPlatform(host).login({ redirect: '/store/boutique/product?productId=1', registerClue: '{"need_login":"true"}' });
    const url = new URL(String(host.location.assign.mock.calls[0]?.[0]));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('yaochuan://app/login');
    expect(url.searchParams.get('redirectUrl')).toBe('https://shop.yaochuan.example/store/boutique/product?productId=1');
    expect(url.searchParams.get('register_clue')).toBe('{"need_login":"true"}');
  });

  it('asks the bridge for skins and capabilities, false when it lacks them or throws', async () => {
    const withBridge = createCarAppPlatform(
      fakeHost({ userAgent: UA.carApp, bridge: { isSkinEnable: () => Promise.resolve(true), canIUse: (name) => name === 'chat' } }),
    );
    await expect(withBridge.isSkinEnable()).resolves.toBe(true);
    expect(withBridge.canUse('chat')).toBe(true);
    expect(withBridge.canUse('scan')).toBe(false);

    const oldApp = createCarAppPlatform(fakeHost({ userAgent: UA.carApp }));
    await expect(oldApp.isSkinEnable()).resolves.toBe(false);
    expect(oldApp.canUse('chat')).toBe(false);

    const broken = createCarAppPlatform(
      fakeHost({
        userAgent: UA.carApp,
        bridge: {
          isSkinEnable: () => Promise.reject(new Error('no')),
          canIUse: () => {
            throw new Error('no');
          },
        },
      }),
    );
    await expect(broken.isSkinEnable()).resolves.toBe(false);
    expect(broken.canUse('chat')).toBe(false);
  });

  it('opens the customer-service chat where the app can, and reports an app too old for it', () => {
    const host = fakeHost({ userAgent: UA.carApp, bridge: { canIUse: (name) => name === 'imChat' } });
    expect(createCarAppPlatform(host).openChat(1002)).toBe('opened');
    expect(host.location.assign).toHaveBeenLastCalledWith('yaochuan://app/im/chat?businessType=1002');

    const old = fakeHost({ userAgent: UA.carApp, bridge: {} });
    expect(createCarAppPlatform(old).openChat(1002)).toBe('outdated');
    expect(old.location.assign).not.toHaveBeenCalled();
  });
});
