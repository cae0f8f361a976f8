import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { CashierChannel, ErrorCode, errorInfo, MainOrderStatus, Paths, PaymentState, PayNotifyStatus, PayTerminalType, RefundStatus, type PayConfig } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { userIdentities } from '../modules/auth/auth.table.ts';
import { reconcilePayment } from '../modules/payments/pay-notify.service.ts';
import { openCaseRefund, processOpenRefunds } from '../modules/payments/refunds.service.ts';
import { startAlipayStandin, type AlipayStandin } from '../test/alipay-standin.ts';
import { call, expectError } from '../test/goods.ts';
import { orderRow, paymentsOf, placeOrder, refundsOf, startedOn, startPayment, sweepPaysLostNotification } from '../test/payments.ts';
import { appOnStandin, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { startWechatpayStandin, type StandinNotice, type WechatpayStandin } from '../test/wechatpay-standin.ts';
import { createWechatPay } from './pay-wechatpay.ts';
import { parseWechatpayBill } from './wechatpay-bill.ts';

let standin: WechatpayStandin;
let app: TestApp;

appOnStandin(startWechatpayStandin, (s, a) => ([standin, app] = [s, a]));

/** Posts a notification where the stand-in posts it (the notify_url the shop gave), headers and exact body. */
function post(notice: StandinNotice, path?: string, to: TestApp = app) {
  return to.server.inject({
    method: 'POST',
    url: path ?? new URL(notice.url).pathname,
    headers: { ...notice.headers, 'content-type': 'application/json' },
    payload: notice.body,
  });
}

/** The shopper's messenger openId, as the third-party login links it. */
async function linkOpenId(userId: number): Promise<string> {
  const openId = `o${randomBytes(12).toString('base64url')}`;
  await app.ctx.db.insert(userIdentities).values({ provider: 'messenger', openId, userId, createdAt: app.clock.now() });
  return openId;
}

/** An order started on WeChat Pay H5 from a browser, its h5_url opened at the stand-in. */
const started = () => startedOn(app, CashierChannel.WechatPay, (url) => standin.open(url));

/** An order paid through WeChat Pay end to end. */
async function paid() {
  const order = await started();
  expect((await post(standin.pay(order.outTradeNo))).statusCode).toBe(204);
  return order;
}

const refusedWith = (status: number, code: ErrorCode) => [status, { code: 'FAIL', message: errorInfo[code].message }];

describe('WeChat Pay API v3 (PAY_PROVIDER=wechatpay) against its protocol stand-in', () => {
  it('opens an H5 order of the amount in fen outside the messenger, its h5_url returning to the pay result', async () => {
    expect(app.ctx.pay.name).toBe('wechatpay');
    const { placed, outTradeNo, payUrl } = await started();
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${standin.url}/cgi-bin/mmpayweb-bin/checkmweb`);
    expect(url.searchParams.get('redirect_url')).toBe(`https://shop.yaochuan-auto.example/payTransfer?out_trade_no=${outTradeNo}`);
    expect(standin.trades.get(outTradeNo)).toMatchObject({
      totalFen: placed.payAmount,
      tradeType: 'MWEB',
      state: 'NOTPAY',
      notifyUrl: 'https://shop.yaochuan-auto.example/api-gateway/hermes/v1/view/pay/signed-notify/WechatPay',
    });
    expect(app.ctx.pay.supports(CashierChannel.WechatPay, PayTerminalType.OUT_H5)).toBe(true);
    expect(app.ctx.pay.supports(CashierChannel.WechatPay, PayTerminalType.H5)).toBe(true);
    // Only WeChat Pay is served: the cashier refuses the rest with its usual code.
    expectError(await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Alipay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
  });

  it('pays inside the messenger through JSAPI: the prepay_id signed into the bridge’s params for the payer’s openId', async () => {
    const placed = await placeOrder(app);
    // Not linked to the messenger: no openId to pay as, so the way is refused and nothing is opened.
    expectError(await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.WechatPay, Paths.icbcH5Pay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
    expect(await paymentsOf(app, placed.orderId)).toEqual([]);
    const wechatWay = async () => {
      const config = await call<PayConfig>(app, 'GET', `${Paths.payConfig}?businessId=${placed.orderNo}&terminalType=${PayTerminalType.H5}`, { token: placed.user.token });
      return config.result.channels.find((c) => c.channel === CashierChannel.WechatPay)?.enabled;
    };
    expect(await wechatWay()).toBe(false); // greyed at the cashier, for the same reason
    const openId = await linkOpenId(placed.user.userId);
    expect(await wechatWay()).toBe(true);
    const res = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.WechatPay, Paths.icbcH5Pay);
    expect(res.code, res.body).toBe(0);
    const { jsapi, outTradeNo, payUrl } = res.result;
    expect(payUrl).toBe(`https://shop.yaochuan-auto.example/payTransfer?out_trade_no=${outTradeNo}`);
    expect(jsapi).toMatchObject({ appId: standin.appId, signType: 'RSA', package: `prepay_id=${standin.trades.get(outTradeNo)!.prepayId}` });
    expect(standin.trades.get(outTradeNo)).toMatchObject({ tradeType: 'JSAPI', openid: openId, totalFen: placed.payAmount });
    // The bridge takes only params the merchant signed.
    expect(standin.bridge({ ...jsapi!, nonceStr: `${jsapi!.nonceStr}X` })).toBe('fail');
    expect(standin.bridge(jsapi!)).toBe('ok');
    expect((await post(standin.notification(outTradeNo))).statusCode).toBe(204);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
  });

  it('pays the order once from the signed, encrypted notification, also posted twice at once; the replay is refused', async () => {
    const { placed, outTradeNo } = await started();
    const notice = standin.pay(outTradeNo);
    const answers = await Promise.all([post(notice), post(notice)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 401]);
    const replay = answers.find((r) => r.statusCode === 401)!;
    expect([replay.statusCode, replay.json()]).toEqual(refusedWith(401, ErrorCode.PAY_SIGNATURE_INVALID));
    // WeChat Pay posting it again, freshly signed: taken, nothing more happens.
    const again = await post(standin.notification(outTradeNo));
    expect([again.statusCode, again.body]).toEqual([204, '']);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking, paidAt: expect.any(Date) });
    const rows = await paymentsOf(app, placed.orderId);
    expect(rows).toEqual([expect.objectContaining({ state: PaymentState.success, channelTradeNo: standin.trades.get(outTradeNo)!.transactionId })]);
  });

  it('refuses, changing nothing, a forged, altered, stale, wrongly sealed, other-merchant, wrong-amount or unknown notification', async () => {
    const { placed, outTradeNo } = await started();
    standin.trades.get(outTradeNo)!.state = 'SUCCESS';
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const good = standin.notification(outTradeNo);
    const cases: [StandinNotice, number, ErrorCode][] = [
      [standin.notification(outTradeNo, { key: forger }), 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [{ ...good, body: good.body.replace('"支付成功"', '"支付完成"') }, 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [{ ...good, headers: { ...good.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_0000' } }, 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [standin.notification(outTradeNo, { at: new Date(Date.now() - 6 * 60_000) }), 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [standin.notification(outTradeNo, { apiV3Key: 'k'.repeat(32) }), 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [standin.notification(outTradeNo, { resource: { mchid: '1900000109' } }), 401, ErrorCode.PAY_SIGNATURE_INVALID],
      [standin.notification(outTradeNo, { resource: { amount: { total: 1, payer_total: 1, currency: 'CNY' } } }), 400, ErrorCode.PAY_AMOUNT_MISMATCH],
      [standin.notification(outTradeNo, { resource: { out_trade_no: 'PT20261128000000000000' } }), 404, ErrorCode.PAY_FLOW_NOT_FOUND],
    ];
    for (const [notice, status, code] of cases) {
      const res = await post(notice);
      expect([res.statusCode, res.json()]).toEqual(refusedWith(status, code));
    }
    // Malformed: no signature headers at all, a channel that does not exist, a body over the limit.
    const bare = await app.server.inject({ method: 'POST', url: new URL(good.url).pathname, headers: { 'content-type': 'application/json' }, payload: good.body });
    expect([bare.statusCode, bare.json()]).toEqual(refusedWith(401, ErrorCode.PAY_SIGNATURE_INVALID));
    expect((await post(good, new URL(good.url).pathname.replace('/WechatPay', '/Paypal'))).statusCode).toBe(400);
    expect((await post({ ...good, body: JSON.stringify({ pad: 'x'.repeat(70_000) }) })).statusCode).toBe(413);
    // A genuine one posted to another channel's endpoint is not that channel's payment.
    const elsewhere = await post(standin.notification(outTradeNo), new URL(good.url).pathname.replace('/WechatPay', '/Alipay'));
    expect(elsewhere.statusCode).toBe(404);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.waitPay });
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
    // A trade still unpaid carries no outcome: taken, nothing changes.
    expect((await post(standin.notification(outTradeNo, { resource: { trade_state: 'NOTPAY' } }))).statusCode).toBe(204);
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
  });

  it('pays an order whose notification was lost when the sweep queries the trade, and closes one nobody paid', async () => {
    const { paid: { outTradeNo }, waiting, open } = await sweepPaysLostNotification(app, started, (no) => standin.pay(no));
    expect(await app.ctx.pay.closePayment(waiting.outTradeNo, CashierChannel.WechatPay)).toBeNull();
    expect(standin.trades.get(waiting.outTradeNo)!.state).toBe('CLOSED');
    expect(await reconcilePayment(app.ctx, open!)).toMatchObject({ state: PaymentState.closed });
    // A paid trade cannot be closed: WeChat Pay says so (ORDERPAID), and the payment is answered.
    expect(await app.ctx.pay.closePayment(outTradeNo, CashierChannel.WechatPay)).toMatchObject({ outTradeNo, status: PayNotifyStatus.success });
  });

  it('pays a refund back in parts that add up to what was paid, each once however often asked, ended by its notification', async () => {
    const { placed, outTradeNo } = await paid();
    const caseId = 920_000 + (process.pid % 1000) * 10;
    await app.ctx.db.transaction(async (tx) => {
      await openCaseRefund(tx, { orderId: placed.orderId, caseId, amountFen: 5_000, reason: '部分退款' }, app.clock.now());
      await openCaseRefund(tx, { orderId: placed.orderId, caseId: caseId + 1, amountFen: placed.payAmount - 5_000, reason: '余款退款' }, app.clock.now());
    });
    await Promise.all([processOpenRefunds(app.ctx), processOpenRefunds(app.ctx), processOpenRefunds(app.ctx)]);
    app.clock.advance(11 * 60_000);
    await processOpenRefunds(app.ctx); // asked again, overdue: the same out_refund_no answers the same refund
    const taken = standin.refunds.filter((r) => r.outTradeNo === outTradeNo);
    expect(taken.map((r) => r.amountFen).sort((a, b) => a - b)).toEqual([5_000, placed.payAmount - 5_000]);
    expect(taken.reduce((sum, r) => sum + r.amountFen, 0)).toBe(placed.payAmount);
    expect((await refundsOf(app, placed.orderId)).map((r) => r.status)).toEqual([RefundStatus.open, RefundStatus.open]);
    for (const refund of taken) {
      const notice = standin.settleRefund(refund.outRefundNo);
      expect((await post(notice)).statusCode).toBe(204);
      expect((await post(notice)).statusCode).toBe(401); // the replay
    }
    const rows = await refundsOf(app, placed.orderId);
    expect(rows.map((r) => [r.status, r.channelRefundNo])).toEqual(taken.map((r) => [RefundStatus.refundSuccess, r.refundId]));
    // Nothing is left to refund: one more is refused by WeChat Pay and closed for an operator.
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId: caseId + 2, amountFen: 1, reason: '超额' }, app.clock.now()));
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    expect((await refundsOf(app, placed.orderId))[2]).toMatchObject({ status: RefundStatus.close });
    expect(standin.refused).toContain('INVALID_REQUEST');
  });

  it('closes a refund WeChat Pay reports abnormal, retries one it cannot take now, and refuses a refund notification of another amount', async () => {
    const { placed, outTradeNo } = await paid();
    const caseId = 930_000 + (process.pid % 1000) * 10;
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId, amountFen: 3_000, reason: '退货' }, app.clock.now()));
    Object.assign(standin.refuseRefunds, { code: 'NOT_ENOUGH', status: 403 });
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.open, requestedAt: null });
    standin.refuseRefunds.code = null;
    expect(await processOpenRefunds(app.ctx)).toBe(1);
    const [refund] = standin.refunds.filter((r) => r.outTradeNo === outTradeNo);
    const wrong = await post(standin.settleRefund(refund!.outRefundNo, 'SUCCESS', { resource: { amount: { total: placed.payAmount, refund: 1 } } }));
    expect([wrong.statusCode, wrong.json()]).toEqual(refusedWith(400, ErrorCode.PAY_AMOUNT_MISMATCH));
    const unknown = await post(standin.settleRefund(refund!.outRefundNo, 'SUCCESS', { resource: { out_refund_no: 'RF20261128000000000000' } }));
    expect(unknown.statusCode).toBe(404);
    expect((await post(standin.settleRefund(refund!.outRefundNo, 'ABNORMAL'))).statusCode).toBe(204);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.close });
  });

  it('believes no answer signed with another key, and is refused SIGN_ERROR when it signs with a wrong key', async () => {
    const { outTradeNo } = await paid();
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgedAnswers = createWechatPay({ ...config.wechatpay!, platformKeys: new Map([...config.wechatpay!.platformKeys.keys()].map((id) => [id, wrongKey.publicKey])) }, config.channels);
    await expect(forgedAnswers.queryPayment(outTradeNo, CashierChannel.WechatPay)).rejects.toThrow(/HTTP 200 UNSIGNED_ANSWER/);
    const wrongSigner = createWechatPay({ ...config.wechatpay!, privateKey: wrongKey.privateKey }, config.channels);
    await expect(wrongSigner.queryPayment(outTradeNo, CashierChannel.WechatPay)).rejects.toThrow(/HTTP 401 SIGN_ERROR/);
    const down = createWechatPay({ ...config.wechatpay!, gateway: 'http://127.0.0.1:9' }, config.channels);
    await expect(down.queryPayment(outTradeNo, CashierChannel.WechatPay)).rejects.toThrow();
  });

  it('downloads the day’s trade bill, checked against the hash in the signed answer', async () => {
    const { outTradeNo } = await paid();
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const day = standin.trades.get(outTradeNo)!.successTime!.slice(0, 10);
    const client = createWechatPay(config.wechatpay!, config.channels);
    const bill = await client.billDownload(day);
    expect(bill.split('\r\n')[0]).toMatch(/^交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,/);
    expect(parseWechatpayBill(bill).trades).toContainEqual(expect.objectContaining({ outTradeNo, channelTradeNo: standin.trades.get(outTradeNo)!.transactionId }));
    standin.billTampered.on = true;
    try {
      await expect(client.billDownload(day)).rejects.toThrow(/does not match its hash_value/);
    } finally {
      standin.billTampered.on = false;
    }
  });
});

