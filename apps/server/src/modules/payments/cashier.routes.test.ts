import {
  API_BASE,
  CashierChannel,
  ErrorCode,
  fillPath,
  PAY_TIMEOUT_MINUTES,
  PAY_TRANSFER_ROUTE,
  PayResultAction,
  PayRoute,
  PayStatus,
  Paths,
  PayTerminalType,
  ShopOrderStatus,
  TradeStatus,
  type PayConfig,
  type PayCountdown,
  type PayResult,
  type PayResultConfig,
  type PayWays,
  type TradeResult,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../../test/goods.ts';
import { orderRow, paymentsOf, payOrder, placeOrder, startPayment } from '../../test/payments.ts';
import { stockOf } from '../../test/orders.ts';
import { balanceAndLedger, newUser } from '../../test/storefront.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../../config.ts';

const MINUTE_MS = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

const get = <T>(path: string, token: string | null) => call<T>(app, 'GET', path, { token });

describe('the cashier', () => {
  it('lists the ways to pay an order by orderNo or order id, and each terminal’s (no Alipay inside the messenger)', async () => {
    const placed = await placeOrder(app);
    const byNo = await get<PayWays>(fillPath(Paths.payWay, { id: placed.orderNo }), placed.user.token);
    expect(byNo.code, byNo.body).toBe(0);
    expect(byNo.result).toMatchObject({ orderNo: placed.orderNo, payAmount: placed.payAmount, remainSeconds: PAY_TIMEOUT_MINUTES * 60 });
    expect(byNo.result.ways.map((w) => [w.channel, w.name, w.enabled])).toEqual([
      ['WechatPay', '微信支付', true],
      ['Alipay', '支付宝', true],
      ['UnionPay', '云闪付', true],
      ['ICBC', '工商银行', true],
      ['Transfer', '银行转账', true],
    ]);
    expect((await get<PayWays>(fillPath(Paths.payWay, { id: placed.orderId }), placed.user.token)).result.orderNo).toBe(placed.orderNo);

    const inside = await get<PayConfig>(`${Paths.payConfig}?businessId=${placed.orderNo}&terminalType=H5&_t=1`, placed.user.token);
    expect(inside.result.channels.find((c) => c.channel === CashierChannel.Alipay)?.enabled).toBe(false);
    const outside = await get<PayConfig>(`${Paths.payConfig}?businessId=${placed.orderNo}&terminalType=OUT_H5`, placed.user.token);
    expect(outside.result.channels.every((c) => c.enabled)).toBe(true);
    expectError(await get(`${Paths.payConfig}?businessId=${placed.orderNo}&terminalType=APP`, placed.user.token), ErrorCode.BAD_REQUEST, 400);
  });

  it('starts payments on every create path, each a new attempt with the sandbox gateway to open', async () => {
    const placed = await placeOrder(app);
    for (const path of [Paths.icbcB2cOnline, Paths.icbcH5Pay, Paths.icbcB2cOnlineV2, Paths.icbcH5PayV2]) {
      const started = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.UnionPay, path);
      expect(started.code, started.body).toBe(0);
      expect(started.result).toMatchObject({ channel: 'UnionPay', payAmount: placed.payAmount, cashFlowNo: expect.stringMatching(/^CF\d{20}$/) });
      expect(started.result.payUrl).toContain(`${API_BASE}${Paths.paySandboxGateway}?out_trade_no=${started.result.outTradeNo}`);
    }
    const attempts = await paymentsOf(app, placed.orderId);
    expect(attempts.map((p) => p.terminal)).toEqual(['OUT_H5', 'H5', 'OUT_H5', 'H5']);
    expect(new Set(attempts.map((p) => p.outTradeNo)).size).toBe(4);
    // Alipay is not offered inside the messenger.
    expectError(await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Alipay, Paths.icbcH5Pay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
  });

  it('refuses malformed create bodies', async () => {
    const placed = await placeOrder(app);
    const token = placed.user.token;
    for (const payload of [{}, { orderNo: placed.orderNo }, { orderNo: placed.orderNo, channel: 'Cash' }, { orderNo: 'YC1', channel: 'WechatPay' }, { orderNo: placed.orderNo, channel: 'WechatPay', amount: 1 }]) {
      expectError(await call(app, 'POST', Paths.icbcB2cOnline, { token, payload }), ErrorCode.BAD_REQUEST, 400);
    }
    expectError(await call(app, 'POST', Paths.icbcB2cOnline, { token: null, payload: { orderNo: placed.orderNo, channel: 'WechatPay' } }), ErrorCode.SESSION_EXPIRED, 401);
    for (const resultUrl of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/a\\b']) {
      expectError(await startPayment(app, token, placed.orderNo, CashierChannel.WechatPay, Paths.icbcB2cOnline, { resultUrl }), ErrorCode.PAY_FRONT_DATA_INVALID, 400);
    }
    expect(await paymentsOf(app, placed.orderId)).toEqual([]);
  });

  it('counts down to the deadline and, at 0, closes the order and gives its stock and E-value back', async () => {
    const placed = await placeOrder(app, { integral: 300 });
    const path = fillPath(Paths.payCountdown, { id: placed.orderNo });
    expect((await get<PayCountdown>(path, placed.user.token)).result).toMatchObject({ remainSeconds: 1_800, closed: false, status: ShopOrderStatus.waitPay });
    expect(await stockOf(app, placed.skuId)).toBe(9);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS - 1_500);
    try {
      expect((await get<PayCountdown>(path, placed.user.token)).result).toMatchObject({ remainSeconds: 2, closed: false });
      app.clock.advance(1_500);
      const zero = await get<PayCountdown>(path, placed.user.token);
      expect(zero.result).toMatchObject({ remainSeconds: 0, closed: true, status: ShopOrderStatus.close });
      expect(await stockOf(app, placed.skuId)).toBe(10);
      expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(1_000);
      // Again: nothing more is given back.
      await get(path, placed.user.token);
      expect(await stockOf(app, placed.skuId)).toBe(10);
      expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(1_000);
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });
});

describe('results', () => {
  it('answers in progress, then success, by order, by cash flow and by out_trade_no', async () => {
    const placed = await placeOrder(app);
    const token = placed.user.token;
    const before = await get<TradeResult>(fillPath(Paths.tradeResult, { id: placed.orderNo }), token);
    expect(before.result).toMatchObject({ tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing, cashFlowNo: null });
    const paid = await payOrder(app, placed);
    for (const path of [fillPath(Paths.tradeResult, { id: placed.orderNo }), fillPath(Paths.orderPayResult, { id: placed.orderId }), `${Paths.queryPayResult}?cashFlowNo=${paid.cashFlowNo}`]) {
      const result = await get<TradeResult>(path, token);
      expect(result.result, path).toMatchObject({
        orderNo: placed.orderNo,
        cashFlowNo: paid.cashFlowNo,
        channel: 'WechatPay',
        tradeStatus: TradeStatus.success,
        payStatus: PayStatus.success,
        payAmount: placed.payAmount,
        orderStatus: ShopOrderStatus.waitSend,
        kind: 'boutique',
      });
    }
    const back = await get<PayResult>(`${Paths.payResultByOutTradeNo}?out_trade_no=${paid.outTradeNo}`, token);
    expect(back.result).toEqual({ cashFlowNo: paid.cashFlowNo, frontData: JSON.stringify({ resultUrl: `${PayRoute.result}?orderNo=${placed.orderNo}` }) });
    const config = await get<PayResultConfig>(`${Paths.payResultConfig}?businessId=${placed.orderNo}`, token);
    expect(config.result).toMatchObject({ title: '支付成功', payStatus: PayStatus.success, texts: [expect.stringMatching(/^本单获得\d+E值$/)] });
    expect(config.result.buttons.map((b) => b.action)).toEqual([PayResultAction.orderDetail, PayResultAction.home]);
  });

  it('keeps the resultUrl the cashier gives, and lets front-data change it to another page of this site', async () => {
    const placed = await placeOrder(app);
    const token = placed.user.token;
    const started = await startPayment(app, token, placed.orderNo, CashierChannel.Alipay, Paths.icbcB2cOnline, { resultUrl: '/pay/result?orderNo=x&from=cashier' });
    const stored = await get<PayResult>(`${Paths.payResultByOutTradeNo}?out_trade_no=${started.result.outTradeNo}`, token);
    expect(JSON.parse(stored.result.frontData)).toEqual({ resultUrl: '/pay/result?orderNo=x&from=cashier' });
    const frontData = JSON.stringify({ resultUrl: 'https://m.yaochuan.example/pay/e-result', extra: 1 });
    const saved = await call<PayResult>(app, 'POST', Paths.payFrontData, { token, payload: { cashFlowNo: started.result.cashFlowNo, frontData } });
    expect(saved.result).toEqual({ cashFlowNo: started.result.cashFlowNo, frontData });
    const save = (frontData: string) => call(app, 'POST', Paths.payFrontData, { token, payload: { cashFlowNo: started.result.cashFlowNo, frontData } });
    expectError(await save('{'), ErrorCode.BAD_REQUEST, 400);
    for (const bad of ['{}', '[]', '"x"', '{"resultUrl":', JSON.stringify({ resultUrl: 'https://evil.example/' }), JSON.stringify({ url: '/pay/result' })]) {
      expectError(await save(bad), ErrorCode.PAY_FRONT_DATA_INVALID, 400);
    }
  });

  it('offers repay after a failed attempt while the order can still be paid', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const res = await app.server.inject({
      method: 'POST',
      url: `${API_BASE}${Paths.paySandboxGateway}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...gatewayFields(started.result.payUrl), action: 'fail' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const config = await get<PayResultConfig>(`${Paths.payResultConfig}?businessId=${placed.orderNo}`, placed.user.token);
    expect(config.result).toMatchObject({ title: '支付失败', payStatus: PayStatus.close });
    expect(config.result.buttons[0]).toMatchObject({ action: PayResultAction.repay, primary: true });
  });
});

function gatewayFields(payUrl: string): { out_trade_no: string; tag: string } {
  const url = new URL(payUrl, 'http://localhost');
  return { out_trade_no: url.searchParams.get('out_trade_no')!, tag: url.searchParams.get('tag')! };
}

describe('the sandbox gateway', () => {
  it('shows the payment and, on 支付, notifies the server and sends the browser to /payTransfer', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.ICBC);
    const page = await app.server.inject({ method: 'GET', url: started.result.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('工商银行');
    expect(page.body).toContain(placed.orderNo);
    expect(page.body).toContain(`¥${(placed.payAmount / 100).toFixed(2)}`);
    for (const label of ['支付', '取消', '模拟失败']) expect(page.body).toContain(`>${label}</button>`);

    const pay = () =>
      app.server.inject({
        method: 'POST',
        url: `${API_BASE}${Paths.paySandboxGateway}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...gatewayFields(started.result.payUrl), action: 'pay' }).toString(),
      });
    const res = await pay();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PAY_TRANSFER_ROUTE}?out_trade_no=${started.result.outTradeNo}`);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: ShopOrderStatus.waitSend });
    // Paying twice on the gateway (a double tap) records one payment.
    expect((await pay()).statusCode).toBe(303);
    expect((await paymentsOf(app, placed.orderId)).filter((p) => p.state === 'success')).toHaveLength(1);
    expect((await app.server.inject({ method: 'GET', url: started.result.payUrl })).body).toContain('支付成功');
  });

  it('refuses a link without its tag, or with another payment’s', async () => {
    const a = await placeOrder(app);
    const b = await placeOrder(app);
    const pa = await startPayment(app, a.user.token, a.orderNo);
    const pb = await startPayment(app, b.user.token, b.orderNo);
    const tagOfB = gatewayFields(pb.result.payUrl).tag;
    const bad = `${API_BASE}${Paths.paySandboxGateway}?out_trade_no=${pa.result.outTradeNo}&tag=${tagOfB}`;
    expect((await app.server.inject({ method: 'GET', url: bad })).statusCode).toBe(400);
    expect((await app.server.inject({ method: 'GET', url: `${API_BASE}${Paths.paySandboxGateway}?out_trade_no=${pa.result.outTradeNo}` })).statusCode).toBe(400);
    const post = await app.server.inject({
      method: 'POST',
      url: `${API_BASE}${Paths.paySandboxGateway}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ out_trade_no: pa.result.outTradeNo, tag: tagOfB, action: 'pay' }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect((await orderRow(app, a.orderId)).paidAt).toBeNull();
  });

  it('runs in production only where ALLOW_SANDBOX lets it, as a staging deploy does', async () => {
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ALLOW_SANDBOX: 'invoicing,sms' })).toThrow(/sandbox pay provider.*ALLOW_SANDBOX=pay/);
    const prod = await createTestApp({ seed: false, env: PRODUCTION_TEST_ENV });
    try {
      const placed = await placeOrder(prod);
      await payOrder(prod, placed);
      expect((await orderRow(prod, placed.orderId)).paidAt).not.toBeNull();
    } finally {
      await prod.close();
    }
  });
});

