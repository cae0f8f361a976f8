import {
  CashierChannel,
  CHINA_OFFSET_MS,
  ErrorCode,
  fillPath,
  MismatchItem,
  MismatchKind,
  ReconciliationPaths,
  RefundStatus,
  Role,
  StatementState,
  type ApiEnvelope,
  type MismatchView,
  type StatementDayView,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseWechatpayBill } from '../../providers/wechatpay-bill.ts';
import { postAlipayNotice, startAlipayStandin, type AlipayStandin } from '../../test/alipay-standin.ts';
import { adminCall, signInOperator } from '../../test/operators.ts';
import { refundsOf, startedOn } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startWechatpayStandin, type StandinNotice, type WechatpayStandin } from '../../test/wechatpay-standin.ts';
import { openCaseRefund, processOpenRefunds } from '../payments/refunds.service.ts';
import { reconcileDay, runDailyStatements } from './reconciliation.service.ts';
import * as repo from './reconciliation.repository.ts';

/** 对账 of a shop on two acquirers (PAY_PROVIDER=alipay,wechatpay): WeChat Pay's trade bill beside Alipay's. */
let alipay: AlipayStandin;
let wechat: WechatpayStandin;
let app: TestApp;
const DAY_MS = 86_400_000;
const chinaDay = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  let now = () => new Date();
  alipay = await startAlipayStandin(() => now());
  wechat = await startWechatpayStandin(() => now());
  app = await createTestApp({ seed: false, env: { ...alipay.env(), ...wechat.env(), PAY_PROVIDER: 'alipay,wechatpay' } });
  now = () => app.clock.now();
});
afterAll(async () => {
  await app.close();
  await wechat.close();
  await alipay.close();
});

function post(notice: StandinNotice) {
  return app.server.inject({ method: 'POST', url: new URL(notice.url).pathname, headers: { ...notice.headers, 'content-type': 'application/json' }, payload: notice.body });
}

async function paidOnWechat() {
  const order = await startedOn(app, CashierChannel.WechatPay, (url) => wechat.open(url));
  expect((await post(wechat.pay(order.outTradeNo))).statusCode).toBe(204);
  return order;
}

async function paidOnAlipay() {
  const order = await startedOn(app, CashierChannel.Alipay, (url) => alipay.open(url));
  expect((await postAlipayNotice(app, alipay.pay(order.outTradeNo))).body).toBe('success');
  return order;
}

/** The clock moved to noon China time of a day of its own (after the days the earlier tests used); answers that day. */
function aFreshDay(): string {
  const next = chinaDay(new Date(app.clock.now().getTime() + 2 * DAY_MS));
  app.clock.advance(new Date(`${next}T12:00:00+08:00`).getTime() - app.clock.now().getTime());
  return next;
}

/** The clock moved to 11:00 China time of the day after `day`: the daily job's hour for its bill. */
function theMorningAfter(day: string) {
  app.clock.advance(new Date(`${day}T11:00:00+08:00`).getTime() + DAY_MS - app.clock.now().getTime());
}

const shape = (rows: repo.MismatchRow[]) =>
  rows.map(({ kind, item, outTradeNo, ourAmountFen, theirAmountFen }) => ({ kind, item, outTradeNo, ourAmountFen, theirAmountFen })).sort((a, b) => a.kind.localeCompare(b.kind));

