import { ErrorCode, OrderListTab, Paths, RightsStatus, type OrderUrlConfig, type UserRight } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const api = (path: string): string => `/api-gateway${path}`;

const bar = (counts: Partial<Record<OrderListTab, number>>): OrderUrlConfig[] =>
  (
    [
      ['全部订单', OrderListTab.all],
      ['待付款', OrderListTab.waitPay],
      ['待发货', OrderListTab.waitSend],
      ['待收货', OrderListTab.waitReceive],
      ['待评价', OrderListTab.waitAppraise],
      ['退款/售后', OrderListTab.afterSales],
    ] as const
  ).map(([title, tab]) => ({ title, tab, url: `/order/list?status=${tab}`, iconUrl: '', count: counts[tab] ?? 0 }));

const right = (name: string, id: string): UserRight => ({
  rightsAccountId: id,
  cardId: `c${id}`,
  cardName: name,
  cardType: 'enoughLess',
  rightsType: 1,
  eachReduction: 2000,
  discountRatio: 0,
  useCondition: 20000,
  useConditionName: '满200元可用',
  validTimeStr: '2026.11.01-2026.12.31',
  status: RightsStatus.enable,
  claimedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-12-31T00:00:00.000Z',
  pictureUrl: '',
  desc: '',
});

interface Replies {
  info?: () => MockReply;
  bar?: () => MockReply;
}

function mineApi(replies: Replies = {}): RecordedCall[] {
  return mockApi((call) => {
    switch (call.url.pathname) {
      case api(Paths.loginInfo):
        return replies.info?.() ?? ok(loginInfo({ pointsBalance: 50000 }));
      case api(Paths.orderUrlList):
        return replies.bar?.() ?? ok(bar({ waitPay: 2, waitSend: 1 }));
      case api(Paths.rights):
        return ok({ pageNo: 1, pageSize: 3, totalNum: 5, result: [right('满200减20', '1'), right('精致洗车抵扣券', '2'), right('新人专享券', '3')] });
      case api(Paths.imHotline):
        return ok({ agentPhone: '400-820-6688', description: '服务时间 9:00-21:00' });
      case api(Paths.logout):
        return ok(null);
      default:
        return fail(40400, '请求的内容不存在', 404);
    }
  });
}

describe('/store/mine', () => {
  it('sends a guest to login and back', async () => {
    mineApi();
    const { router } = renderRoute('/store/mine');
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirectUrl=%2Fstore%2Fmine'));
  });

  it('shows the masked phone, the E-value, the order tabs with counts, the rights and the services', async () => {
    logInForTest();
    const calls = mineApi();
    renderRoute('/store/mine');
    expect(await screen.findByText('138****0001')).toBeTruthy();
    expect(screen.getByRole('group', { name: '我的E值 50000' })).toBeTruthy();
    const orders = screen.getByRole('region', { name: '我的订单' });
    expect(within(orders).getByRole('link', { name: '待付款 2' }).getAttribute('href')).toBe('/order/list?status=waitPay');
    expect(within(orders).getByRole('link', { name: '待发货 1' })).toBeTruthy();
    expect(within(orders).getByRole('link', { name: '待收货' })).toBeTruthy();
    expect(within(orders).getByRole('link', { name: '退款/售后' })).toBeTruthy();
    expect(within(orders).getByRole('link', { name: '全部订单' }).getAttribute('href')).toBe('/order/list?status=all');
    const rights = screen.getByRole('region', { name: '优惠券与权益' });
    expect(await within(rights).findByText('满200减20')).toBeTruthy();
    expect(within(rights).getByText('共 5 张可用')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === api(Paths.rights))!.url.searchParams.get('status')).toBe(String(RightsStatus.enable));
    const services = screen.getByRole('region', { name: '我的服务' });
    expect(within(services).getByRole('link', { name: '收货地址' }).getAttribute('href')).toBe('/address/unselectlist');
    expect(within(services).getByRole('link', { name: '我的收藏' }).getAttribute('href')).toBe('/store/favor/list');
    expect(within(services).getByRole('link', { name: '我的保修' }).getAttribute('href')).toBe('/order/warranty');
    expect((await within(services).findByRole('link', { name: /客服热线/ })).getAttribute('href')).toBe('tel:4008206688');
  });

  it('shows a skeleton while loading', async () => {
    logInForTest();
    mockApi(() => new Promise<MockReply>(() => undefined));
    renderRoute('/store/mine');
    expect(await screen.findByTestId('mine-skeleton')).toBeTruthy();
  });

  it('offers 重新加载 when the page fails to load, and shows it once it does', async () => {
    logInForTest();
    let failing = true;
    mineApi({ bar: () => (failing ? fail(ErrorCode.INTERNAL, '服务繁忙,请稍后再试', 500) : ok(bar({}))) });
    renderRoute('/store/mine');
    expect(await screen.findByRole('heading', { name: '加载失败' }, { timeout: 10_000 })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '我的订单' })).toBeTruthy();
  });

  it('logs out after confirming, back to the shop home', async () => {
    logInForTest();
    const calls = mineApi();
    const { router } = renderRoute('/store/mine');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
    expect(calls.some((c) => c.url.pathname === api(Paths.logout))).toBe(true);
    expect(useSession.getState().token).toBeNull();
  });
});
