import { Paths, TradeOrderStatus } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast.ts';
import { assignLocation } from '../../../platform/location.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { callsTo, CASH_FLOW_NO, mockPayApi, ORDER_NO, transferInfo } from '../test/fake-pay-api.ts';
import { spyOnLocation, spyOnToast } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
  spyOnLocation('assignLocation');
});

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const TRANSFER = `/pay/transfer-info?orderNo=${ORDER_NO}`;

function stubClipboard(writeText = vi.fn(async (_text: string) => undefined)) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

beforeEach(() => {
  logInForTest();
});

describe('/pay/transfer-info', () => {
  it('shows the amount, the receiving account and the account lifetime from getOrCreate', async () => {
    const calls = mockPayApi();
    renderRoute(TRANSFER);
    const account = await screen.findByRole('region', { name: '收款账户' });
    expect(callsTo(calls, Paths.transferGetOrCreate)[0]?.url.searchParams.get('orderNo')).toBe(ORDER_NO);
    expect(screen.getByRole('region', { name: '转账金额' }).textContent).toContain('249.00');
    expect(within(account).getByText('曜川汽车销售服务有限公司')).toBeTruthy();
    expect(within(account).getByText('6222 0202 0011 2233 445')).toBeTruthy();
    expect(within(account).getByText('中国工商银行上海张江支行')).toBeTruthy();
    expect(within(account).getByText('该收款账号3天后将重新生成,请在有效期内完成转账')).toBeTruthy();
    expect(screen.getByText('请于 2026-11-25 10:00:00 前完成转账')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '模拟银行到账(开发环境)' })).toBeNull();
  });

  it('copies each field as it is (the account without its spaces) and says 复制成功', async () => {
    mockPayApi();
    const writeText = stubClipboard();
    renderRoute(TRANSFER);
    await userEvent.click(await screen.findByRole('button', { name: '复制收款账号' }));
    await userEvent.click(screen.getByRole('button', { name: '复制收款户名' }));
    await userEvent.click(screen.getByRole('button', { name: '复制开户银行' }));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual(['6222020200112233445', '曜川汽车销售服务有限公司', '中国工商银行上海张江支行']);
    expect(vi.mocked(showToast).mock.calls.map(([text]) => text)).toEqual(['复制成功', '复制成功', '复制成功']);
  });

  it('says the copy failed when the field is empty (§5)', async () => {
    mockPayApi({ transfer: transferInfo({ bankDeposit: '' }) });
    const writeText = stubClipboard();
    renderRoute(TRANSFER);
    await userEvent.click(await screen.findByRole('button', { name: '复制开户银行' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith('复制失败');
  });

  it.each([
    ['finished', TradeOrderStatus.finish],
    ['closed', TradeOrderStatus.close],
  ])('toasts 订单状态异常！ and leaves when the transfer is %s (§4)', async (_name, tradeOrderStatus) => {
    mockPayApi({ transfer: transferInfo({ tradeOrderStatus, cashFlowNo: null, expireTime: null }) });
    const { router } = renderRoute(TRANSFER);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('订单状态异常！', undefined, { keepOnLeave: true }));
    // Opened directly (no page to go back to): the order list.
    await waitFor(() => expect(currentPath(router)).toBe('/order/list?status=all'));
    expect(screen.queryByRole('region', { name: '收款账户' })).toBeNull();
  });

  it('goes back one page when there is one', async () => {
    mockPayApi({ transfer: transferInfo({ tradeOrderStatus: TradeOrderStatus.close }) });
    window.history.replaceState({ idx: 1 }, '');
    const { router } = renderRoute('/store/home/shop');
    await router.navigate(TRANSFER);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('订单状态异常！', undefined, { keepOnLeave: true }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
    window.history.replaceState(null, '');
  });

  it('offers the sandbox gateway that plays the money arriving, in development', async () => {
    mockPayApi({ transfer: transferInfo({ sandboxPayUrl: `/api-gateway/hermes/v1/view/pay/sandbox/gateway?cashFlowNo=${CASH_FLOW_NO}` }) });
    renderRoute(TRANSFER);
    await userEvent.click(await screen.findByRole('button', { name: '模拟银行到账(开发环境)' }));
    expect(assignLocation).toHaveBeenCalledWith(`/api-gateway/hermes/v1/view/pay/sandbox/gateway?cashFlowNo=${CASH_FLOW_NO}`);
  });

  it('leads to the pay result after the transfer', async () => {
    mockPayApi();
    const { router } = renderRoute(TRANSFER);
    await userEvent.click(await screen.findByRole('button', { name: '我已完成转账' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/result?orderNo=${ORDER_NO}`));
  });

  it('shows the server’s refusal for another user’s or an unknown order', async () => {
    mockPayApi({ transfer: { status: 404, body: { code: 40413, message: '订单不存在', result: null } } });
    renderRoute(TRANSFER);
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看全部订单' })).toBeTruthy();
  });
});
