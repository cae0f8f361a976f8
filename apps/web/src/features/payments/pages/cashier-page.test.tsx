import { CashierChannel, ErrorCode, Paths, PayTerminalType, ShopOrderStatus } from '@emall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation, replaceLocation } from '../../../platform/location.ts';
import { resetPlatformForTests } from '../../../platform/platform.ts';
import { fail, ok, type MockReply } from '../../../test/mock-api.ts';
import { UA } from '../../../test/platform-host.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { allWays, callsTo, countdown, GATEWAY_URL, mockPayApi, ORDER_ID, ORDER_NO, payWays } from '../test/fake-pay-api.ts';
import { writeLastPayWay } from '../utils/last-pay-way.ts';
import { settledDialog } from '../../../test/dialog.ts';
import { spyOnLocation } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnLocation('assignLocation');
  spyOnLocation('replaceLocation');
});

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const CASHIER = `/pay/cashier?orderNo=${ORDER_NO}&tradeScene=SHOP`;
const payButton = async (): Promise<HTMLButtonElement> => (await screen.findByRole('button', { name: /^确认支付 ¥/ })) as HTMLButtonElement;
const way = (name: string): HTMLElement => screen.getByRole('radio', { name });
const createCalls = (calls: ReturnType<typeof mockPayApi>) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  resetPlatformForTests();
  logInForTest();
});

