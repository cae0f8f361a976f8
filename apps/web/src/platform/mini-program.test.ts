import { describe, expect, it, vi } from 'vitest';
import { setAppNavigator } from '../lib/navigation.ts';
import { createMiniProgramPlatform } from './mini-program.ts';
import { UA, fakeHost, fakeMiniProgram } from '../test/platform-host.ts';

describe('mini-program platform', () => {
  it('opens its pages through wx.miniProgram, tabs by switchTab', () => {
    const mp = fakeMiniProgram();
    const app = createMiniProgramPlatform(fakeHost({ userAgent: UA.miniProgram, miniProgram: mp }));
    expect(app.navigate('productDetail', { productId: 12 })).toBe(true);
    expect(mp.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/goods/detail?productId=12' });
    expect(app.navigate('webview', { url: 'https://shop.yaochuan.example/x?a=1' })).toBe(true);
    expect(mp.navigateTo).toHaveBeenLastCalledWith({ url: `/pages/webview/index?url=${encodeURIComponent('https://shop.yaochuan.example/x?a=1')}` });
    expect(app.navigate('pay', { orderNo: 'O1' })).toBe(true);
    expect(mp.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/pay/cashier?orderNo=O1' });
    expect(app.navigate('batchPay', { orderNos: 'O1,O2' })).toBe(true);
    expect(mp.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/pay/batch?orderNos=O1%2CO2' });
    expect(app.navigate('ugc', { id: 5 })).toBe(true);
    expect(mp.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/community/ugc?id=5' });

    expect(app.navigate('home', { ignored: 1 })).toBe(true);
    expect(mp.switchTab).toHaveBeenLastCalledWith({ url: '/pages/tabbar/home' });
    expect(app.navigate('accountTab')).toBe(true);
    expect(mp.switchTab).toHaveBeenLastCalledWith({ url: '/pages/tabbar/mine' });
  });

  it('has no car-app pages', () => {
    const mp = fakeMiniProgram();
    const app = createMiniProgramPlatform(fakeHost({ userAgent: UA.miniProgram, miniProgram: mp }));
    expect(app.navigate('wishOrderList')).toBe(false);
    expect(app.navigate('pgcDetail', { id: 1 })).toBe(false);
    expect(mp.navigateTo).not.toHaveBeenCalled();
  });

  it('logs in on its login page with shop=true and the current URL to come back to', () => {
    const mp = fakeMiniProgram();
    createMiniProgramPlatform(fakeHost({ userAgent: UA.miniProgram, miniProgram: mp })).login({
      redirect: '/store/boutique/product?productId=1&need_login=true',
      registerClue: '{"product_id":"1"}',
    });
    const url = new URL(String(mp.navigateTo.mock.calls[0]?.[0]?.url), 'https://mp.invalid');
    expect(url.pathname).toBe('/pages/login/index');
    expect(url.searchParams.get('shop')).toBe('true');
    expect(url.searchParams.get('redirect')).toBe('https://shop.yaochuan.example/store/boutique/product?productId=1&need_login=true');
    expect(url.searchParams.get('register_clue')).toBe('{"product_id":"1"}');
  });

  it('behaves as a browser when the bridge is missing', () => {
    const navigate = vi.fn();
    setAppNavigator(navigate);
    const app = createMiniProgramPlatform(fakeHost({ userAgent: UA.miniProgram }));
    expect(app.navigate('productDetail', { productId: 1 })).toBe(false);
    app.login({ redirect: '/store/home/shop' });
    expect(navigate).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/store/home/shop')}`, { replace: undefined });
  });
});
