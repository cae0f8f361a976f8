import { CashierChannel, CHINA_OFFSET_MS, MainOrderStatus, MismatchItem, MismatchKind, PaymentState, RefundStatus, StatementState } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAlipayBillCsv } from '../../providers/alipay-bill.ts';
import { postAlipayNotice, startAlipayStandin, type AlipayStandin } from '../../test/alipay-standin.ts';
import { orderRow, paymentsOf, placeOrder, refundsOf, startPayment } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { closeAbandonedPayment } from '../payments/pay-notify.service.ts';
import { openCaseRefund, processOpenRefunds } from '../payments/refunds.service.ts';
import { sweepPayments } from '../payments/payments-sweep.service.ts';
import { reconcileDay } from './reconciliation.service.ts';
import * as repo from './reconciliation.repository.ts';

/** Alipay's close and daily bill against the gateway stand-in, on the test's clock. */
let standin: AlipayStandin;
let app: TestApp;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  let now = () => new Date();
  standin = await startAlipayStandin(() => now());
  app = await createTestApp({ seed: false, env: standin.env() });
  now = () => app.clock.now();
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const post = (notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);

/** An order started on Alipay; `open`: the shopper opened Alipay's page (the trade exists there). */
async function started(open = true) {
  const placed = await placeOrder(app);
  const res = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Alipay);
  expect(res.code, res.body).toBe(0);
  if (open) expect(await standin.open(res.result.payUrl)).toBe(200);
  return { placed, outTradeNo: res.result.outTradeNo };
}

async function paid() {
  const order = await started();
  expect((await post(standin.pay(order.outTradeNo))).body).toBe('success');
  return order;
}

const chinaDay = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

describe('alipay.trade.close when the shop closes an unpaid order', () => {
  it('closes the open trade at Alipay, and the attempt of an order never opened there (ACQ.TRADE_NOT_EXIST)', async () => {
    const opened = await started();
    const neverOpened = await started(false);
    app.clock.advance(2 * 3_600_000);
    expect(await closeExpiredOrders(app.ctx)).toBeGreaterThanOrEqual(2);
    await sweepPayments(app.ctx);
    expect(standin.trades.get(opened.outTradeNo)!.status).toBe('TRADE_CLOSED');
    expect(standin.trades.has(neverOpened.outTradeNo)).toBe(false);
    expect((await paymentsOf(app, opened.placed.orderId))[0]).toMatchObject({ state: PaymentState.closed });
    expect((await paymentsOf(app, neverOpened.placed.orderId))[0]).toMatchObject({ state: PaymentState.closed });
    expect(standin.refused).toContain('ACQ.TRADE_NOT_EXIST');
    // Closed at Alipay: the shopper can no longer pay it, and the sweep has nothing left to close.
    const refusedBefore = standin.refused.length;
    await sweepPayments(app.ctx);
    expect(standin.refused.length).toBe(refusedBefore);
  });

  it('keeps money found paid while closing: recorded and paid back, the order stays closed', async () => {
    const { placed, outTradeNo } = await started();
    standin.pay(outTradeNo); // paid at Alipay; its notification never arrives
    app.clock.advance(2 * 3_600_000);
    await closeExpiredOrders(app.ctx);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.close, paidAt: null });
    // Closed directly (the sweep's query of late payments would find it paid first, to the same end).
    expect(await closeAbandonedPayment(app.ctx, (await paymentsOf(app, placed.orderId))[0]!)).toBe(true);
    expect(standin.refused).toContain('ACQ.TRADE_STATUS_ERROR');
    await processOpenRefunds(app.ctx);
    expect(standin.trades.get(outTradeNo)!.status).toBe('TRADE_SUCCESS');
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: expect.stringMatching(/^(success|refunded)$/), channelTradeNo: standin.trades.get(outTradeNo)!.tradeNo });
    expect(await refundsOf(app, placed.orderId)).toEqual([expect.objectContaining({ status: RefundStatus.refundSuccess, amountFen: placed.payAmount })]);
    expect(standin.refunds.filter((r) => r.outTradeNo === outTradeNo)).toEqual([expect.objectContaining({ amountFen: placed.payAmount })]);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: MainOrderStatus.close });
  });
});

