import { ErrorCode, PayResultAction, PayStatus, TradeStatus, Paths } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast.ts';
import { replaceLocation } from '../../../platform/location.ts';
import { fail } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { callsTo, CASH_FLOW_NO, mockPayApi, ORDER_ID, ORDER_NO, OUT_TRADE_NO, resultConfig, tradeResult } from '../test/fake-pay-api.ts';
import { spyOnLocation, spyOnToast } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
  spyOnLocation('replaceLocation');
});

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const RESULT = `/pay/result?orderNo=${ORDER_NO}`;
const hero = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  logInForTest();
});

describe('/pay/result', () => {
  it('shows 支付成功, the amount, the E-value earned (once), the server’s texts and buttons, and the payment', async () => {
    const calls = mockPayApi({ resultConfig: resultConfig({ texts: ['本单获得249E值', '我们将尽快为您发货'] }) });
    const { router } = renderRoute(RESULT);
    const success = await hero('支付成功');
    expect(within(success).getByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(within(success).getByTestId('result-amount').textContent).toBe('¥249.00');
    expect(within(success).getByText('本单获得249E值')).toBeTruthy();
    expect(await screen.findByText('我们将尽快为您发货')).toBeTruthy();
    expect(screen.getAllByText('本单获得249E值')).toHaveLength(1);
    expect(screen.getByText('微信支付')).toBeTruthy();
    expect(screen.getByText('2026-11-22 10:05:09')).toBeTruthy();
    expect(callsTo(calls, Paths.payResultConfig)[0]?.url.searchParams.get('businessId')).toBe(ORDER_NO);

    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/detail?orderId=${ORDER_ID}`));
  });

  it('leads 查看支付凭证 to the receipt', async () => {
    mockPayApi();
    const { router } = renderRoute(RESULT);
    await hero('支付成功');
    await userEvent.click(screen.getByRole('button', { name: '查看支付凭证' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/receipt?cashFlowNo=${CASH_FLOW_NO}`));
  });

  it('leads 继续逛逛 to the shop home, in place of the result', async () => {
    mockPayApi();
    const { router } = renderRoute(RESULT);
    await hero('支付成功');
    await userEvent.click(await screen.findByRole('button', { name: '继续逛逛' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks again while the payment is in progress and shows the success when it lands', async () => {
    let asked = 0;
    const calls = mockPayApi({
      tradeResult: () => (++asked < 3 ? tradeResult({ tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing, paidAt: null }) : tradeResult()),
      resultConfig: () => (asked < 3 ? resultConfig({ title: '支付处理中', payStatus: PayStatus.dealing, texts: [], buttons: [] }) : resultConfig()),
    });
    renderRoute(RESULT);
    expect(await hero('支付处理中')).toBeTruthy();
    expect(screen.getByText('正在查询支付结果…')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '支付成功' }, { timeout: 6_000 })).toBeTruthy();
    expect(callsTo(calls, Paths.tradeResult.slice(0, -4)).length).toBe(3);
  }, 10_000);

  it('offers 重新支付 back to the cashier when the payment failed', async () => {
    mockPayApi({
      tradeResult: tradeResult({ tradeStatus: TradeStatus.failed, payStatus: PayStatus.close, paidAt: null, pointsEarned: 0 }),
      resultConfig: fail(ErrorCode.INTERNAL, '服务繁忙'),
    });
    const { router } = renderRoute(RESULT);
    expect(await hero('支付失败')).toBeTruthy();
    expect(await screen.findByText('支付未完成,您可返回重新支付')).toBeTruthy();
    expect(screen.queryByText(/E值$/)).toBeNull();
    // Without the server's config the page still offers the way on.
    await userEvent.click(await screen.findByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/cashier?orderNo=${ORDER_NO}`));
  });

  it('uses the server’s buttons, whatever they do', async () => {
    mockPayApi({ resultConfig: resultConfig({ buttons: [{ text: '全部订单', action: PayResultAction.orderList, primary: true }] }) });
    const { router } = renderRoute(RESULT);
    await userEvent.click(await screen.findByRole('button', { name: '全部订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/list?status=all'));
  });

  it('shows the refusal for another user’s or an unknown order', async () => {
    mockPayApi({ tradeResult: fail(ErrorCode.ORDER_NOT_FOUND, '订单不存在', 404) });
    renderRoute(RESULT);
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
  });
});

describe('the other result pages', () => {
  it('/pay/e-result reads the order’s pay result and shows the E-value paid', async () => {
    const calls = mockPayApi({ orderPayResult: tradeResult({ payAmount: 0, payIntegral: 1200, channel: null, cashFlowNo: null, pointsEarned: 0 }) });
    renderRoute(`/pay/e-result?orderNo=${ORDER_NO}`);
    const success = await hero('支付成功');
    expect(within(success).getByText('1200 E值')).toBeTruthy();
    expect(within(success).getByText('E值支付')).toBeTruthy();
    expect(within(success).queryByTestId('result-amount')).toBeNull();
    expect(callsTo(calls, '/hermes/v2/orders/pay-result/')).toHaveLength(1);
  });

  it('/pay/coupon-result says the coupon paid it all', async () => {
    mockPayApi({ orderPayResult: tradeResult({ payAmount: 0, payIntegral: 0, channel: null, cashFlowNo: null, pointsEarned: 0 }) });
    renderRoute(`/pay/coupon-result?orderNo=${ORDER_NO}`);
    const success = await hero('支付成功');
    expect(within(success).getByTestId('result-amount').textContent).toBe('¥0.00');
    expect(within(success).getByText('优惠券已全额抵扣')).toBeTruthy();
  });

  it('/pay/public-pay-result shows a messenger payment', async () => {
    mockPayApi();
    renderRoute(`/pay/public-pay-result?orderNo=${ORDER_NO}`);
    expect(await hero('支付成功')).toBeTruthy();
  });
});

describe('/pay/receipt', () => {
  it('shows one payment with its numbers copyable', async () => {
    const calls = mockPayApi();
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoute(`/pay/receipt?cashFlowNo=${CASH_FLOW_NO}`);
    const receipt = await screen.findByRole('article', { name: '支付凭证' });
    expect(callsTo(calls, Paths.queryPayResult)[0]?.url.searchParams.get('cashFlowNo')).toBe(CASH_FLOW_NO);
    expect(within(receipt).getByText('¥249.00')).toBeTruthy();
    expect(within(receipt).getByText('微信支付')).toBeTruthy();
    expect(within(receipt).getByText(CASH_FLOW_NO)).toBeTruthy();
    await userEvent.click(within(receipt).getByRole('button', { name: '复制交易流水号' }));
    expect(writeText).toHaveBeenCalledWith(CASH_FLOW_NO);
    expect(showToast).toHaveBeenCalledWith('复制成功');
  });
});

describe('/payTransfer', () => {
  it('finds the payment of out_trade_no and takes its place with frontData.resultUrl', async () => {
    const calls = mockPayApi();
    const { router } = renderRoute(`/payTransfer?out_trade_no=${OUT_TRADE_NO}`);
    await waitFor(() => expect(currentPath(router)).toBe(RESULT));
    expect(callsTo(calls, Paths.payResultByOutTradeNo)[0]?.url.searchParams.get('out_trade_no')).toBe(OUT_TRADE_NO);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves for a brand-domain resultUrl by a page load in its place', async () => {
    mockPayApi({ outTrade: { frontData: JSON.stringify({ resultUrl: 'https://m.yaochuan.example/paid' }), cashFlowNo: CASH_FLOW_NO } });
    renderRoute(`/payTransfer?out_trade_no=${OUT_TRADE_NO}`);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://m.yaochuan.example/paid'));
  });

  it('never follows a foreign or missing resultUrl: the payment’s receipt instead', async () => {
    mockPayApi({ outTrade: { frontData: JSON.stringify({ resultUrl: 'https://evil.example/' }), cashFlowNo: CASH_FLOW_NO } });
    const { router } = renderRoute(`/payTransfer?out_trade_no=${OUT_TRADE_NO}`);
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/receipt?cashFlowNo=${CASH_FLOW_NO}`));
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('shows an unknown out_trade_no with a way to the orders', async () => {
    mockPayApi({ outTrade: fail(ErrorCode.ORDER_NOT_FOUND, '订单不存在', 404) });
    const { router } = renderRoute(`/payTransfer?out_trade_no=PT00000000000000000000`);
    expect(await screen.findByRole('heading', { name: '未找到该笔支付' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看全部订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/list?status=all'));
  });

  it('without out_trade_no asks nothing', async () => {
    const calls = mockPayApi();
    renderRoute('/payTransfer');
    expect(await screen.findByRole('heading', { name: '未找到该笔支付' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('/pay/alipay-sign', () => {
  it('explains password-free payment without asking the server', async () => {
    const calls = mockPayApi();
    renderRoute('/pay/alipay-sign');
    expect(await screen.findByRole('heading', { level: 1, name: '支付宝免密支付' })).toBeTruthy();
    for (const title of ['什么是免密支付', '扣款规则', '如何关闭', '安全保障']) expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
