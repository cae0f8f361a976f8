import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { goodsDetail, loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

function api(detail = goodsDetail(), info = loginInfo()) {
  return mockApi((call: RecordedCall) => {
    if (call.url.pathname === '/api-gateway/hermes/v2/goods/1') return ok(detail);
    if (call.url.pathname === '/api-gateway/api/auth/getLoginInfo') return ok(info);
    return fail(40400, '请求的内容不存在', 404);
  });
}

describe('product page', () => {
  it('shows the price as ¥ with 2 decimals, the crossed list price and the specs', async () => {
    api();
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByTestId('product-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '曜川 家用智能充电桩 7kW' })).toBeTruthy();
    expect(screen.getByLabelText('¥1299.00')).toBeTruthy();
    expect(screen.getByText('¥1599.00').tagName).toBe('DEL');
    expect(screen.getByRole('radio', { name: '7kW 标准版' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: /11kW 尊享版/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1/2')).toBeTruthy();
  });

  it('updates the price when another SKU is chosen', async () => {
    const detail = goodsDetail();
    const second = detail.skus[1];
    if (second) second.stock = 3;
    api(detail);
    renderRoute('/store/boutique/product?productId=1');
    await userEvent.click(await screen.findByRole('radio', { name: '11kW 尊享版' }));
    expect(screen.getByLabelText('¥1899.00')).toBeTruthy();
  });

  it('sends a guest to login with the page as redirectUrl', async () => {
    api();
    const { router } = renderRoute('/store/boutique/product?productId=1');
    const buy = await screen.findByRole('button', { name: '立即购买' });
    expect((buy as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1')}`);
  });

  it('lets an allowed user buy and shows the E-value balance', async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    const calls = api();
    const { router } = renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('可用E值')).toBeTruthy();
    expect(screen.getByText('2000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/submit?productId=1&productSpecsId=11&num=1'));
    expect(calls.find((c) => c.url.pathname.endsWith('getLoginInfo'))?.headers.get('login-token')).toBe('tok');
  });

  it('blocks a user over the purchase limit with the footer message', async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    api(goodsDetail({ userLimitFlag: true, userLimit: 2, userPurchasedNum: 2 }));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('限购2件,再爱也需克制')).toBeTruthy();
    expect((screen.getByRole('button', { name: '立即购买' }) as HTMLButtonElement).disabled).toBe(true);
    // The cart follows the same decision as buying.
    expect((screen.getByRole('button', { name: '加入购物车' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the upgrade-to-owner case enabled', async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    api(goodsDetail({ buyerType: 1 }), loginInfo({ isMaster: false }));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('升级为车主')).toBeTruthy();
    expect((screen.getByRole('button', { name: '立即购买' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the empty-SKU state for code 100027', async () => {
    mockApi(() => fail(100027, '商品规格为空'));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('商品规格为空')).toBeTruthy();
  });

  it('shows 商品不存在或已下架 for code 40401 and for a missing productId', async () => {
    mockApi(() => fail(40401, '商品不存在或已下架', 404));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
  });

  it('offers the way home, not a reload, when the goods is of another kind (40030)', async () => {
    mockApi(() => fail(40030, '商品类型与当前页面不符', 400));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('商品类型与当前页面不符')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('shows the server message and a retry for other failures', async () => {
    mockApi(() => fail(50000, '服务繁忙,请稍后再试', 500));
    renderRoute('/store/boutique/product?productId=1');
    expect(await screen.findByText('服务繁忙,请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('is reached from /product/detail with the query kept', async () => {
    api();
    const { router } = renderRoute('/product/detail?productId=1');
    expect(await screen.findByLabelText('¥1299.00')).toBeTruthy();
    expect(currentPath(router)).toBe('/store/boutique/product?productId=1');
  });
});
