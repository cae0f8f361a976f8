import { RESERVE_THROTTLE_MS, type CrowdfundInfo } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { goodsDetail, loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { LOVE_TIP_KEY } from '../hooks/use-love-toggle.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function preheat(): CrowdfundInfo {
  const now = Date.now();
  return {
    status: 2,
    crowdfundNo: 'CF-1',
    crowTarget: 0,
    targetType: 0,
    targetValue: 1_000_000,
    supportPersonCount: 0,
    crowdfundEdCount: 0,
    crowdfundStartMillisecond: now + 3 * 86_400_000,
    crowdfundEndMillisecond: now + 10 * 86_400_000,
    remainTime: 0,
    schedule: 0,
    appointmentStatus: 2,
    realityJoinPeople: 0,
    realityJoinPeopleTimes: 0,
    totalJoinPeople: 0,
    progress: 0,
    currentAmount: 0,
    currentQuantity: 0,
  };
}

function api(detail = goodsDetail(), more: (call: RecordedCall) => MockReply | null = () => null) {
  return mockApi(async (call) => {
    const extra = more(call);
    if (extra) return extra;
    const p = call.url.pathname;
    if (p === '/api-gateway/hermes/v2/goods/1') return ok(detail);
    if (p.endsWith('/getLoginInfo')) return ok(loginInfo({ isMaster: false }));
    if (p.endsWith('/loveUserCount')) return ok(5);
    return fail(40400, '请求的内容不存在', 404);
  });
}

const logIn = () => useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });

describe('product page interactions', () => {
  it('loves at once, settles on the answer and shows the reminder only the first time', async () => {
    logIn();
    const calls = api(goodsDetail(), (call) => (call.method === 'PUT' ? ok({ love: 1, loveUserCount: 9 }) : null));
    renderRoute('/store/boutique/product?productId=1');
    expect((await screen.findByTestId('love-count', {}, { timeout: 3000 })).textContent).toBe('0');
    await waitFor(() => expect(screen.getByTestId('love-count').textContent).toBe('5'));
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('9')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api-gateway/hermes/v1/love/goods/1')).toBe(true);
    expect(await screen.findByText('已加入收藏,可在「我的收藏」中查看')).toBeTruthy();
    expect(localStorage.getItem(LOVE_TIP_KEY)).toBe('1');
  });

  it('puts the heart back when loving fails', async () => {
    logIn();
    let release: (reply: MockReply) => void = () => undefined;
    api(goodsDetail(), (call) => (call.method === 'PUT' ? (new Promise<MockReply>((r) => (release = r)) as unknown as MockReply) : null));
    renderRoute('/store/boutique/product?productId=1');
    expect((await screen.findByTestId('love-count', {}, { timeout: 3000 })).textContent).toBe('0');
    await waitFor(() => expect(screen.getByTestId('love-count').textContent).toBe('5'));
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByText('6')).toBeTruthy();
    release(fail(50000, '服务繁忙,请稍后再试', 500));
    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
  });

  it('explains the upgrade to owner in a dialog', async () => {
    logIn();
    api(goodsDetail({ buyerType: 1 }));
    renderRoute('/store/boutique/product?productId=1');
    await screen.findByText('升级为车主');
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await screen.findByText(/认证车主/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByText(/认证车主/)).toBeNull(), { timeout: 3000 });
  });

  it('reserves once within a second, confirms before cancelling and toasts both', async () => {
    logIn();
    let status = 2;
    const calls = api(goodsDetail({ crowdfundFlag: true, crowdfundInfo: preheat() }), (call) => {
      const p = call.url.pathname;
      if (p.includes('/crowdfund-reservation/result/')) return ok({ crowdfundNo: 'CF-1', appointmentStatus: status, reservedCount: 0 });
      if (p.endsWith('/crowdfund-reservation/cancel')) return ok({ crowdfundNo: 'CF-1', appointmentStatus: (status = 2), reservedCount: 0 });
      if (p.endsWith('/crowdfund-reservation')) return ok({ crowdfundNo: 'CF-1', appointmentStatus: (status = 0), reservedCount: 1 });
      return null;
    });
    renderRoute('/store/boutique/product?productId=1');
    const remind = await screen.findByRole('button', { name: '预约提醒' });
    await userEvent.click(remind);
    await userEvent.click(remind);
    expect(await screen.findByText('预约成功')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/crowdfund-reservation')).length).toBe(1);
    expect(calls.find((c) => c.url.pathname.endsWith('/crowdfund-reservation'))?.body).toEqual({ crowdfundNo: 'CF-1' });
    expect(screen.queryByText('确定取消预约')).toBeNull();

    // The next tap comes after the throttle's second: the clock moves instead of the test sleeping.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RESERVE_THROTTLE_MS);

    await userEvent.click(await screen.findByRole('button', { name: '已预约' }));
    expect(await screen.findByText('确定取消预约')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('预约已取消')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '预约提醒' })).toBeTruthy();
    vi.useRealTimers();
  });
});
