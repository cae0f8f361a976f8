import { apiPath, CashierChannel,  MainOrderStatus, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAlipayNotice } from '../test/alipay-standin.ts';
import { openIcbcCashier, startIcbcStandin, type IcbcStandin } from '../test/icbc-standin.ts';
import { orderRow, startedOn } from '../test/payments.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startUnionpayStandin, type UnionpayStandin } from '../test/unionpay-standin.ts';
import { payBillSources } from './pay-bill.ts';

/** A form notification posted where its channel's notify_url / backUrl points (or, altered, elsewhere). */
const post = (app: TestApp, notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);

/**
 * ICBC and UnionPay together (PAY_PROVIDER=icbc,unionpay): both pay pages are reached through the
 * one gateway-form page, and each channel's form notifications are read and answered by its own
 * adapter through the one formNotifications shape.
 */
describe('PAY_PROVIDER=icbc,unionpay: one gateway-form page, one form-notification shape', () => {
  let icbc: IcbcStandin;
  let unionpay: UnionpayStandin;
  let app: TestApp;
  beforeAll(async () => {
    icbc = await startIcbcStandin();
    unionpay = await startUnionpayStandin();
    app = await createTestApp({ seed: false, env: { ...icbc.env(), ...unionpay.env(), PAY_PROVIDER: 'icbc,unionpay' } });
  });
  afterAll(async () => {
    await app.close();
    await unionpay.close();
    await icbc.close();
  });

  it('opens each channel’s pay page through the same page, relaying only that channel’s set we signed', async () => {
    expect(app.ctx.pay.name).toBe('icbc,unionpay');
    const byIcbc = await startedOn(app, CashierChannel.ICBC, (url) => openIcbcCashier(app, icbc, url));
    const byUnionpay = await startedOn(app, CashierChannel.UnionPay, (url) => unionpay.open(app, url));
    const icbcUrl = new URL(byIcbc.payUrl, 'https://shop.example');
    const unionpayUrl = new URL(byUnionpay.payUrl);
    expect(icbcUrl.pathname).toBe(apiPath(Paths.payGatewayForm, { channel: CashierChannel.ICBC }));
    expect(unionpayUrl.pathname).toBe(apiPath(Paths.payGatewayForm, { channel: CashierChannel.UnionPay }));
    // Each page posts to its own gateway only, its one script allowed by the same hash.
    const pages = await Promise.all([icbcUrl, unionpayUrl].map((url) => app.server.inject({ method: 'GET', url: `${url.pathname}${url.search}` })));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200]);
    expect(pages[0]!.headers['content-security-policy']).toContain(`form-action ${icbc.origin};`);
    expect(pages[1]!.headers['content-security-policy']).toContain(`form-action ${unionpay.url};`);
    const scriptSrc = (csp: unknown) => /script-src ([^;]+);/.exec(String(csp))?.[1];
    expect(scriptSrc(pages[0]!.headers['content-security-policy'])).toBe(scriptSrc(pages[1]!.headers['content-security-policy']));
    expect(pages.map((page) => /<button[^>]*>([^<]+)</.exec(page.body)?.[1])).toEqual(['前往工商银行支付', '前往云闪付支付']);
    // One channel's signed set under the other's name is no set of that channel's: refused.
    for (const swapped of [`${icbcUrl.pathname}${unionpayUrl.search}`, `${unionpayUrl.pathname}${icbcUrl.search}`]) {
      expect((await app.server.inject({ method: 'GET', url: swapped })).statusCode).toBe(400);
    }
    // Only UnionPay posts the browser back here; a post under ICBC's name just goes on to /payTransfer.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const back = await app.server.inject({ method: 'POST', url: unionpayUrl.pathname, headers: form, payload: `orderId=${byUnionpay.outTradeNo}` });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/payTransfer?out_trade_no=${byUnionpay.outTradeNo}`]);
    const elsewhere = await app.server.inject({ method: 'POST', url: icbcUrl.pathname, headers: form, payload: `orderId=${byIcbc.outTradeNo}` });
    expect([elsewhere.statusCode, elsewhere.headers.location]).toEqual([303, '/payTransfer']);
  });

  it('reads each channel’s notifications with its own adapter and answers each in its own words and status', async () => {
    const byIcbc = await startedOn(app, CashierChannel.ICBC, (url) => openIcbcCashier(app, icbc, url));
    const byUnionpay = await startedOn(app, CashierChannel.UnionPay, (url) => unionpay.open(app, url));
    const icbcNotice = icbc.pay(byIcbc.outTradeNo);
    const unionpayNotice = unionpay.pay(byUnionpay.outTradeNo);
    // Each posted where the other's go: refused in that channel's words, nothing changes.
    const atIcbc = await post(app, { ...unionpayNotice, url: unionpayNotice.url.replace(/UnionPay$/, 'ICBC') });
    expect([atIcbc.statusCode, icbc.readAnswer(atIcbc.body)]).toEqual([200, expect.objectContaining({ return_code: -1 })]);
    const atUnionpay = await post(app, { ...icbcNotice, url: icbcNotice.url.replace(/ICBC$/, 'UnionPay') });
    expect([atUnionpay.statusCode, atUnionpay.body]).toEqual([400, 'fail']);
    for (const order of [byIcbc, byUnionpay]) expect(await orderRow(app, order.placed.orderId)).toMatchObject({ status: MainOrderStatus.waitPay });
    // Each where it belongs: taken.
    const icbcAnswer = await post(app, icbcNotice);
    expect([icbcAnswer.statusCode, icbc.readAnswer(icbcAnswer.body)]).toEqual([200, expect.objectContaining({ return_code: 0 })]);
    const unionpayAnswer = await post(app, unionpayNotice);
    expect([unionpayAnswer.statusCode, unionpayAnswer.body]).toEqual([200, 'ok']);
    for (const order of [byIcbc, byUnionpay]) expect(await orderRow(app, order.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking });
    // UnionPay's daily file is its bill; ICBC has none.
    expect(payBillSources(app.ctx.config.pay, app.ctx.db, app.clock).map((s) => [s.channel, s.ways])).toEqual([['unionpay', [CashierChannel.UnionPay]]]);
  });
});