describe("Alipay's daily trade bill", () => {
  it('reports exactly a trade missing on each side and an amount difference, once per day however often run', async () => {
    app.clock.advance(3 * DAY_MS); // a day of its own
    const day = chinaDay(app.clock.now());
    const matched = await paid();
    const refunded = await paid();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: refunded.placed.orderId, caseId: 920_000 + (process.pid % 1000), amountFen: 5_000, reason: '退货' }, app.clock.now()));
    await processOpenRefunds(app.ctx);
    expect((await refundsOf(app, refunded.placed.orderId))[0]).toMatchObject({ status: RefundStatus.refundSuccess });
    const theirsMissing = await paid();
    standin.trades.get(theirsMissing.outTradeNo)!.paidAt = new Date(app.clock.now().getTime() - 2 * DAY_MS);
    const amountDiffers = await paid();
    standin.trades.get(amountDiffers.outTradeNo)!.totalFen += 100;
    const oursMissing = 'PT' + '9'.repeat(20);
    standin.trades.set(oursMissing, { outTradeNo: oursMissing, tradeNo: '2026112822001400000000000001', totalFen: 1_234, status: 'TRADE_SUCCESS', notifyUrl: '', subject: '未知订单', paidAt: app.clock.now() });
    expect(matched.outTradeNo).not.toBe(refunded.outTradeNo);

    app.clock.advance(DAY_MS);
    const downloads = standin.billDownloads;
    const [first, second] = [await reconcileDay(app.ctx, day), await reconcileDay(app.ctx, day)];
    expect(standin.billDownloads).toBe(downloads + 2);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ state: StatementState.done, channel: 'alipay', trades: 4, refunds: 1 });
    const found = await repo.mismatchesOf(app.ctx.db, first.id);
    expect(found.map(({ kind, item, outTradeNo, ourAmountFen, theirAmountFen }) => ({ kind, item, outTradeNo, ourAmountFen, theirAmountFen })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: MismatchKind.amountDiffers, item: MismatchItem.trade, outTradeNo: amountDiffers.outTradeNo, ourAmountFen: 20_000, theirAmountFen: 20_100 },
      { kind: MismatchKind.missingOurs, item: MismatchItem.trade, outTradeNo: oursMissing, ourAmountFen: null, theirAmountFen: 1_234 },
      { kind: MismatchKind.missingTheirs, item: MismatchItem.trade, outTradeNo: theirsMissing.outTradeNo, ourAmountFen: 20_000, theirAmountFen: null },
    ]);

    // The fix at the channel's side: a re-run replaces the report.
    standin.trades.get(amountDiffers.outTradeNo)!.totalFen -= 100;
    const rerun = await reconcileDay(app.ctx, day);
    expect(rerun.id).toBe(first.id);
    expect((await repo.mismatchesOf(app.ctx.db, first.id)).map((m) => m.kind).sort()).toEqual([MismatchKind.missingOurs, MismatchKind.missingTheirs]);
  });

  it('leaves a day pending while Alipay has not made its bill (isp.bill_not_exist)', async () => {
    const day = chinaDay(new Date(app.clock.now().getTime() - 10 * DAY_MS));
    standin.billsNotReady.add(day);
    const statement = await reconcileDay(app.ctx, day);
    expect(statement).toMatchObject({ state: StatementState.pending, trades: 0 });
    standin.billsNotReady.delete(day);
    expect(await reconcileDay(app.ctx, day)).toMatchObject({ id: statement.id, state: StatementState.done });
  });

  it('reads the detail CSV of the bill, quoted fields and tab-ended values included, and not the summary', () => {
    const header = '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,退款批次号/请求号,备注';
    const csv = ['#支付宝业务明细查询', header, '2026001\t,PT1\t,交易,"曜川, 车模",2026-11-27 10:00:00,2026-11-27 10:00:01,,,,,x,12.30,12.30,,', '2026001\t,PT1\t,退款,"曜川, 车模",2026-11-27 11:00:00,2026-11-27 11:00:00,,,,,x,-2.30,-2.30,RF1\t,', '#交易合计：1笔，退款合计：1笔'].join('\r\n');
    expect(parseAlipayBillCsv(csv)).toEqual({
      trades: [{ outTradeNo: 'PT1', channelTradeNo: '2026001', amountFen: 1_230, at: new Date('2026-11-27T02:00:01Z') }],
      refunds: [{ outTradeNo: 'PT1', outRefundNo: 'RF1', amountFen: 230, at: new Date('2026-11-27T03:00:00Z') }],
    });
    expect(parseAlipayBillCsv('门店编号,门店名称,交易订单总笔数\r\n合计,,3')).toBeNull();
    expect(() => parseAlipayBillCsv([header, '2026001,PT1,交易,x,bad,bad,,,,,x,abc,abc,,'].join('\n'))).toThrow(/not understood/);
  });
});
