import { generateKeyPairSync } from 'node:crypto';
import { API_BASE, CashierChannel, ErrorCode, fillPath, MainOrderStatus, apiPath, Paths, PaymentState, PayTerminalType, RefundStatus, type PayWays } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeAbandonedPayment, reconcilePayment } from '../modules/payments/pay-notify.service.ts';
import { openCaseRefund, processOpenRefunds } from '../modules/payments/refunds.service.ts';
import { call, expectError } from '../test/goods.ts';
import { openIcbcCashier, startIcbcStandin, type IcbcStandin } from '../test/icbc-standin.ts';
import { orderRow, paymentsOf, placeOrder, refundsOf, startedOn, startPayment, sweepPaysLostNotification } from '../test/payments.ts';
import { postAlipayNotice, startAlipayStandin, type AlipayStandin } from '../test/alipay-standin.ts';
import { appOnStandin, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { payBillSources } from './pay-bill.ts';
import { createIcbcPay } from './pay-icbc.ts';

let standin: IcbcStandin;
let app: TestApp;

appOnStandin(startIcbcStandin, (s, a) => ([standin, app] = [s, a]));

/** ICBC posts its notifications as a form to the notify_url it was given, as Alipay does. */
const post = (notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);

/** What our answer to a notification says, its signature checked as ICBC checks it; null when unsigned or forged. */
async function answerTo(notice: { url: string; fields: Record<string, string> }) {
  const res = await post(notice);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return standin.readAnswer(res.body);
}

/** An order started on ICBC: the cashier's payUrl opened, our page posting on to ICBC's cashier. */
const started = () => startedOn(app, CashierChannel.ICBC, (url) => openIcbcCashier(app, standin, url));

async function paid() {
  const order = await started();
  expect(await answerTo(standin.pay(order.outTradeNo))).toMatchObject({ return_code: 0 });
  return order;
}

const caseNo = (base: number) => base + (process.pid % 1000);

describe('ICBC aggregated online cashier (PAY_PROVIDER=icbc) against its protocol stand-in', () => {
  it('opens ICBC’s cashier through our page posting the signed consumepurchaseshowpay form, and offers 工商银行 only', async () => {
    expect(app.ctx.pay.name).toBe('icbc');
    const { placed, outTradeNo, payUrl } = await started();
    expect(payUrl.startsWith(`${apiPath(Paths.payGatewayForm, { channel: CashierChannel.ICBC })}?`)).toBe(true);
    const page = await app.server.inject({ method: 'GET', url: payUrl });
    expect(page.headers['content-security-policy']).toContain(`form-action ${standin.origin};`);
    expect(page.body).toContain('前往工商银行支付');
    const biz = JSON.parse(new URL(payUrl, 'https://shop.example').searchParams.get('biz_content')!) as Record<string, string>;
    expect(biz).toMatchObject({
      out_trade_no: outTradeNo,
      order_amt: String(placed.payAmount),
      mer_id: standin.merId,
      notify_type: 'HS',
      notify_url: `https://shop.yaochuan-auto.example${API_BASE}/hermes/v1/view/pay/form-notify/ICBC`,
    });
    expect(standin.orders.get(outTradeNo)).toMatchObject({ totalFen: placed.payAmount, status: 'waiting' });
    expect(app.ctx.pay.supports(CashierChannel.ICBC, PayTerminalType.H5)).toBe(true);
    const ways = await call<PayWays>(app, 'GET', fillPath(Paths.payWay, { id: placed.orderNo }), { token: placed.user.token });
    expect(ways.result.ways.filter((w) => w.enabled && w.channel !== CashierChannel.Transfer).map((w) => w.name)).toEqual(['工商银行']);
    expectError(await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.WechatPay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
  });

  it('refuses a gateway-form link that is not an ICBC set we signed, without posting anything', async () => {
    const { payUrl } = await started();
    const url = new URL(payUrl, 'https://shop.example');
    url.searchParams.delete('sign');
    expect((await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
    url.searchParams.set('sign', 'x');
    url.searchParams.set('app_id', '10000000000000000000');
    expect((await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
    expect((await app.server.inject({ method: 'GET', url: fillPath(`${API_BASE}${Paths.payGatewayForm}`, { channel: CashierChannel.Alipay }) })).statusCode).toBe(400);
    // Only a set we signed is posted on: altered, it is refused with a way home, and nothing is posted anywhere.
    url.searchParams.set('app_id', standin.appId);
    url.searchParams.set('biz_content', '"><script>alert(1)</script>');
    const altered = await app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(altered.statusCode).toBe(400);
    expect(altered.headers['content-security-policy']).toContain("form-action 'none'");
    expect(altered.body).not.toContain('<script>alert');
    expect(altered.body).toContain('href="/"');
    // A field given twice is no field of ours either.
    expect((await app.server.inject({ method: 'GET', url: `${payUrl}&sign=x` })).statusCode).toBe(400);
    // The signed set itself is posted as escaped values to the configured gateway only.
    const page = await app.server.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="biz_content" value="{&quot;');
    expect(page.body).toContain(`action="${standin.origin}/ui/`);
  });

  it('pays the order once from the signed notification, answered return_code 0 signed with our key, however often it comes', async () => {
    const { placed, outTradeNo } = await started();
    const notice = standin.pay(outTradeNo);
    const answers = await Promise.all([answerTo(notice), answerTo(notice), answerTo(standin.notification(outTradeNo))]);
    expect(answers).toEqual([
      { return_code: 0, return_msg: 'success', msg_id: JSON.parse(notice.fields.biz_content!).msg_id },
      expect.objectContaining({ return_code: 0 }),
      expect.objectContaining({ return_code: 0 }),
    ]);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking, paidAt: expect.any(Date) });
    const [payment] = await paymentsOf(app, placed.orderId);
    expect(payment).toMatchObject({ state: PaymentState.success, channelTradeNo: standin.orders.get(outTradeNo)!.orderId });
  });

  it('answers not taken and changes nothing for a forged, altered, other-app, other-merchant, wrong-amount or unknown notification', async () => {
    const { placed, outTradeNo } = await started();
    standin.orders.get(outTradeNo)!.status = 'paid';
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const good = standin.notification(outTradeNo);
    const altered = { ...good, fields: { ...good.fields, biz_content: good.fields.biz_content!.replace(/"total_amt":"\d+"/, '"total_amt":"1"') } };
    const refusedOnes = [
      standin.notification(outTradeNo, {}, forger),
      altered,
      { ...good, fields: { ...good.fields, sign_type: 'RSA2' } },
      standin.notification(outTradeNo, { mer_id: '020000000000' }),
      standin.notification(outTradeNo, { total_amt: '1' }),
      standin.notification(outTradeNo, { out_trade_no: 'PT20261128000000000000' }),
    ];
    for (const notice of refusedOnes) expect(await answerTo(notice)).toMatchObject({ return_code: -1 });
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.waitPay });
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
    // A failed attempt carries no outcome (the shopper may pay again on the cashier page): taken, nothing changes.
    expect(await answerTo(standin.notification(outTradeNo, { return_code: '1', return_msg: '支付失败' }))).toMatchObject({ return_code: 0 });
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.dealing });
  });

  it('pays an order whose notification was lost when the sweep asks orderqry', async () => {
    await sweepPaysLostNotification(app, started, (outTradeNo) => standin.pay(outTradeNo));
  });

  it('closes an abandoned order with orderqry deal_flag 1, records one found paid, and has nothing to close for one never opened', async () => {
    const open = await started();
    const [waiting] = await paymentsOf(app, open.placed.orderId);
    expect(await closeAbandonedPayment(app.ctx, waiting!)).toBe(true);
    expect(standin.orders.get(open.outTradeNo)!.status).toBe('closed');
    expect((await paymentsOf(app, open.placed.orderId))[0]).toMatchObject({ state: PaymentState.closed });

    const paidMeanwhile = await started();
    standin.pay(paidMeanwhile.outTradeNo);
    const [attempt] = await paymentsOf(app, paidMeanwhile.placed.orderId);
    expect(await app.ctx.pay.closePayment(attempt!.outTradeNo, CashierChannel.ICBC)).toMatchObject({ status: 'SUCCESS', amountFen: paidMeanwhile.placed.payAmount });

    const placed = await placeOrder(app);
    const never = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.ICBC);
    expect(await app.ctx.pay.closePayment(never.result.outTradeNo, CashierChannel.ICBC)).toBeNull();
  });

  it('leaves a payment waiting, without an error, while the gateway cannot be reached or answers with another key', async () => {
    const { placed, outTradeNo } = await started();
    standin.pay(outTradeNo);
    const config = loadConfig({ ...standin.env(), NODE_ENV: 'test' }).pay;
    const [payment] = await paymentsOf(app, placed.orderId);
    const down = createIcbcPay({ ...config.icbc!, gateway: 'http://127.0.0.1:9' }, config.channels, app.clock);
    expect(await reconcilePayment({ ...app.ctx, pay: down }, payment!)).toMatchObject({ state: PaymentState.dealing });
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgedAnswers = createIcbcPay({ ...config.icbc!, gatewayPublicKey: wrongKey.publicKey }, config.channels, app.clock);
    await expect(forgedAnswers.queryPayment(outTradeNo, CashierChannel.ICBC)).rejects.toThrow(/unsigned answer/);
    // Our signature refused by the API gateway is its own code, never taken as "no such order".
    const wrongSigner = createIcbcPay({ ...config.icbc!, privateKey: wrongKey.privateKey }, config.channels, app.clock);
    await expect(wrongSigner.closePayment(outTradeNo, CashierChannel.ICBC)).rejects.toThrow(/400016/);
    expect(await reconcilePayment(app.ctx, payment!)).toMatchObject({ state: PaymentState.success });
  });

  it('pays an after-sales refund back through merrefund once, however often and concurrently asked', async () => {
    const { placed, outTradeNo } = await paid();
    const caseId = caseNo(920_000);
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId, amountFen: 5_000, reason: '质量问题' }, app.clock.now()));
    const accepted = await Promise.all([processOpenRefunds(app.ctx), processOpenRefunds(app.ctx), processOpenRefunds(app.ctx)]);
    expect(accepted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    app.clock.advance(11 * 60_000);
    await processOpenRefunds(app.ctx);
    const taken = standin.refunds.filter((r) => r.outTradeNo === outTradeNo);
    expect(taken).toEqual([expect.objectContaining({ amountFen: 5_000, status: 'paid' })]);
    const [refund] = await refundsOf(app, placed.orderId);
    expect(refund).toMatchObject({ status: RefundStatus.refundSuccess, caseId, channelRefundNo: taken[0]!.intrxSerialNo });
  });

  it('never sends a refund number twice: one still processing is asked of refundqry until it is paid out', async () => {
    const { placed, outTradeNo } = await paid();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId: caseNo(930_000), amountFen: 3_000, reason: '退货' }, app.clock.now()));
    standin.refundsProcess.slowly = true;
    try {
      expect(await processOpenRefunds(app.ctx)).toBe(0);
      expect(await processOpenRefunds(app.ctx)).toBe(0);
      expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.open });
    } finally {
      standin.refundsProcess.slowly = false;
    }
    const taken = standin.refunds.filter((r) => r.outTradeNo === outTradeNo);
    expect(taken).toHaveLength(1);
    taken[0]!.status = 'paid';
    expect(await processOpenRefunds(app.ctx)).toBe(1);
    expect(standin.refundCalls.filter((no) => no === taken[0]!.serialNo)).toHaveLength(1);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.refundSuccess });
  });

  it('records a refund ICBC refuses (closed for an operator), not a 500', async () => {
    const { placed, outTradeNo } = await paid();
    const order = standin.orders.get(outTradeNo)!;
    order.status = 'closed';
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: placed.orderId, caseId: caseNo(940_000), amountFen: 1_000, reason: '退货' }, app.clock.now()));
    expect(await processOpenRefunds(app.ctx)).toBe(0);
    expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.close });
    expect(standin.refunds.filter((r) => r.outTradeNo === outTradeNo)).toEqual([]);
  });
});

