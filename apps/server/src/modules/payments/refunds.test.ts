import { randomBytes } from 'node:crypto';
import {
  CashierChannel,
  ErrorCode,
  NotificationTemplate,
  PAY_TIMEOUT_MINUTES,
  Paths,
  RefundNotifyStatus,
  RefundRefusedReason,
  RefundStatus,
  type ApiEnvelope,
  type RefundNotification,
} from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTradeNo } from '../../lib/trade-no.ts';
import { signNotification } from '../../providers/pay.ts';
import { channelPaid, placeOrder, postNotification, refundsOf, sandboxPay, startPayment } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { deliverSandboxRefunds } from './pay-sandbox-refunds.service.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { paySandboxRefunds } from './payments.table.ts';

const MINUTE_MS = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

/** A trade the shopper paid on the sandbox channel (its books hold it as paid), for `amount` fen. */
async function paidTrade(): Promise<{ outTradeNo: string; amount: number }> {
  const placed = await placeOrder(app);
  const started = await startPayment(app, placed.user.token, placed.orderNo);
  await sandboxPay(app).settle(started.result.outTradeNo, placed.payAmount, 'pay');
  return { outTradeNo: started.result.outTradeNo, amount: placed.payAmount };
}

/** Money that came for an order closed meanwhile: the payment's refund is opened and asked of the channel. */
async function refundedPayment() {
  const placed = await placeOrder(app);
  const started = await startPayment(app, placed.user.token, placed.orderNo);
  // The clock only moves on: the sandbox pays a refund out once its time has come.
  app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
  await closeExpiredOrders(app.ctx);
  const { body, signature } = await channelPaid(app, started.result.outTradeNo, placed.payAmount);
  expect((await postNotification(app, CashierChannel.WechatPay, body, signature)).json().code).toBe(0);
  const [refund] = await refundsOf(app, placed.orderId);
  return { placed, outTradeNo: started.result.outTradeNo, refund: refund! };
}

function postRefundNotification(channel: string, body: unknown, signature: string | null) {
  return postNotification(app, channel, body, signature, Paths.payRefundNotify);
}

function codeOf(res: { body: string; statusCode: number }): number {
  expect(res.statusCode, res.body).toBeLessThan(500);
  return (JSON.parse(res.body) as ApiEnvelope<unknown>).code;
}

/** A refund notification as the sandbox signs it. */
function refundNotice(fields: Pick<RefundNotification, 'outRefundNo' | 'outTradeNo' | 'amount'> & Partial<RefundNotification>) {
  const body: RefundNotification = {
    channelRefundNo: `SR${randomBytes(6).toString('hex')}`,
    status: RefundNotifyStatus.success,
    eventAt: app.clock.now().toISOString(),
    nonce: randomBytes(8).toString('hex'),
    ...fields,
  };
  return { body, signature: signNotification(sandboxPay(app).secret, body) };
}

describe('the sandbox channel refunds', () => {
  it('accepts a refund of a paid trade and answers a repeated out_refund_no with the first result', async () => {
    const trade = await paidTrade();
    const outRefundNo = newTradeNo('RF', app.clock.now());
    const first = await app.ctx.pay.refund({ outTradeNo: trade.outTradeNo, outRefundNo, amountFen: trade.amount, channel: CashierChannel.WechatPay });
    expect(first).toMatchObject({ accepted: true, amountFen: trade.amount, channelRefundNo: expect.stringMatching(/^SR/) });
    const again = await Promise.all(Array.from({ length: 5 }, () => app.ctx.pay.refund({ outTradeNo: trade.outTradeNo, outRefundNo, amountFen: trade.amount, channel: CashierChannel.WechatPay })));
    for (const answer of again) expect(answer).toEqual(first);
    expect(await app.ctx.db.select().from(paySandboxRefunds).where(eq(paySandboxRefunds.outTradeNo, trade.outTradeNo))).toHaveLength(1);
    // The same number for another amount is not the same request.
    expect(await app.ctx.pay.refund({ outTradeNo: trade.outTradeNo, outRefundNo, amountFen: trade.amount - 1, channel: CashierChannel.WechatPay })).toEqual({
      accepted: false,
      reason: RefundRefusedReason.refundNoReused,
    });
  });

  it('refuses a refund beyond what the trade paid, counting the refunds taken from it, and of a trade not paid', async () => {
    const trade = await paidTrade();
    const ask = (amountFen: number) => app.ctx.pay.refund({ outTradeNo: trade.outTradeNo, outRefundNo: newTradeNo('RF', app.clock.now()), amountFen, channel: CashierChannel.WechatPay });
    expect(await ask(trade.amount + 1)).toEqual({ accepted: false, reason: RefundRefusedReason.amountExceeds });
    expect((await ask(trade.amount - 100)).accepted).toBe(true);
    expect(await ask(101)).toEqual({ accepted: false, reason: RefundRefusedReason.amountExceeds });
    expect((await ask(100)).accepted).toBe(true);
    expect(await ask(1)).toEqual({ accepted: false, reason: RefundRefusedReason.amountExceeds });
    const unpaid = await app.ctx.pay.refund({ outTradeNo: newTradeNo('PT', app.clock.now()), outRefundNo: newTradeNo('RF', app.clock.now()), amountFen: 1, channel: CashierChannel.WechatPay });
    expect(unpaid).toEqual({ accepted: false, reason: RefundRefusedReason.tradeNotPaid });
  });

  it('takes the whole of a trade once when ten refunds of it are asked at once', async () => {
    const trade = await paidTrade();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.ctx.pay.refund({ outTradeNo: trade.outTradeNo, outRefundNo: newTradeNo('RF', app.clock.now()), amountFen: trade.amount, channel: CashierChannel.WechatPay })),
    );
    expect(answers.filter((a) => a.accepted)).toHaveLength(1);
  });

  it('posts a signed refund notification later, which ends the refund refundSuccess once', async () => {
    const { refund } = await refundedPayment();
    expect(refund).toMatchObject({ status: RefundStatus.open, requestedAt: expect.any(Date), channelRefundNo: expect.stringMatching(/^SR/) });
    expect(await deliverSandboxRefunds(app.server, app.ctx)).toBe(1);
    const [done] = await refundsOf(app, refund.orderId);
    expect(done).toMatchObject({ status: RefundStatus.refundSuccess, finishedAt: app.clock.now(), channelRefundNo: refund.channelRefundNo });
    // Acknowledged: the sandbox posts it no more.
    expect(await deliverSandboxRefunds(app.server, app.ctx)).toBe(0);
  });
});