describe("WeChat Pay's trade bill in the daily statement", () => {
  let day: string;
  let expected: ReturnType<typeof shape>;

  it('reports exactly a trade missing on each side and an amount difference, once however often run, beside Alipay’s', async () => {
    day = aFreshDay();
    const matched = await paidOnWechat();
    const refunded = await paidOnWechat();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: refunded.placed.orderId, caseId: 930_000 + (process.pid % 1000), amountFen: 5_000, reason: '退货' }, app.clock.now()));
    await processOpenRefunds(app.ctx);
    const refund = wechat.refunds.find((r) => r.outTradeNo === refunded.outTradeNo)!;
    expect((await post(wechat.settleRefund(refund.outRefundNo))).statusCode).toBe(204);
    expect((await refundsOf(app, refunded.placed.orderId))[0]).toMatchObject({ status: RefundStatus.refundSuccess, amountFen: 5_000 });
    const theirsMissing = await paidOnWechat();
    const moved = wechat.trades.get(theirsMissing.outTradeNo)!;
    moved.successTime = moved.successTime!.replace(day, chinaDay(new Date(app.clock.now().getTime() - 2 * DAY_MS)));
    const amountDiffers = await paidOnWechat();
    wechat.trades.get(amountDiffers.outTradeNo)!.totalFen += 100;
    const oursMissing = 'PT' + '8'.repeat(20);
    wechat.trades.set(oursMissing, { ...wechat.trades.get(matched.outTradeNo)!, outTradeNo: oursMissing, transactionId: '4200' + '7'.repeat(24), totalFen: 1_234 });
    // Paid on the other acquirer the same day: on Alipay's statement, never missing from WeChat Pay's.
    await paidOnAlipay();

    theMorningAfter(day);
    const first = await runDailyStatements(app.ctx);
    expect(first.reconciled.filter((d) => d === day)).toHaveLength(2);
    const downloads = wechat.billDownloads;
    // A done day is not asked again.
    expect(await runDailyStatements(app.ctx)).toEqual({ reconciled: [] });
    expect(wechat.billDownloads).toBe(downloads);
    const statement = await repo.findStatement(app.ctx.db, day, 'wechatpay');
    expect(statement).toMatchObject({ state: StatementState.done, trades: 4, refunds: 1 });
    const pay = matched.placed.payAmount;
    expected = [
      { kind: MismatchKind.amountDiffers, item: MismatchItem.trade, outTradeNo: amountDiffers.outTradeNo, ourAmountFen: pay, theirAmountFen: pay + 100 },
      { kind: MismatchKind.missingOurs, item: MismatchItem.trade, outTradeNo: oursMissing, ourAmountFen: null, theirAmountFen: 1_234 },
      { kind: MismatchKind.missingTheirs, item: MismatchItem.trade, outTradeNo: theirsMissing.outTradeNo, ourAmountFen: pay, theirAmountFen: null },
    ];
    expect(shape(await repo.mismatchesOf(app.ctx.db, statement!.id))).toEqual(expected);
    const alipays = await repo.findStatement(app.ctx.db, day, 'alipay');
    expect(alipays).toMatchObject({ state: StatementState.done, trades: 1, refunds: 0 });
    expect(await repo.mismatchesOf(app.ctx.db, alipays!.id)).toEqual([]);

    // Run again by hand: the bill downloaded again, the same one report with the same three rows.
    const again = await reconcileDay(app.ctx, day, { channel: 'wechatpay' });
    expect(again.id).toBe(statement!.id);
    expect(wechat.billDownloads).toBe(downloads + 1);
    expect(shape(await repo.mismatchesOf(app.ctx.db, statement!.id))).toEqual(expected);
  });

  it('refuses a bill whose file does not match its hash: no report, the error logged, the job run again', async () => {
    const other = aFreshDay();
    await paidOnWechat();
    await paidOnAlipay();
    theMorningAfter(other);
    const logged = vi.spyOn(app.ctx.log, 'error');
    wechat.billTampered.on = true;
    try {
      await expect(runDailyStatements(app.ctx)).rejects.toThrow(`wechatpay:${other}`);
    } finally {
      wechat.billTampered.on = false;
    }
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ channel: 'wechatpay', day: other, err: expect.objectContaining({ message: expect.stringMatching(/hash_value/) }) }), expect.any(String));
    logged.mockRestore();
    expect(await repo.findStatement(app.ctx.db, other, 'wechatpay')).toBeUndefined();
    // Alipay's bill of the day was compared all the same.
    expect(await repo.findStatement(app.ctx.db, other, 'alipay')).toMatchObject({ state: StatementState.done });
    // The queue's retry: only the day still not done is asked, and now compared.
    expect((await runDailyStatements(app.ctx)).reconciled).toEqual([other]);
    const statement = await repo.findStatement(app.ctx.db, other, 'wechatpay');
    expect(statement).toMatchObject({ state: StatementState.done, trades: 1 });
    expect(await repo.mismatchesOf(app.ctx.db, statement!.id)).toEqual([]);
  });

  it('leaves the day pending while the bill is being made (STATEMENT_CREATING); a day without trades is an empty bill', async () => {
    const quiet = chinaDay(new Date(app.clock.now().getTime() - 20 * DAY_MS));
    wechat.billsNotReady.add(quiet);
    expect(await reconcileDay(app.ctx, quiet, { channel: 'wechatpay' })).toMatchObject({ state: StatementState.pending, trades: 0 });
    wechat.billsNotReady.delete(quiet);
    expect(await reconcileDay(app.ctx, quiet, { channel: 'wechatpay' })).toMatchObject({ state: StatementState.done, trades: 0, refunds: 0 });
  });

  it('shows each channel’s statements in the console, a day’s mismatches per channel, and refuses another channel', async () => {
    const finance = await signInOperator(app, [Role.finance]);
    const days = await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?pageSize=50`);
    const rows = days.json<ApiEnvelope<{ result: StatementDayView[] }>>().result.result.filter((d) => d.day === day);
    expect(rows.map((r) => [r.channel, r.mismatches])).toEqual([
      ['alipay', 0],
      ['wechatpay', 3],
    ]);
    const only = await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?channel=wechatpay&pageSize=50`);
    expect(new Set(only.json<ApiEnvelope<{ result: StatementDayView[] }>>().result.result.map((r) => r.channel))).toEqual(new Set(['wechatpay']));
    const mismatches = await adminCall(app, finance, 'GET', `${fillPath(ReconciliationPaths.mismatches, { day })}?channel=wechatpay`);
    expect(mismatches.json<ApiEnvelope<{ result: MismatchView[] }>>().result.result.map((m) => m.outTradeNo).sort()).toEqual(expected.map((m) => m.outTradeNo).sort());
    // No channel named: the first configured one (Alipay here), which found nothing.
    expect((await adminCall(app, finance, 'GET', fillPath(ReconciliationPaths.mismatches, { day }))).json().result.totalNum).toBe(0);
    const rerun = await adminCall(app, finance, 'POST', `${fillPath(ReconciliationPaths.rerun, { day })}?channel=wechatpay`);
    expect(rerun.json().result).toMatchObject({ channel: 'wechatpay', mismatches: 3 });
    for (const call of [
      adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?channel=unionpay`),
      adminCall(app, finance, 'GET', `${fillPath(ReconciliationPaths.mismatches, { day })}?channel=sandbox`),
      adminCall(app, finance, 'POST', `${fillPath(ReconciliationPaths.rerun, { day })}?channel=unionpay`),
    ]) {
      const res = await call;
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, ErrorCode.RECONCILIATION_CHANNEL_INVALID, '该支付渠道未开通对账']);
    }
    expect((await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?channel=${encodeURIComponent('微信 支付')}`)).statusCode).toBe(400);
  });
});