describe('PAY_PROVIDER=alipay,icbc', () => {
  let alipay: AlipayStandin;
  let both: TestApp;
  beforeAll(async () => {
    alipay = await startAlipayStandin();
    both = await createTestApp({ seed: false, env: { ...alipay.env(), ...standin.env(), PAY_PROVIDER: 'alipay,icbc' } });
  });
  afterAll(async () => {
    await both.close();
    await alipay.close();
  });

  it('offers both, and reads each channel’s form notifications with its own adapter and answers in its words', async () => {
    expect(both.ctx.pay.name).toBe('alipay,icbc');
    const placed = await placeOrder(both);
    const ways = await call<PayWays>(both, 'GET', fillPath(Paths.payWay, { id: placed.orderNo }), { token: placed.user.token });
    expect(ways.result.ways.filter((w) => w.enabled && w.channel !== CashierChannel.Transfer).map((w) => w.name)).toEqual(['支付宝', '工商银行']);
    expectError(await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.UnionPay), ErrorCode.PAY_CHANNEL_UNAVAILABLE, 200);
    const icbc = await startPayment(both, placed.user.token, placed.orderNo, CashierChannel.ICBC);
    expect(await openIcbcCashier(both, standin, icbc.result.payUrl)).toBe(200);
    const notice = standin.pay(icbc.result.outTradeNo);
    // ICBC's notification posted where Alipay's go is Alipay's to read: refused in Alipay's word.
    expect((await postAlipayNotice(both, { ...notice, url: notice.url.replace('/ICBC', '/Alipay') })).body).toBe('fail');
    const answer = await postAlipayNotice(both, notice);
    expect(standin.readAnswer(answer.body)).toMatchObject({ return_code: 0 });
    expect(await orderRow(both, placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
    // The daily statement is Alipay's alone: none is fetched for ICBC.
    expect(payBillSources(both.ctx.config.pay, both.ctx.db, both.clock).map((source) => source.channel)).toEqual(['alipay']);
  });
});

describe('PAY_PROVIDER=icbc configuration', () => {
  it('refuses to start without its keys, with keys that are not RSA keys, or a gateway that is no URL', () => {
    const env = standin.env();
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, PAY_PROVIDER: 'icbc' })).toThrow(
      /PAY_PROVIDER=icbc needs ICBC_APP_ID, ICBC_MER_ID, ICBC_MER_PRTCL_NO, ICBC_PRIVATE_KEY, ICBC_GATEWAY_PUBLIC_KEY, PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ICBC_PRIVATE_KEY: 'not a key' })).toThrow(/ICBC_PRIVATE_KEY is not an RSA private key/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ICBC_GATEWAY: 'gw.open.icbc.com.cn' })).toThrow(/ICBC_GATEWAY must be an http\(s\) URL/);
    // The bare base64 body the open platform shows is taken as well as PEM; production needs no ALLOW_SANDBOX=pay on it.
    const bare = env.ICBC_GATEWAY_PUBLIC_KEY!.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, '');
    const config = loadConfig({ ...PRODUCTION_TEST_ENV, ...env, ICBC_GATEWAY: '', ICBC_GATEWAY_PUBLIC_KEY: bare, ALLOW_SANDBOX: 'invoicing,sms' }).pay;
    expect(config.provider).toEqual(['icbc']);
    expect(config.icbc!.gateway).toBe('https://gw.open.icbc.com.cn');
    // No daily statement is fetched for ICBC.
    expect(payBillSources(config, app.ctx.db, app.clock)).toEqual([]);
  });
});
