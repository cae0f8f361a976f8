import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goodsDetail, loginInfo } from '../test/fixtures.ts';
import { fail, mockApi, ok } from '../test/mock-api.ts';
import { currentPath, renderRoute } from '../test/render-route.tsx';
import { useSession } from './session.ts';
import { landingAction } from './use-landing-params.ts';

const LANDING = '/store/boutique/product?productId=1&need_login=true&utm_source=poster&INVITER_ID=42&channel_code=&pageCode=shop';

function productApi() {
  return mockApi((call) => {
    if (call.url.pathname === '/api-gateway/hermes/v2/goods/1') return ok(goodsDetail());
    if (call.url.pathname === '/api-gateway/api/auth/getLoginInfo') return ok(loginInfo({ userId: 'u-9' }));
    return fail(40400, '请求的内容不存在', 404);
  });
}

describe('landingAction', () => {
  it('does nothing without need_login=true', () => {
    expect(landingAction('/store/home/shop', '?INVITER_ID=1&utm_source=a', null)).toEqual({ kind: 'none' });
    expect(landingAction('/store/home/shop', '?need_login=false', null)).toEqual({ kind: 'none' });
  });

  it('sends a guest to login with the clue of the non-empty landing parameters', () => {
    const action = landingAction('/store/boutique/product', LANDING.slice(LANDING.indexOf('?')), null);
    expect(action.kind).toBe('login');
    if (action.kind !== 'login') return;
    expect(JSON.parse(action.registerClue ?? '')).toEqual({
      product_id: '1',
      invitor_id: '42',
      utm_source: 'poster',
      need_login: 'true',
      pageCode: 'shop',
    });
  });

  it("sets a logged-in user's id as INVITER_ID, also when the address had none", () => {
    expect(landingAction('/x', '?need_login=true&INVITER_ID=42&a=1', 'u-9')).toEqual({ kind: 'setInviter', search: '?need_login=true&INVITER_ID=u-9&a=1' });
    expect(landingAction('/x', '?need_login=TRUE', 'u-9')).toEqual({ kind: 'setInviter', search: '?need_login=TRUE&INVITER_ID=u-9' });
    expect(landingAction('/x', '?need_login=true&INVITER_ID=u-9', 'u-9')).toEqual({ kind: 'none' });
  });

  it('leaves the login and relay pages alone', () => {
    for (const path of ['/login', '/auth', '/platform/cheshenghuo/auth', '/protocol']) {
      expect(landingAction(path, '?need_login=true', null)).toEqual({ kind: 'none' });
    }
  });
});

describe('landing on a page with need_login=true', () => {
  it('takes a guest to login carrying register_clue and the landing page as the way back', async () => {
    productApi();
    const { router } = renderRoute(LANDING);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('redirectUrl')).toBe(LANDING);
    expect(JSON.parse(params.get('register_clue') ?? '')).toMatchObject({ product_id: '1', invitor_id: '42', utm_source: 'poster', need_login: 'true' });
    // Login took the landing page's place in history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("replaces INVITER_ID with a logged-in user's id, without leaving the page", async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-9', phone: '13800000001' });
    productApi();
    const { router } = renderRoute(LANDING);
    await waitFor(() => expect(currentPath(router)).toContain('INVITER_ID=u-9'));
    expect(currentPath(router)).toBe(LANDING.replace('INVITER_ID=42', 'INVITER_ID=u-9'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '曜川 家用智能充电桩 7kW' })).toBeTruthy();
  });
});
