import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { replaceLocation } from '../../../platform/location.ts';
import { goodsDetail, loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnLocation, spyOnToast } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
  spyOnLocation('replaceLocation');
});

function api(loginInfoReply: MockReply) {
  return mockApi((call) => {
    if (call.url.pathname === '/api-gateway/api/auth/getLoginInfo') return loginInfoReply;
    if (call.url.pathname === '/api-gateway/hermes/v2/goods/1') return ok(goodsDetail());
    return fail(40400, '请求的内容不存在', 404);
  });
}

const relay = (query: string) => `/platform/cheshenghuo/auth${query}`;
const PRODUCT = '/store/boutique/product?productId=1';

describe('/platform/cheshenghuo/auth token-login relay', () => {
  it('shows 必要参数丢失 without token or redirectUrl, and calls nothing', async () => {
    for (const query of ['', '?token=abc', `?redirectUrl=${encodeURIComponent(PRODUCT)}`]) {
      const calls = api(ok(loginInfo()));
      const view = renderRoute(relay(query));
      expect(await screen.findByRole('heading', { name: '必要参数丢失' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '返回商城首页' })).toBeTruthy();
      expect(calls).toHaveLength(0);
      view.unmount();
    }
  });

  it('checks the token with getLoginInfo, keeps it as the session and goes to redirectUrl', async () => {
    const calls = api(ok(loginInfo({ userId: 'u-7', phone: '13800000007' })));
    const { router } = renderRoute(relay(`?token=car-life-token&redirectUrl=${encodeURIComponent(PRODUCT)}`));
    await waitFor(() => expect(currentPath(router)).toBe(PRODUCT));
    expect(calls[0]?.headers.get('login-token')).toBe('car-life-token');
    expect(useSession.getState()).toMatchObject({ token: 'car-life-token', userId: 'u-7', phone: '13800000007' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home instead of to a foreign redirectUrl, and loads another brand domain', async () => {
    api(ok(loginInfo()));
    const foreign = renderRoute(relay(`?token=t&redirectUrl=${encodeURIComponent('https://evil.example/x')}`));
    await waitFor(() => expect(foreign.router.state.location.pathname).toBe('/store/home/shop'));
    expect(replaceLocation).not.toHaveBeenCalled();
    foreign.unmount();

    api(ok(loginInfo()));
    renderRoute(relay(`?token=t&redirectUrl=${encodeURIComponent('https://m.yaochuan.example/garage')}`));
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.yaochuan.example/garage'));
  });

  it('sends an invalid token (9999) to our login with the way back, keeping any session it had', async () => {
    useSession.getState().setSession({ token: 'mine', userId: 'u-1', phone: '13800000001' });
    api(fail(9999, '登录已失效,请重新登录', 401));
    const { router } = renderRoute(relay(`?token=bad&redirectUrl=${encodeURIComponent(PRODUCT)}`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(PRODUCT);
    expect(useSession.getState().token).toBe('mine');
  });

  it('offers a retry when the check fails for another reason', async () => {
    api(fail(50000, '服务繁忙', 500));
    renderRoute(relay(`?token=t&redirectUrl=${encodeURIComponent(PRODUCT)}`));
    expect(await screen.findByRole('heading', { name: '登录失败' })).toBeTruthy();
    api(ok(loginInfo({ userId: 'u-8' })));
    screen.getByRole('button', { name: '重试' }).click();
    await waitFor(() => expect(useSession.getState().userId).toBe('u-8'));
  });
});
