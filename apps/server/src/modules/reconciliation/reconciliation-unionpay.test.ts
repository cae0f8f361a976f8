import { CashierChannel, CHINA_OFFSET_MS, MismatchItem, MismatchKind, RefundStatus, StatementState } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billOfDay, parseZmFile, zmRecordsOf } from '../../providers/unionpay-bill.ts';
import { postAlipayNotice } from '../../test/alipay-standin.ts';
import { refundsOf, startedOn } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startUnionpayStandin, type UnionpayStandin } from '../../test/unionpay-standin.ts';
import { dailyFile } from '../../test/unionpay-standin-bill.ts';
import { openCaseRefund, processOpenRefunds } from '../payments/refunds.service.ts';
import { reconcileDay, runDailyStatements } from './reconciliation.service.ts';
import * as repo from './reconciliation.repository.ts';

/** 对账 of a shop on UnionPay (PAY_PROVIDER=unionpay): its daily file (fileTransfer.do) against our books. */
let unionpay: UnionpayStandin;
let app: TestApp;
const DAY_MS = 86_400_000;
const chinaDay = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  let now = () => new Date();
  unionpay = await startUnionpayStandin(() => now());
  app = await createTestApp({ seed: false, env: unionpay.env() });
  now = () => app.clock.now();
});
afterAll(async () => {
  await app.close();
  await unionpay.close();
});

const post = (notice: { url: string; fields: Record<string, string> }) => postAlipayNotice(app, notice);

async function paid() {
  const order = await startedOn(app, CashierChannel.UnionPay, (url) => unionpay.open(app, url));
  const res = await post(unionpay.pay(order.outTradeNo));
  expect([res.statusCode, res.body]).toEqual([200, 'ok']);
  return order;
}

/** The clock moved to `hour` China time of `day` (forward only). */
function at(day: string, hour: string) {
  app.clock.advance(new Date(`${day}T${hour}+08:00`).getTime() - app.clock.now().getTime());
}

/** A day of its own, after the days the earlier tests used, the clock at its noon. */
function aFreshDay(): string {
  const next = chinaDay(new Date(app.clock.now().getTime() + 3 * DAY_MS));
  at(next, '12:00:00');
  return next;
}

const dayAfter = (day: string, n = 1) => chinaDay(new Date(new Date(`${day}T12:00:00+08:00`).getTime() + n * DAY_MS));

const shape = (rows: repo.MismatchRow[]) =>
  rows.map(({ kind, item, outTradeNo, ourAmountFen, theirAmountFen }) => ({ kind, item, outTradeNo, ourAmountFen, theirAmountFen })).sort((a, b) => a.kind.localeCompare(b.kind));