describe('/pay/cashier', () => {
  it('shows the amount, the ticking time left and the ways with the recommended one chosen, then opens the gateway', async () => {
    const calls = mockPayApi({ countdown: countdown({ remainSeconds: 1799 }) });
    renderRoute(CASHIER);
    expect((await payButton()).textContent).toBe('确认支付 ¥249.00');
    expect(screen.getByTestId('cashier-amount').textContent).toBe('¥249.00');
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('29:59'));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('29:58'), { timeout: 2_500 });
    expect(way('微信支付').getAttribute('aria-checked')).toBe('true');
    expect(within(way('微信支付')).getByText('推荐')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['微信支付', '支付宝', '云闪付', '工商银行', '银行转账']);
    // A browser is OUT_H5: pay-config asks for it and the payment goes through b2c-online.
    expect(callsTo(calls, '/pay-config')[0]?.url.searchParams.get('terminalType')).toBe(PayTerminalType.OUT_H5);

    await userEvent.click(await payButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(GATEWAY_URL));
    const [create] = createCalls(calls);
    expect(create?.url.pathname).toBe(`/api-gateway${Paths.icbcB2cOnlineV2}`);
    expect(create?.body).toEqual({ orderNo: ORDER_NO, channel: CashierChannel.WechatPay, resultUrl: `/pay/result?orderNo=${ORDER_NO}` });
  });

  it('pays with the way picked; a way the server disables cannot be picked', async () => {
    const ways = allWays().map((w) => (w.channel === CashierChannel.UnionPay ? { ...w, enabled: false } : w));
    const calls = mockPayApi({ payWay: payWays({ ways }) });
    renderRoute(CASHIER);
    await payButton();
    expect((way('云闪付') as HTMLButtonElement).disabled).toBe(true);
    expect(within(way('云闪付')).getByText('暂不可用')).toBeTruthy();
    await userEvent.click(way('支付宝'));
    expect(way('支付宝').getAttribute('aria-checked')).toBe('true');
    expect(way('微信支付').getAttribute('aria-checked')).toBe('false');
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0]?.body).toMatchObject({ channel: CashierChannel.Alipay });
  });

  it('keeps the button busy while the payment is made, so a second tap makes no second payment', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    const calls = mockPayApi({ create: () => new Promise<MockReply>((resolve) => (release = resolve)) });
    renderRoute(CASHIER);
    const button = await payButton();
    await userEvent.click(button);
    const busy = await screen.findByRole('button', { name: '正在发起支付…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((way('支付宝') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(busy);
    expect(createCalls(calls)).toHaveLength(1);
    act(() => release(ok({ payUrl: GATEWAY_URL })));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    // Leaving for the gateway: still busy until the page is gone.
    expect(((await screen.findByRole('button', { name: '正在发起支付…' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is ready again when the server refuses the payment (the wrapper toasts why)', async () => {
    const calls = mockPayApi({ create: fail(ErrorCode.PAY_CHANNEL_UNAVAILABLE, '该支付方式暂不可用,请选择其他支付方式') });
    renderRoute(CASHIER);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    await waitFor(async () => expect((await payButton()).disabled).toBe(false));
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('goes to the transfer page for a bank transfer', async () => {
    const calls = mockPayApi();
    const { router } = renderRoute(CASHIER);
    await payButton();
    await userEvent.click(way('银行转账'));
    await userEvent.click(await payButton());
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/transfer-info?orderNo=${ORDER_NO}`));
    expect(createCalls(calls)).toHaveLength(0);
  });

  it('pays inside the messenger as H5 through h5-pay, returning to the public pay result', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.messenger);
    resetPlatformForTests();
    const calls = mockPayApi();
    renderRoute(CASHIER);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(callsTo(calls, '/pay-config')[0]?.url.searchParams.get('terminalType')).toBe(PayTerminalType.H5);
    expect(createCalls(calls)[0]?.url.pathname).toBe(`/api-gateway${Paths.icbcH5PayV2}`);
    expect(createCalls(calls)[0]?.body).toMatchObject({ resultUrl: `/pay/public-pay-result?orderNo=${ORDER_NO}` });
  });

  it('pays WeChat Pay inside the messenger through WeixinJSBridge with the signed params, then opens the result; a cancel stays', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.messenger);
    resetPlatformForTests();
    const jsapi = { appId: 'wx0123456789abcdef', timeStamp: '1795000000', nonceStr: 'N0NCE', package: 'prepay_id=wx2014', signType: 'RSA' as const, paySign: 'c2lnbg==' };
    const resultUrl = `https://shop.yaochuan.example/payTransfer?out_trade_no=PT1`;
    const answers = ['get_brand_wcpay_request:cancel', 'get_brand_wcpay_request:ok'];
    const invoke = vi.fn((_name: string, _params: unknown, callback: (res: { err_msg: string }) => void) => callback({ err_msg: answers.shift()! }));
    Object.assign(window, { WeixinJSBridge: { invoke } });
    try {
      const calls = mockPayApi({ create: { payUrl: resultUrl, jsapi } });
      renderRoute(CASHIER);
      await userEvent.click(await payButton());
      await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function));
      expect(assignLocation).not.toHaveBeenCalled();
      // Cancelled in the messenger's sheet: the cashier is ready again, and paying again pays.
      await waitFor(async () => expect((await payButton()).disabled).toBe(false));
      await userEvent.click(await payButton());
      await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(resultUrl));
      expect(createCalls(calls)).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(window, 'WeixinJSBridge');
    }
  });
});

describe('the cashier query (§2) and the redirect check (§5)', () => {
  it('passes an allowed resultUrl on to the payment', async () => {
    const calls = mockPayApi();
    renderRoute(`${CASHIER}&resultUrl=${encodeURIComponent('/order/detail?orderId=41')}`);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)[0]?.body).toMatchObject({ resultUrl: '/order/detail?orderId=41' }));
  });

  it('passes a resultUrl on a brand domain on as it is', async () => {
    const calls = mockPayApi();
    renderRoute(`${CASHIER}&resultUrl=${encodeURIComponent('https://m.yaochuan.example/done')}`);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)[0]?.body).toMatchObject({ resultUrl: 'https://m.yaochuan.example/done' }));
  });

  it('drops a foreign resultUrl for the shop’s own result page', async () => {
    const calls = mockPayApi();
    renderRoute(`${CASHIER}&resultUrl=${encodeURIComponent('https://evil.example/phish')}`);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)[0]?.body).toMatchObject({ resultUrl: `/pay/result?orderNo=${ORDER_NO}` }));
  });

  it('without an orderNo has nothing to pay', async () => {
    const calls = mockPayApi();
    renderRoute('/pay/cashier?tradeScene=SHOP');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a guest to login and back to the cashier', async () => {
    const { useSession } = await import('../../../lib/session.ts');
    useSession.getState().clearSession();
    mockPayApi();
    const { router } = renderRoute(CASHIER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(CASHIER)}`);
  });
});

describe('leaving the cashier', () => {
  it('asks first; 继续支付 stays, 确认离开 goes to the order, which is kept', async () => {
    mockPayApi();
    const { router } = renderRoute(CASHIER);
    await payButton();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    const dialog = await settledDialog();
    expect(within(dialog).getByText('确认离开收银台?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath(router)).toBe(CASHIER);

    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '确认离开' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/detail?orderId=${ORDER_ID}`));
  });

  it('goes to an allowed interceptUrl instead', async () => {
    mockPayApi();
    const { router } = renderRoute(`${CASHIER}&interceptUrl=${encodeURIComponent('/store/cart')}`);
    await payButton();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '确认离开' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/cart'));
  });

  it('ignores a foreign interceptUrl', async () => {
    mockPayApi();
    const { router } = renderRoute(`${CASHIER}&interceptUrl=${encodeURIComponent('https://evil.example/')}`);
    await payButton();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '确认离开' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/detail?orderId=${ORDER_ID}`));
    expect(assignLocation).not.toHaveBeenCalled();
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});

describe('the countdown running out', () => {
  it('asks the server again at zero, which closes the order, and says the order is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    let asked = 0;
    const calls = mockPayApi({
      countdown: () => (++asked === 1 ? countdown({ remainSeconds: 2 }) : countdown({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close })),
    });
    const { router } = renderRoute(CASHIER);
    await payButton();
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('00:02'));
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toContain('00:01');
    await act(async () => vi.advanceTimersByTime(1_100));
    expect(await screen.findByRole('heading', { name: '订单已超时,请重新下单' })).toBeTruthy();
    expect(callsTo(calls, '/pay-countdown/')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/detail?orderId=${ORDER_ID}`));
  });

  it('goes to an allowed timeoutUrl at zero', async () => {
    mockPayApi({ countdown: countdown({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close }) });
    const { router } = renderRoute(`${CASHIER}&timeoutUrl=${encodeURIComponent('/store/home/shop?from=timeout')}`);
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop?from=timeout'));
  });

  it('leaves for a brand-domain timeoutUrl by a page load, and never for a foreign one', async () => {
    mockPayApi({ countdown: countdown({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close }) });
    renderRoute(`${CASHIER}&timeoutUrl=${encodeURIComponent('https://m.yaochuan.example/timeout')}`);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.yaochuan.example/timeout'));
  });

  it('shows the closed order when the timeoutUrl is foreign', async () => {
    mockPayApi({ countdown: countdown({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close }) });
    renderRoute(`${CASHIER}&timeoutUrl=${encodeURIComponent('https://evil.example/')}`);
    expect(await screen.findByRole('heading', { name: '订单已超时,请重新下单' })).toBeTruthy();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('shows the closed order when paying finds it closed', async () => {
    let closed = false;
    mockPayApi({
      countdown: () => (closed ? countdown({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close }) : countdown()),
      create: () => {
        closed = true;
        return fail(ErrorCode.ORDER_CLOSED, '订单已关闭,请重新下单');
      },
    });
    renderRoute(CASHIER);
    await userEvent.click(await payButton());
    expect(await screen.findByRole('heading', { name: '订单已超时,请重新下单' })).toBeTruthy();
  });

  it('goes to the result when the order was paid meanwhile', async () => {
    mockPayApi({ countdown: countdown({ remainSeconds: 0, status: ShopOrderStatus.waitSend }) });
    const { router } = renderRoute(CASHIER);
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/result?orderNo=${ORDER_NO}`));
  });
});

describe('/pay/speedy-cashier', () => {
  it('shows only the shopper’s last way, chosen, and the others on request', async () => {
    writeLastPayWay(CashierChannel.Alipay);
    const calls = mockPayApi();
    renderRoute(`/pay/speedy-cashier?orderNo=${ORDER_NO}`);
    await payButton();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['支付宝']);
    expect(way('支付宝').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '更换支付方式' }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(await payButton());
    await waitFor(() => expect(createCalls(calls)[0]?.body).toMatchObject({ channel: CashierChannel.Alipay }));
  });

  it('without a last way takes the first that pays at once, never the bank transfer', async () => {
    const transferFirst = [...allWays()].reverse();
    mockPayApi({ payConfig: { channels: transferFirst } });
    renderRoute(`/pay/speedy-cashier?orderNo=${ORDER_NO}`);
    await payButton();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['工商银行']);
  });
});
