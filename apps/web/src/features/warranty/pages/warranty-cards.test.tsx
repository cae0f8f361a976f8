import { WarrantyCardStatus, WarrantyClaimStatus, WarrantyFaultType, type WarrantyCardView } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { card } from '../test/warranty-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1/warranty';

const brief = (over: Partial<WarrantyCardView> = {}): WarrantyCardView => {
  const { claims: _claims, ...view } = card(over);
  return view;
};
const paged = (result: WarrantyCardView[], pageNo = 1, totalNum = result.length) => ({ pageNo, pageSize: 10, totalNum, result });

describe('我的保修', () => {
  it('sends a guest to login and back', async () => {
    const calls = mockApi(() => fail(40400, 'x', 404));
    const { router } = renderRoute('/order/warranty');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([]);
  });

  it('lists the cards with their status, period and days left, and opens one', async () => {
    const expired = brief({ cardId: '6', cardNo: 'WC20231127000000000006', goodsName: '氛围灯套件', status: WarrantyCardStatus.expired, statusText: '已过保', daysLeft: 0, canClaim: false });
    const calls = mockApi((call) => (call.url.pathname === `${API}/cards` ? ok(paged([brief({ openFaultTypes: [WarrantyFaultType.noCharge] }), expired])) : fail(40400, 'x', 404)));
    logInForTest();
    const { router } = renderRoute('/order/warranty');
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    const list = await screen.findByRole('list', { name: '我的保修' });
    const [active, old] = within(list).getAllByRole('listitem');
    expect(active?.textContent).toContain('WC20261127000000000005');
    expect(active?.textContent).toContain('保修中');
    expect(active?.textContent).toContain('2026-11-20 至 2029-11-19');
    expect(active?.textContent).toContain('剩余1089天');
    expect(active?.textContent).toContain('处理中');
    expect(old?.textContent).toContain('已过保');
    expect(old?.textContent).not.toContain('剩余');
    expect(calls[0]?.url.searchParams.get('orderId')).toBeNull();
    await userEvent.click(within(list).getByRole('link', { name: /曜川家用充电桩/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/warranty-detail?cardId=5'));
  });

  it('narrows to one order with ?orderId=', async () => {
    const calls = mockApi((call) => (call.url.pathname === `${API}/cards` ? ok(paged([brief()])) : fail(40400, 'x', 404)));
    logInForTest();
    renderRoute('/order/warranty?orderId=11');
    await screen.findByRole('list', { name: '我的保修' });
    expect(calls[0]?.url.searchParams.get('orderId')).toBe('11');
  });

  it('says when there is no card and leads to the orders', async () => {
    mockApi((call) => (call.url.pathname === `${API}/cards` ? ok(paged([])) : fail(40400, 'x', 404)));
    logInForTest();
    const { router } = renderRoute('/order/warranty');
    expect(await screen.findByRole('heading', { name: '暂无保修卡' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
  });

  it('shows a failed read with a retry', async () => {
    let failures = 1;
    mockApi((call) => {
      if (call.url.pathname !== `${API}/cards`) return fail(40400, 'x', 404);
      return failures-- > 0 ? fail(50000, '服务繁忙,请稍后再试', 500) : ok(paged([brief()]));
    });
    logInForTest();
    renderRoute('/order/warranty');
    expect(await screen.findByRole('heading', { name: '服务繁忙,请稍后再试' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('list', { name: '我的保修' })).toBeTruthy();
  });
});

describe('保修卡', () => {
  it('shows the card — cover, period, serial, VIN, store — its claims, and opens the claim form', async () => {
    const detail = card({
      serialNo: null,
      claims: [{ claimId: '9', claimNo: 'WR20261127000000000009', faultType: WarrantyFaultType.noCharge, faultTypeText: '无法充电', status: WarrantyClaimStatus.scheduled, statusText: '已预约', createdAt: '2026-11-27T02:00:00.000Z' }],
    });
    mockApi((call) => (call.url.pathname === `${API}/cards/5` ? ok(detail) : fail(40400, 'x', 404)));
    logInForTest();
    const { router } = renderRoute('/order/warranty-detail?cardId=5');
    const hero = await screen.findByRole('region', { name: '保修卡' });
    expect(hero.textContent).toContain('剩余1089天');
    expect(hero.textContent).toContain('36个月');
    const goods = screen.getByRole('region', { name: '曜川家用充电桩 11kW' });
    expect(goods.textContent).toContain('待录入');
    expect(goods.textContent).toContain('LYC0ES9A0R1000001');
    expect(goods.textContent).toContain('曜川汽车 上海浦东用户中心');
    expect(within(goods).getByRole('link', { name: 'E202611250001' }).getAttribute('href')).toBe('/order/detail?orderId=11');
    expect(screen.getByRole('region', { name: '保修范围' }).textContent).toContain('充电模块、控制主板');
    const claims = screen.getByRole('region', { name: '保修记录' });
    expect(within(claims).getByRole('link', { name: /无法充电/ }).getAttribute('href')).toBe('/order/warranty-claim?id=9');
    expect(claims.textContent).toContain('已预约');
    await userEvent.click(screen.getByRole('button', { name: '申请保修' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/apply-warranty?cardId=5'));
  });

  it('past its period: 申请保修 is off, the reason and the paid-repair hotline are shown', async () => {
    const reason = '已过保修期,如需维修请拨打付费维修热线 400-820-1077';
    mockApi((call) =>
      call.url.pathname === `${API}/cards/5`
        ? ok(card({ status: WarrantyCardStatus.expired, statusText: '已过保', daysLeft: 0, canClaim: false, cannotClaimReason: reason }))
        : fail(40400, 'x', 404),
    );
    logInForTest();
    renderRoute('/order/warranty-detail?cardId=5');
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByRole('button', { name: '申请保修' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(reason);
    expect(within(screen.getByRole('note')).getByRole('link', { name: '400-820-1077' }).getAttribute('href')).toBe('tel:4008201077');
    expect(screen.getByRole('region', { name: '保修卡' }).textContent).not.toContain('剩余');
    expect(screen.getByRole('region', { name: '保修记录' }).textContent).toContain('暂无保修记录');
  });

  it('another user\'s or an unknown card is 保修卡不存在, with the way to 我的保修', async () => {
    mockApi(() => fail(40426, '保修卡不存在', 404));
    logInForTest();
    const { router } = renderRoute('/order/warranty-detail?cardId=77');
    expect(await screen.findByRole('heading', { name: '保修卡不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我的保修' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/warranty'));
  });

  it('a card id that is no id asks nothing', async () => {
    const calls = mockApi(() => fail(40400, 'x', 404));
    logInForTest();
    renderRoute('/order/warranty-detail?cardId=abc');
    expect(await screen.findByRole('heading', { name: '保修卡不存在' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