describe("UnionPay's daily file in the daily statement", () => {
  it('reports exactly a trade missing on each side and an amount difference, once however often run; the day waits for the next settlement file', async () => {
    const day = aFreshDay();
    const matched = await paid();
    const refunded = await paid();
    await app.ctx.db.transaction((tx) => openCaseRefund(tx, { orderId: refunded.placed.orderId, caseId: 940_000 + (process.pid % 1000), amountFen: 5_000, reason: '退货' }, app.clock.now()));
    await processOpenRefunds(app.ctx);
    const refund = [...unionpay.refunds.values()].find((r) => r.reqReserved === refunded.outTradeNo)!;
    expect((await post(unionpay.settleRefund(refund.orderId))).statusCode).toBe(200);
    expect((await refundsOf(app, refunded.placed.orderId))[0]).toMatchObject({ status: RefundStatus.refundSuccess, amountFen: 5_000 });
    const theirsMissing = await paid();
    unionpay.trades.get(theirsMissing.outTradeNo)!.paidAt = new Date(app.clock.now().getTime() - 2 * DAY_MS);
    const amountDiffers = await paid();
    unionpay.trades.get(amountDiffers.outTradeNo)!.amountFen += 100;
    const oursMissing = 'PT' + '8'.repeat(20);
    unionpay.extraLines.push({ txnType: '01', at: app.clock.now(), amountFen: 1_234, queryId: '8'.repeat(21), orderId: oursMissing, origQueryId: '' });
    // Paid at 23:30: settled on the next settlement day (清算日 turns at 23:00), still this China day's.
    at(day, '23:30:00');
    const late = await paid();

    // The morning after: the next settlement day's file is not out, so the day waits.
    at(dayAfter(day), '11:00:00');
    await runDailyStatements(app.ctx);
    expect(await repo.findStatement(app.ctx.db, day, 'unionpay')).toMatchObject({ state: StatementState.pending, trades: 0 });

    at(dayAfter(day, 2), '11:00:00');
    const first = await runDailyStatements(app.ctx);
    expect(first.reconciled).toContain(day);
    const transfers = unionpay.fileTransfers;
    expect((await runDailyStatements(app.ctx)).reconciled).not.toContain(day);
    const statement = await repo.findStatement(app.ctx.db, day, 'unionpay');
    expect(statement).toMatchObject({ state: StatementState.done, trades: 5, refunds: 1 });
    const pay = matched.placed.payAmount;
    const expected = [
      { kind: MismatchKind.amountDiffers, item: MismatchItem.trade, outTradeNo: amountDiffers.outTradeNo, ourAmountFen: pay, theirAmountFen: pay + 100 },
      { kind: MismatchKind.missingOurs, item: MismatchItem.trade, outTradeNo: oursMissing, ourAmountFen: null, theirAmountFen: 1_234 },
      { kind: MismatchKind.missingTheirs, item: MismatchItem.trade, outTradeNo: theirsMissing.outTradeNo, ourAmountFen: pay, theirAmountFen: null },
    ];
    expect(shape(await repo.mismatchesOf(app.ctx.db, statement!.id))).toEqual(expected);
    expect(late.outTradeNo).not.toBe(matched.outTradeNo);

    // Run again by hand: both files fetched again, the same one report with the same three rows.
    const again = await reconcileDay(app.ctx, day, { channel: 'unionpay' });
    expect(again.id).toBe(statement!.id);
    expect(unionpay.fileTransfers).toBeGreaterThanOrEqual(transfers + 2);
    expect(shape(await repo.mismatchesOf(app.ctx.db, statement!.id))).toEqual(expected);
  });

  it('believes no file whose answer’s signature fails: nothing written, the error logged, the job run again', async () => {
    const other = aFreshDay();
    await paid();
    at(dayAfter(other, 2), '11:00:00');
    const logged = vi.spyOn(app.ctx.log, 'error');
    unionpay.fileTampered.on = true;
    try {
      await expect(runDailyStatements(app.ctx)).rejects.toThrow(`unionpay:${other}`);
    } finally {
      unionpay.fileTampered.on = false;
    }
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ channel: 'unionpay', day: other, err: expect.objectContaining({ message: expect.stringMatching(/unsigned-answer/) }) }), expect.any(String));
    logged.mockRestore();
    expect(await repo.findStatement(app.ctx.db, other, 'unionpay')).toBeUndefined();
    expect((await runDailyStatements(app.ctx)).reconciled).toContain(other);
    const statement = await repo.findStatement(app.ctx.db, other, 'unionpay');
    expect(statement).toMatchObject({ state: StatementState.done, trades: 1 });
    expect(await repo.mismatchesOf(app.ctx.db, statement!.id)).toEqual([]);
  });

  it('leaves the day pending while its file is not made (respCode 98); a day without trades is an empty bill', async () => {
    const quiet = chinaDay(new Date(app.clock.now().getTime() - 20 * DAY_MS));
    unionpay.filesNotReady.add(quiet);
    expect(await reconcileDay(app.ctx, quiet, { channel: 'unionpay' })).toMatchObject({ state: StatementState.pending, trades: 0 });
    unionpay.filesNotReady.delete(quiet);
    expect(await reconcileDay(app.ctx, quiet, { channel: 'unionpay' })).toMatchObject({ state: StatementState.done, trades: 0, refunds: 0 });
  });
});

describe('reading the daily file', () => {
  const line = { at: new Date('2026-11-27T02:00:01Z'), amountFen: 1_230, queryId: '1'.repeat(21), orderId: 'PT1', origQueryId: '' };

  it('reads consumptions and refunds of the China day from the zipped ZM file; a refund names its trade by queryId', () => {
    const refund = { ...line, txnType: '04', at: new Date('2026-11-27T03:00:00Z'), amountFen: 230, queryId: '2'.repeat(21), orderId: 'RF1', origQueryId: '1'.repeat(21) };
    const records = zmRecordsOf(dailyFile('2026-11-27', '777290058000001', [{ ...line, txnType: '01' }, refund]).fileContent);
    expect(records.map((r) => [r.txnType, r.orderId, r.amountFen])).toEqual([
      ['01', 'PT1', 1_230],
      ['04', 'RF1', 230],
    ]);
    expect(billOfDay(records, '2026-11-27', (q) => (q === '1'.repeat(21) ? 'PT1' : undefined))).toEqual({
      trades: [{ outTradeNo: 'PT1', channelTradeNo: '1'.repeat(21), amountFen: 1_230, at: line.at }],
      refunds: [{ outTradeNo: 'PT1', outRefundNo: 'RF1', amountFen: 230, at: refund.at }],
    });
    // Another China day's records are not this day's.
    expect(billOfDay(records, '2026-11-26', () => 'PT1')).toEqual({ trades: [], refunds: [] });
  });

  it('refuses a record it cannot read', () => {
    expect(() => parseZmFile(new TextEncoder().encode('S22 garbage\r\n'))).toThrow(/not understood/);
  });
});