describe('reading the trade bill', () => {
  const header = '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
  const summary = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n`2,`12.30,`2.30,`0.00,`0.07000,`12.30,`2.30';
  const trade = '`2026-11-27 10:00:01,`wx1,`1900000001,`0,`,`4200001,`PT1,`o1,`JSAPI,`SUCCESS,`OTHERS,`CNY,`12.30,`0.00,`0,`0,`0.00,`0.00,`,`,`曜川, 车模,`,`0.07000,`0.60%,`12.30,`0.00,`';
  const refund = '`2026-11-27 11:00:00,`wx1,`1900000001,`0,`,`4200001,`PT1,`o1,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`5000001,`RF1,`2.30,`0.00,`ORIGINAL,`SUCCESS,`曜川, 车模,`,`0.00000,`0.60%,`12.30,`2.30,`';

  it('reads payments and paid refunds, a comma inside a goods name included, and the summary not as a row', () => {
    expect(parseWechatpayBill([header, trade, refund, summary].join('\r\n'))).toEqual({
      trades: [{ outTradeNo: 'PT1', channelTradeNo: '4200001', amountFen: 1_230, at: new Date('2026-11-27T02:00:01Z') }],
      refunds: [{ outTradeNo: 'PT1', outRefundNo: 'RF1', amountFen: 230, at: new Date('2026-11-27T03:00:00Z') }],
    });
  });

  it('refuses a bill cut short, without its columns, or with a row it cannot read', () => {
    expect(() => parseWechatpayBill([header, trade].join('\r\n'))).toThrow(/summary/);
    expect(() => parseWechatpayBill(['交易时间,商户订单号', trade, summary].join('\r\n'))).toThrow(/lacks the columns/);
    expect(() => parseWechatpayBill([header, trade.replace('`0.60%,`12.30', '`0.60%,`12.3x'), summary].join('\r\n'))).toThrow(/not understood/);
    expect(() => parseWechatpayBill([header, trade.replace('2026-11-27 10:00:01', 'yesterday'), summary].join('\r\n'))).toThrow(/not understood/);
  });
});
