import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { readWechatUser } from '../../../lib/wechat-user.ts';
import { replaceLocation } from '../../../platform/location.ts';
import { goodsDetail } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnLocation, spyOnToast } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
  spyOnLocation('replaceLocation');
});

const PENDING_KEY = 'yc_emall_messenger_login';

function startedLogin(state: string, redirect = '/store/boutique/product?productId=1', registerClue: string | null = null): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, redirect, registerClue, startedAt: Date.now() }));
}

function api(thirdLogin: () => ReturnType<typeof ok>) {
  return mockApi((call: RecordedCall) => {
    if (call.url.pathname === '/api-gateway/api/auth/thirdLogin') return thirdLogin();
    if (call.url.pathname === '/api-gateway/hermes/v2/goods/1') return ok(goodsDetail());
    return fail(40400, '请求的内容不存在', 404);
  });
}

const authPath = (redirect: string, extra = '') => `/auth?redirectUrl=${encodeURIComponent(redirect)}${extra}`;

beforeEach(() => {
  sessionStorage.clear();
});

describe('/auth relay', () => {
  it('without redirectUrl shows url参数错误 and offers the way home', async () => {
    api(() => ok(null));
    const { router } = renderRoute('/auth?code=abc');
    expect(await screen.findByRole('button', { name: '返回商城首页' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('url参数错误');
    expect(currentPath(router)).toBe('/auth?code=abc');
  });

  it('drops a foreign redirectUrl and never goes there', async () => {
    api(() => ok(null));
    const { router } = renderRoute(authPath('https://evil.example/steal', '&code=abc'));
    await waitFor(() => expect(currentPath(router)).toBe('/auth?code=abc'));
    expect(showToast).toHaveBeenCalledWith('url参数错误');
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('relays the code to a brand-domain redirectUrl, replacing this page', async () => {
    const calls = api(() => ok(null));
    renderRoute(authPath('https://m.yaochuan.example/callback?from=shop', '&code=abc'));
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.yaochuan.example/callback?from=shop&code=abc'));
    expect(calls.some((c) => c.url.pathname.endsWith('thirdLogin'))).toBe(false);
  });

  it('relays, not exchanges, a code to an own page when this tab started no messenger login', async () => {
    const calls = api(() => ok(null));
    const { router } = renderRoute(authPath('/store/boutique/product?productId=1', '&code=abc&state=forged'));
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/product?productId=1&code=abc'));
    expect(calls.some((c) => c.url.pathname.endsWith('thirdLogin'))).toBe(false);
    expect(useSession.getState().token).toBeNull();
  });

  it('exchanges the messenger code of a bound openId, stores openId and session, and goes on', async () => {
    startedLogin('s1');
    const calls = api(() => ok({ openId: 'o-1', bound: true, token: 'tok-w', userId: 'u-5', bindTicket: null }));
    const { router } = renderRoute(authPath('/store/boutique/product?productId=1', '&code=abc&state=s1'));
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/product?productId=1'));
    expect(calls.find((c) => c.url.pathname.endsWith('thirdLogin'))?.body).toEqual({ authVerifyField: 'abc', thirdType: 1 });
    expect(calls.filter((c) => c.url.pathname.endsWith('thirdLogin'))).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ token: 'tok-w', userId: 'u-5' });
    expect(readWechatUser()).toEqual({ openId: 'o-1', bound: true });
    expect(localStorage.getItem('yc_emall_wechat_user_info')).toContain('o-1');
  });

  it('takes an unbound openId to the phone login with its bind ticket and the clue', async () => {
    startedLogin('s1', '/store/home/shop', '{"utm_source":"poster"}');
    api(() => ok({ openId: 'o-2', bound: false, token: null, userId: null, bindTicket: 'bt-1' }));
    const { router } = renderRoute(authPath('/store/home/shop', '&code=abc&state=s1'));
    expect(await screen.findByText('微信账号未绑定,验证手机号后完成绑定')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/login');
    expect(params.get('redirectUrl')).toBe('/store/home/shop');
    expect(params.get('register_clue')).toBe('{"utm_source":"poster"}');
    expect(params.has('bindTicket')).toBe(false);
    expect(useSession.getState().token).toBeNull();
  });

  it('goes back to login when the user refused, and offers login again when the exchange fails', async () => {
    startedLogin('s1');
    api(() => ok(null));
    const declined = renderRoute(authPath('/store/home/shop', '&error=access_denied&state=s1'));
    await waitFor(() => expect(declined.router.state.location.pathname).toBe('/login'));
    declined.unmount();

    startedLogin('s2');
    api(() => fail(40009, '授权已失效,请重新授权登录', 400));
    renderRoute(authPath('/store/home/shop', '&code=old&state=s2'));
    expect(await screen.findByRole('heading', { name: '授权登录失败' })).toBeTruthy();
    expect(screen.getByText('授权已失效,请重新授权登录')).toBeTruthy();
  });
});