describe('refund notifications', () => {
  it('ends a refund once when its notification is replayed 20 times, one after another and at once', async () => {
    const { refund, outTradeNo } = await refundedPayment();
    const { body, signature } = refundNotice({ outRefundNo: refund.refundNo, outTradeNo, amount: refund.amountFen });
    for (let i = 0; i < 10; i++) expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, body, signature))).toBe(0);
    const finishedAt = (await refundsOf(app, refund.orderId))[0]!.finishedAt;
    app.clock.advance(MINUTE_MS);
    const codes = await Promise.all(Array.from({ length: 10 }, () => postRefundNotification(CashierChannel.WechatPay, body, signature).then(codeOf)));
    expect(codes).toEqual(Array(10).fill(0));
    const rows = await refundsOf(app, refund.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: RefundStatus.refundSuccess, finishedAt });
    // The shopper is told once (issue 19), however often the channel repeats itself.
    const told = await app.ctx.db.select().from(notifications).where(eq(notifications.dedupeKey, `refund-done:${refund.refundNo}`));
    expect(told.map((n) => [n.userId, n.template])).toEqual([[refund.userId, NotificationTemplate.refundDone]]);
    expect(told[0]!.content).toContain(`¥${formatMoney(refund.amountFen)}`);
    expect(told[0]!.target).toEqual({ type: 'order', orderId: String(refund.orderId) }); // a whole refund opens its order
  });

  it('refuses a forged, altered, unknown, other-channel or wrong-amount notification and writes nothing', async () => {
    const { refund, outTradeNo } = await refundedPayment();
    const notice = refundNotice({ outRefundNo: refund.refundNo, outTradeNo, amount: refund.amountFen });
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, notice.body, null))).toBe(ErrorCode.PAY_SIGNATURE_INVALID);
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, notice.body, 'ab'.repeat(32)))).toBe(ErrorCode.PAY_SIGNATURE_INVALID);
    const altered = { ...notice.body, amount: refund.amountFen + 1 };
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, altered, notice.signature))).toBe(ErrorCode.PAY_SIGNATURE_INVALID);
    expect(codeOf(await postRefundNotification(CashierChannel.UnionPay, notice.body, notice.signature))).toBe(ErrorCode.REFUND_NOT_FOUND);
    const unknown = refundNotice({ outRefundNo: newTradeNo('RF', app.clock.now()), outTradeNo, amount: refund.amountFen });
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, unknown.body, unknown.signature))).toBe(ErrorCode.REFUND_NOT_FOUND);
    const wrongAmount = refundNotice({ outRefundNo: refund.refundNo, outTradeNo, amount: refund.amountFen - 1 });
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, wrongAmount.body, wrongAmount.signature))).toBe(ErrorCode.PAY_AMOUNT_MISMATCH);
    expect((await refundsOf(app, refund.orderId))[0]).toMatchObject({ status: RefundStatus.open, finishedAt: null });
  });

  it('closes a refund the channel failed, once, for an operator', async () => {
    const { refund, outTradeNo } = await refundedPayment();
    const failed = refundNotice({ outRefundNo: refund.refundNo, outTradeNo, amount: refund.amountFen, status: RefundNotifyStatus.failed });
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, failed.body, failed.signature))).toBe(0);
    const success = refundNotice({ outRefundNo: refund.refundNo, outTradeNo, amount: refund.amountFen });
    expect(codeOf(await postRefundNotification(CashierChannel.WechatPay, success.body, success.signature))).toBe(0);
    expect((await refundsOf(app, refund.orderId))[0]).toMatchObject({ status: RefundStatus.close });
  });
});
