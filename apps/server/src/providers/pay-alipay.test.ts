import { generateKeyPairSync } from 'node:crypto';
import { API_BASE, CashierChannel, ErrorCode, MainOrderStatus, PaymentState, PayTerminalType, RefundStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { reconcilePayment } from '../modules/payments/pay-notify.service.ts';
import { openCaseRefund, processOpenRefunds } from '../modules/payments/refunds.service.ts';
import { expectError } from '../test/goods.ts';
import { postAlipayNotice, startAlipayStandin, type AlipayStandin } from '../test/alipay-standin.ts';
import { orderRow, paymentsOf, refundsOf, startedOn, startPayment, sweepPaysLostNotification } from '../test/payments.ts';
import { appOnStandin, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { createAlipayPay } from './pay-alipay.ts';

let standin: AlipayStandin;
let app: TestApp;

appOnStandin(startAlipayStandin, (s, a) => ([standin, app] = [s, a]));

const post = (notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);

/** An order started on Alipay: the cashier's gateway URL opened at the stand-in. */
const started = () => startedOn(app, CashierChannel.Alipay, (url) => standin.open(url));

/** An order paid through Alipay end to end. */
async function paid() {
  const order = await started();
  expect((await post(standin.pay(order.outTradeNo))).body).toBe('success');
  return order;
}

describe('Alipay phone-website pay (PAY_PROVIDER=alipay) against its protocol stand-in', () => {
  it('opens the gateway with a signed wap.pay of the amount in yuan, and offers Alipay only, not inside the messenger', async () => {
    expect(app.ctx.pay.name).toBe('alipay');
    const { placed, outTradeNo, payUrl } = await started();
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(standin.url);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(url.searchParams.get('notify_url')).toBe(`https://shop.yaochuan-auto.example${API_BASE}/hermes/v1/view/pay/form-notify/Alipay`);
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({ out_trade_no: outTradeNo, total_amount: '200.00', product_code: 'QUICK_WAP_WAY' });
    expect(standin.trades.get(outTradeNo)).toMatchObject({ totalFen: placed.payAmount, status: 'WAIT_BUYER_PAY' });
    expect(app.ctx.pay.supports(CashierChannel.Alipay, PayTerminalType.OUT_H5)).toBe(true);
    expect(app.ctx.pay.supports(CashierChannel.Alipay, PayTerminalType.H5)).toBe(false);
    const wechat = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.WechatPay);
    expectError(wechat, ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
  });

  it('pays the order once from the signed form notification, answered success, however often it comes', async () => {
    const { placed, outTradeNo } = await started();
    const notice = standin.pay(outTradeNo);
    const answers = await Promise.all([post(notice), post(notice), post(standin.notification(outTradeNo))]);
    expect(answers.map((r) => [r.statusCode, r.body])).toEqual([[200, 'success'], [200, 'success'], [200, 'success']]);
    expect(answers[0]!.headers['content-type']).toMatch(/^text\/plain/);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking, paidAt: expect.any(Date) });
    const [payment] = await paymentsOf(app, placed.orderId);
    expect(payment).toMatchObject({ state: PaymentState.success, channelTradeNo: standin.trades.get(outTradeNo)!.tradeNo });
  });

  it('answers fail and changes nothing for a forged, altered, other-app, wrong-amount or unknown notification', async () => {
    const { placed, outTradeNo } = await started();
    standin.trades.get(outTradeNo)!.status = 'TRADE_SUCCESS';
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const good = standin.notification(outTradeNo);
    const refusedOnes = [
      standin.notification(outTradeNo, {}, forger),
      { ...good, fields: { ...good.fields, total_amount: '0.01' } },
      standin.notification(outTradeNo, { app_id: '2021000000000000' }),
      standin.notification(outTradeNo, { total_amount: '0.01', receipt_amount: '0.01' }),
      standin.notification(outTradeNo, { out_trade_no: 'PT20261128000000000000' }),
      { ...good, fields: { ...good.fields, sign_type: 'RSA' } },
    ];
    for (const notice of refusedOnes) expect((await post(notice)).body).toBe('fail');
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.waitPay });
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
    // A notice of a trade still waiting carries no outcome: taken, nothing changes.
    expect((await post(standin.notification(outTradeNo, { trade_status: 'WAIT_BUYER_PAY' }))).body).toBe('success');
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
  });

  it('pays an order whose notification was lost when the sweep asks alipay.trade.query', async () => {
    await sweepPaysLostNotification(app, started, (outTradeNo) => standin.pay(outTradeNo));
  });

  it('leaves a payment waiting, without an error, while the gateway cannot be reached', async () => {
    const { placed, outTradeNo } = await started();
    standin.pay(outTradeNo);
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const down = createAlipayPay({ ...config.alipay!, gateway: 'http://127.0.0.1:9/gateway.do' }, config.channels, app.clock);
    const [payment] = await paymentsOf(app, placed.orderId);
    expect(await reconcilePayment({ ...app.ctx, pay: down }, payment!)).toMatchObject({ state: PaymentState.dealing });
    expect(await reconcilePayment(app.ctx, payment!)).toMatchObject({ state: PaymentState.success });
  });

  it('pays an after-sales refund back through alipay.trade.refund once, however often and concurrently asked', async () => {
    const { placed, outTradeNo } = await paid();
    const caseId = 900_000 + (process.pid % 1000);
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId, amountFen: 5_000, reason: '质量问题' }, app.clock.now()));
    const accepted = await Promise.all([processOpenRefunds(app.ctx), processOpenRefunds(app.ctx), processOpenRefunds(app.ctx)]);
    expect(accepted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    app.clock.advance(11 * 60_000);
    await processOpenRefunds(app.ctx);
    expect(standin.refunds.filter((r) => r.outTradeNo === outTradeNo)).toEqual([expect.objectContaining({ amountFen: 5_000 })]);
    const [refund] = await refundsOf(app, placed.orderId);
    expect(refund).toMatchObject({ status: RefundStatus.refundSuccess, caseId, channelRefundNo: standin.trades.get(outTradeNo)!.tradeNo });
  });

  it('records a refund Alipay refuses (closed for an operator), not a 500, and retries one it cannot answer', async () => {
    const { placed, outTradeNo } = await paid();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId: 910_000 + (process.pid % 1000), amountFen: 5_000, reason: '退货' }, app.clock.now()));
    standin.refuseRefunds.subCode = 'ACQ.SYSTEM_ERROR';
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.open });
    standin.refuseRefunds.subCode = 'ACQ.TRADE_NOT_ALLOW_REFUND';
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    standin.refuseRefunds.subCode = null;
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.close });
    expect(standin.refunds.filter((r) => r.outTradeNo === outTradeNo)).toEqual([]);
  });

  it('believes no answer signed with another key, and is refused isv.invalid-signature when it signs with a wrong key', async () => {
    const { outTradeNo } = await paid();
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgedAnswers = createAlipayPay({ ...config.alipay!, alipayPublicKey: wrongKey.publicKey }, config.channels, app.clock);
    await expect(forgedAnswers.queryPayment(outTradeNo, CashierChannel.Alipay)).rejects.toThrow(/unsigned-answer/);
    const wrongSigner = createAlipayPay({ ...config.alipay!, privateKey: wrongKey.privateKey }, config.channels, app.clock);
    await expect(wrongSigner.queryPayment(outTradeNo, CashierChannel.Alipay)).rejects.toThrow(/isv.invalid-signature/);
    expect(standin.refused).toContain('isv.invalid-signature');
  });
});

describe('PAY_PROVIDER=alipay configuration', () => {
  it('refuses to start without its keys, with keys that are not RSA keys, or without the public origin', async () => {
    const env = standin.env();
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, PAY_PROVIDER: 'alipay' })).toThrow(/PAY_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ALIPAY_PRIVATE_KEY: 'not a key' })).toThrow(/ALIPAY_PRIVATE_KEY is not an RSA private key/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, PUBLIC_ORIGIN: 'shop' })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) URL: shop/);
    // The bare base64 body Alipay's console shows is taken as well as PEM; production needs no ALLOW_SANDBOX=pay on it.
    const bare = env.ALIPAY_PUBLIC_KEY!.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, '');
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ALIPAY_PUBLIC_KEY: bare, ALLOW_SANDBOX: 'invoicing,sms' }).pay.provider).toEqual(['alipay']);
  });
});