describe('PAY_PROVIDER per channel', () => {
  let alipay: AlipayStandin;
  let both: TestApp;
  beforeAll(async () => {
    alipay = await startAlipayStandin();
    both = await createTestApp({ seed: false, env: { ...alipay.env(), ...standin.env(), PAY_PROVIDER: 'alipay,wechatpay' } });
  });
  afterAll(async () => {
    await both.close();
    await alipay.close();
  });

  it('routes each channel to the acquirer that serves it and refuses the channels none serves', async () => {
    expect(both.ctx.pay.name).toBe('alipay,wechatpay');
    const placed = await placeOrder(both);
    const wechat = await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.WechatPay);
    expect(standin.trades.get(wechat.result.outTradeNo)).toMatchObject({ tradeType: 'MWEB' });
    const ali = await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.Alipay);
    expect(ali.result.payUrl.startsWith(alipay.url)).toBe(true);
    expectError(await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.UnionPay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
    expectError(await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.Alipay, Paths.icbcH5Pay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
    // The WeChat trade is paid: its notification reaches the WeChat adapter through the router.
    const notice = standin.pay(wechat.result.outTradeNo);
    // Headers of one notification over the body of another, or over no JSON at all: refused.
    expect((await post({ ...notice, body: standin.notification(wechat.result.outTradeNo).body }, undefined, both)).statusCode).toBe(401);
    expect((await post({ ...notice, body: 'x' }, undefined, both)).statusCode).toBe(401);
    expect((await post(notice, undefined, both)).statusCode).toBe(204);
    expect(await orderRow(both, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
  });

  it('refuses to start without its keys, with a malformed APIv3 key, with the sandbox mixed in or a provider unknown', () => {
    const env = standin.env();
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, PAY_PROVIDER: 'wechatpay' })).toThrow(
      /PAY_PROVIDER=wechatpay needs WECHATPAY_MCH_ID, WECHATPAY_APP_ID, WECHATPAY_PRIVATE_KEY, WECHATPAY_CERT_SERIAL, WECHATPAY_API_V3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_KEY_ID, PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, WECHATPAY_API_V3_KEY: 'short' })).toThrow(/WECHATPAY_API_V3_KEY must be the 32-character APIv3 key/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, WECHATPAY_PLATFORM_PUBLIC_KEY: 'not a key' })).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY is not an RSA public key/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, PAY_PROVIDER: 'sandbox,wechatpay' })).toThrow(/PAY_PROVIDER=sandbox plays every channel alone/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, PAY_PROVIDER: 'wechatpay,paypal' })).toThrow(/unknown PAY_PROVIDER: paypal/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, PAY_PROVIDER: 'wechatpay,wechatpay' })).toThrow(/names a provider twice/);
    // Production on WeChat Pay needs no ALLOW_SANDBOX=pay; the key may come from a mounted file.
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ALLOW_SANDBOX: 'invoicing,sms' }).pay.provider).toEqual(['wechatpay']);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, WECHATPAY_PRIVATE_KEY: '', WECHATPAY_PRIVATE_KEY_FILE: '/nonexistent/apiclient_key.pem' })).toThrow(
      /WECHATPAY_PRIVATE_KEY names a file that cannot be read/,
    );
  });
});