describe('owner only', () => {
  it('answers another user’s orderNo, order id, cashFlowNo or out_trade_no as unknown on every call', async () => {
    const placed = await placeOrder(app);
    const paid = await payOrder(app, placed);
    const stranger = (await newUser(app)).token;
    const byRef = [Paths.payWay, Paths.payCountdown, Paths.tradeResult, Paths.orderPayResult];
    for (const path of byRef) {
      expectError(await get(fillPath(path, { id: placed.orderNo }), stranger), ErrorCode.ORDER_NOT_FOUND, 404);
      expectError(await get(fillPath(path, { id: placed.orderId }), stranger), ErrorCode.ORDER_NOT_FOUND, 404);
    }
    for (const path of [
      `${Paths.payConfig}?businessId=${placed.orderNo}&terminalType=${PayTerminalType.OUT_H5}`,
      `${Paths.payResultConfig}?businessId=${placed.orderNo}`,
      `${Paths.queryTradeOrder}?businessId=${placed.orderNo}`,
      `${Paths.transferGetOrCreate}?orderNo=${placed.orderNo}`,
      `${Paths.transferOrder}?orderNo=${placed.orderNo}`,
      `${Paths.transferAccount}?businessId=${placed.orderNo}`,
      `${Paths.queryPayResult}?cashFlowNo=${paid.cashFlowNo}`,
      `${Paths.payResultByOutTradeNo}?out_trade_no=${paid.outTradeNo}`,
    ]) {
      expectError(await get(path, stranger), ErrorCode.ORDER_NOT_FOUND, 404);
    }
    for (const path of [Paths.icbcB2cOnline, Paths.icbcH5Pay, Paths.icbcB2cOnlineV2, Paths.icbcH5PayV2]) {
      expectError(await call(app, 'POST', path, { token: stranger, payload: { orderNo: placed.orderNo, channel: 'WechatPay' } }), ErrorCode.ORDER_NOT_FOUND, 404);
      expectError(await call(app, 'POST', path, { token: stranger, payload: { orderNo: placed.orderNo, channel: 'Transfer' } }), ErrorCode.ORDER_NOT_FOUND, 404);
    }
    const frontData = JSON.stringify({ resultUrl: '/pay/result' });
    expectError(await call(app, 'POST', Paths.payFrontData, { token: stranger, payload: { cashFlowNo: paid.cashFlowNo, frontData } }), ErrorCode.ORDER_NOT_FOUND, 404);
    // Unknown numbers answer the same; nothing was made for the stranger.
    expectError(await get(fillPath(Paths.payWay, { id: 'YC20261121000000000000' }), stranger), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await get(`${Paths.queryPayResult}?cashFlowNo=CF20261121000000000000`, stranger), ErrorCode.ORDER_NOT_FOUND, 404);
    expect(await paymentsOf(app, placed.orderId)).toHaveLength(1);
    // And the malformed ones are refused as such.
    expectError(await get(fillPath(Paths.payWay, { id: 'abc' }), stranger), ErrorCode.BAD_REQUEST, 400);
    expectError(await get(`${Paths.queryPayResult}?cashFlowNo=CF1`, stranger), ErrorCode.BAD_REQUEST, 400);
    expectError(await get(`${Paths.payResultByOutTradeNo}`, stranger), ErrorCode.BAD_REQUEST, 400);
    expectError(await get(fillPath(Paths.payWay, { id: placed.orderNo }), null), ErrorCode.SESSION_EXPIRED, 401);
  });
});
