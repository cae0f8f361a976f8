import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { API_BASE, CashierChannel, ErrorCode, fillPath, MainOrderStatus, Paths, PaymentState, PayTerminalType, RefundStatus, type PayWays } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { reconcilePayment } from '../modules/payments/pay-notify.service.ts';
import { openCaseRefund, processOpenRefunds } from '../modules/payments/refunds.service.ts';
import { call, expectError } from '../test/goods.ts';
import { expectStillWaiting, orderRow, paymentsOf, refundsOf, startedOn, startPayment, sweepPaysLostNotification } from '../test/payments.ts';
import { postAlipayNotice, startAlipayStandin } from '../test/alipay-standin.ts';
import { appOnStandin, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { startUnionpayStandin, type UnionpayStandin } from '../test/unionpay-standin.ts';
import { createUnionPay, UNIONPAY_PAY_WINDOW_MS } from './pay-unionpay.ts';
import { acpSign, fromAcpTime } from './unionpay-protocol.ts';

let standin: UnionpayStandin;
let app: TestApp;

appOnStandin(startUnionpayStandin, (s, a) => ([standin, app] = [s, a]));

/** UnionPay posts its back notifications as a form to the backUrl it was given, as Alipay does. */
const post = (notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);
const answered = (res: { statusCode: number; body: string }) => [res.statusCode, res.body];

/** An order started on UnionPay: the cashier's payUrl (our page) opened, its form posted to frontTransReq.do. */
const started = () => startedOn(app, CashierChannel.UnionPay, (url) => standin.open(app, url));

/** An order paid through UnionPay end to end. */
async function paid() {
  const order = await started();
  expect(answered(await post(standin.pay(order.outTradeNo)))).toEqual([200, 'ok']);
  return order;
}

describe('UnionPay 手机网页支付 (PAY_PROVIDER=unionpay) against its protocol stand-in', () => {
  it('opens UnionPay’s page by posting the signed consumption form from our page, and offers only 云闪付', async () => {
    expect(app.ctx.pay.name).toBe('unionpay');
    const { placed, outTradeNo, payUrl } = await started();
    const url = new URL(payUrl);
    expect(url.pathname).toBe(`${API_BASE}/hermes/v1/view/pay/gateway-form/UnionPay`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      version: '5.1.0',
      signMethod: '01',
      txnType: '01',
      txnSubType: '01',
      bizType: '000201',
      channelType: '08',
      accessType: '0',
      currencyCode: '156',
      merId: standin.merId,
      orderId: outTradeNo,
      txnAmt: String(placed.payAmount),
      backUrl: `https://shop.yaochuan-auto.example${API_BASE}/hermes/v1/view/pay/form-notify/UnionPay`,
    });
    const trade = standin.trades.get(outTradeNo)!;
    expect(trade).toMatchObject({ amountFen: placed.payAmount, paid: false });
    expect(fromAcpTime(trade.payTimeout)!.getTime() - fromAcpTime(trade.txnTime)!.getTime()).toBe(UNIONPAY_PAY_WINDOW_MS);
    // The page posts on at once, to the gateway only, and relays no form we did not sign.
    const page = await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.headers['content-security-policy']).toContain(`form-action ${standin.url}`);
    const altered = new URL(payUrl);
    altered.searchParams.set('txnAmt', '1');
    expect((await app.server.inject({ method: 'GET', url: `${altered.pathname}${altered.search}` })).statusCode).toBe(400);
    const repeated = `${url.pathname}${url.search}&frontUrl=x`;
    expect((await app.server.inject({ method: 'GET', url: repeated })).statusCode).toBe(400);
    // UnionPay's page posts the browser back: it goes on to /payTransfer.
    const back = await app.server.inject({ method: 'POST', url: url.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `orderId=${outTradeNo}&respCode=00` });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/payTransfer?out_trade_no=${outTradeNo}`]);
    // The cashier offers 云闪付 only, on every terminal (its page opens inside the messenger too).
    const ways = await call<PayWays>(app, 'GET', fillPath(Paths.payWay, { id: placed.orderNo }), { token: placed.user.token });
    expect(ways.result.ways.filter((w) => w.enabled).map((w) => [w.channel, w.name])).toEqual([['UnionPay', '云闪付']]);
    for (const terminal of [PayTerminalType.OUT_H5, PayTerminalType.H5]) expect(app.ctx.pay.supports(CashierChannel.UnionPay, terminal)).toBe(true);
    expectError(await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Alipay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
  });

  it('pays the order once from the signed back notification, answered 200, however often it comes', async () => {
    const { placed, outTradeNo } = await started();
    const notice = standin.pay(outTradeNo);
    const answers = await Promise.all([post(notice), post(notice), post(standin.notification(outTradeNo))]);
    expect(answers.map(answered)).toEqual([
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
    ]);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking, paidAt: expect.any(Date) });
    const payments = await paymentsOf(app, placed.orderId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ state: PaymentState.success, channelTradeNo: standin.trades.get(outTradeNo)!.queryId });
  });

  it('refuses (not 200) and changes nothing for a forged, altered, foreign-certificate, other-merchant, wrong-amount or unknown notification', async () => {
    const { placed, outTradeNo } = await started();
    standin.trades.get(outTradeNo)!.paid = true;
    const good = standin.notification(outTradeNo);
    const refusedOnes = [
      { ...good, fields: { ...good.fields, txnAmt: '1' } },
      standin.notification(outTradeNo, {}, standin.forgers.otherRoot),
      standin.notification(outTradeNo, {}, standin.forgers.otherOwner),
      { ...good, fields: { ...good.fields, signPubKeyCert: standin.forgers.otherRoot.certPem } },
      standin.notification(outTradeNo, { merId: '777290058000000' }),
      standin.notification(outTradeNo, { txnAmt: '1' }),
      standin.notification(outTradeNo, { orderId: 'PT20261128000000000000' }),
      { ...good, fields: { ...good.fields, signMethod: '11' } },
      { ...good, fields: { ...good.fields, signature: '' } },
    ];
    for (const notice of refusedOnes) expect(answered(await post(notice))).toEqual([400, 'fail']);
    await expectStillWaiting(app, placed.orderId);
    // A genuine notice of a payment that did not succeed carries no outcome: taken, nothing changes.
    expect(answered(await post(standin.notification(outTradeNo, { respCode: '01', respMsg: '交易失败' })))).toEqual([200, 'ok']);
    await expectStillWaiting(app, placed.orderId);
  });

  it('pays an order whose notification was lost when the sweep asks queryTrans.do', async () => {
    await sweepPaysLostNotification(app, started, (outTradeNo) => standin.pay(outTradeNo));
  });

  it('believes no answer signed outside the chain, and is refused respCode 11 when it signs with another key', async () => {
    const { placed, outTradeNo } = await started();
    standin.pay(outTradeNo);
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const foreignRoot = loadConfig({ ...standin.env(), NODE_ENV: 'test', UNIONPAY_ROOT_CERT: standin.forgers.otherRoot.certPem }).pay.unionpay!;
    const [payment] = await paymentsOf(app, placed.orderId);
    await expect(createUnionPay({ ...config.unionpay!, rootCert: foreignRoot.rootCert }, config.channels, app.clock, app.ctx.db).queryPayment(outTradeNo, CashierChannel.UnionPay)).rejects.toThrow(/unsigned-answer/);
    const otherSigner = createUnionPay({ ...config.unionpay!, signKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }, config.channels, app.clock, app.ctx.db);
    await expect(otherSigner.queryPayment(outTradeNo, CashierChannel.UnionPay)).rejects.toThrow(/unionpay queryTrans.do: 11/);
    expect(standin.refused).toContain('11');
    // The gateway out of reach leaves the payment waiting; the configured one pays it.
    const down = createUnionPay({ ...config.unionpay!, gateway: 'http://127.0.0.1:9' }, config.channels, app.clock, app.ctx.db);
    expect(await reconcilePayment({ ...app.ctx, pay: down }, payment!)).toMatchObject({ state: PaymentState.dealing });
    expect(await reconcilePayment(app.ctx, payment!)).toMatchObject({ state: PaymentState.success });
  });

  it('closes an abandoned attempt only once its payTimeout passed, and records one UnionPay found paid', async () => {
    const abandoned = await started();
    const paidMeanwhile = await started();
    standin.pay(paidMeanwhile.outTradeNo); // its notification never arrives
    app.clock.advance(2 * 60_000);
    const unionpay = app.ctx.pay;
    await expect(unionpay.closePayment(abandoned.outTradeNo, CashierChannel.UnionPay)).rejects.toThrow(/no close/);
    expect(await unionpay.closePayment(paidMeanwhile.outTradeNo, CashierChannel.UnionPay)).toMatchObject({ status: 'SUCCESS', amountFen: paidMeanwhile.placed.payAmount });
    app.clock.advance(UNIONPAY_PAY_WINDOW_MS);
    await expect(unionpay.closePayment(abandoned.outTradeNo, CashierChannel.UnionPay)).rejects.toThrow(/no close/);
    app.clock.advance(5 * 60_000);
    expect(await unionpay.closePayment(abandoned.outTradeNo, CashierChannel.UnionPay)).toBeNull();
  });

  it('refunds through backTransReq.do once, however often asked, and ends the refund at its signed refund notification', async () => {
    const { placed, outTradeNo } = await paid();
    const caseId = 920_000 + (process.pid % 1000);
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId, amountFen: 5_000, reason: '质量问题' }, app.clock.now()));
    const accepted = await Promise.all([processOpenRefunds(app.ctx), processOpenRefunds(app.ctx)]);
    expect(accepted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [refund] = await refundsOf(app, placed.orderId);
    const atUnionpay = standin.refunds.get(refund!.refundNo)!;
    expect(atUnionpay).toMatchObject({ amountFen: 5_000, origQryId: standin.trades.get(outTradeNo)!.queryId, reqReserved: outTradeNo });
    // Asked again while its notification is overdue: the query of its orderId answers, nothing is sent twice.
    app.clock.advance(11 * 60_000);
    await processOpenRefunds(app.ctx);
    expect([...standin.refunds.values()].filter((r) => r.origQryId === atUnionpay.origQryId)).toHaveLength(1);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.open });
    const notice = standin.settleRefund(refund!.refundNo);
    const forged = { ...notice, fields: { ...notice.fields, txnAmt: '1' } };
    expect(answered(await post(forged))).toEqual([400, 'fail']);
    expect(answered(await post(notice))).toEqual([200, 'ok']);
    expect(answered(await post(notice))).toEqual([200, 'ok']);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.refundSuccess, caseId, channelRefundNo: atUnionpay.queryId });
  });

  it('closes a refund UnionPay refuses for good (amount beyond what is left) for an operator, not a 500', async () => {
    const { placed, outTradeNo } = await paid();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId: 930_000 + (process.pid % 1000), amountFen: 5_000, reason: '退货' }, app.clock.now()));
    standin.trades.get(outTradeNo)!.amountFen = 4_000; // UnionPay's books hold less than the shop asks back
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.close });
    expect(standin.refused).toContain('33');
  });

  it('signs as the protocol says: SHA256withRSA over the SHA-256 hex of the sorted fields', async () => {
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay.unionpay!;
    const fields = { b: '2', a: '1', signature: 'x' };
    const hex = createHash('sha256').update('a=1&b=2').digest('hex');
    expect(createVerify('RSA-SHA256').update(hex).verify(config.signCert.publicKey, acpSign(fields, config.signKey), 'base64')).toBe(true);
  });
});

describe('PAY_PROVIDER=alipay,unionpay', () => {
  it('reads each channel’s form notifications with its own adapter, and opens each way at its own acquirer', async () => {
    const alipay = await startAlipayStandin();
    const both = await createTestApp({ seed: false, env: { ...alipay.env(), ...standin.env(), PAY_PROVIDER: 'alipay,unionpay' } });
    try {
      expect(both.ctx.pay.name).toBe('alipay,unionpay');
      const union = await startedOn(both, CashierChannel.UnionPay, (url) => standin.open(both, url));
      const ali = await startedOn(both, CashierChannel.Alipay, (url) => alipay.open(url));
      const unionNotice = standin.pay(union.outTradeNo);
      // UnionPay's notice posted where Alipay's go is Alipay's reader's to judge: refused, as Alipay answers.
      const atAlipay = await postAlipayNotice(both, { ...unionNotice, url: unionNotice.url.replace(/UnionPay$/, 'Alipay') });
      expect(answered(atAlipay)).toEqual([200, 'fail']);
      expect(answered(await postAlipayNotice(both, unionNotice))).toEqual([200, 'ok']);
      expect(answered(await postAlipayNotice(both, alipay.pay(ali.outTradeNo)))).toEqual([200, 'success']);
      for (const order of [union, ali]) expect(await orderRow(both, order.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
    } finally {
      await both.close();
      await alipay.close();
    }
  });
});

describe('PAY_PROVIDER=unionpay configuration', () => {
  it('refuses to start without its keys, with a key that is not its certificate’s, or with a certificate that is none', async () => {
    const env = standin.env();
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, PAY_PROVIDER: 'unionpay' })).toThrow(
      /PAY_PROVIDER=unionpay needs UNIONPAY_MER_ID, UNIONPAY_SIGN_KEY, UNIONPAY_SIGN_CERT, UNIONPAY_ROOT_CERT, UNIONPAY_MIDDLE_CERT, PUBLIC_ORIGIN/,
    );
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, UNIONPAY_SIGN_KEY: otherKey })).toThrow(/UNIONPAY_SIGN_KEY is not the private key of UNIONPAY_SIGN_CERT/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, UNIONPAY_ROOT_CERT: 'not a certificate' })).toThrow(/UNIONPAY_ROOT_CERT is not an X.509 certificate/);
    // An `openssl pkcs12 -nodes` export (bag attributes, key and certificate in one file) is taken as the key.
    const exported = `Bag Attributes\n    localKeyID: 01\n${env.UNIONPAY_SIGN_KEY}\n${env.UNIONPAY_SIGN_CERT}`;
    const config = loadConfig({ ...PRODUCTION_TEST_ENV, ...env, UNIONPAY_SIGN_KEY: exported, ALLOW_SANDBOX: 'invoicing,sms' }).pay;
    expect(config.provider).toEqual(['unionpay']);
    // Only UnionPay's production gateway refuses the test environment's signer.
    expect(config.unionpay!.acceptTestSigner).toBe(true);
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, ...env, UNIONPAY_GATEWAY: 'https://gateway.95516.com/' }).pay.unionpay!.acceptTestSigner).toBe(false);
  });
});
