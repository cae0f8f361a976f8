import {
  CashierChannel,
  ErrorCode,
  PAY_TIMEOUT_MINUTES,
  PayNotifyStatus,
  Paths,
  PayStatus,
  RefundStatus,
  SandboxPayAction,
  ShopOrderStatus,
  TradeStatus,
  type TradeResult,
  type ApiEnvelope,
  type PayNotifyAnswer,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, type Answer } from '../../test/goods.ts';
import { isSandboxPay } from '../../providers/pay.ts';
import {
  channelPaid,
  ledgerOf,
  notification,
  orderRow,
  paymentsOf,
  payOrder,
  placeOrder,
  postNotification,
  refundsOf,
  startPayment,
} from '../../test/payments.ts';
import { balanceAndLedger } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { deliverSandboxRefunds } from './pay-sandbox-refunds.service.ts';

const MINUTE_MS = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

function answerOf(res: { body: string; statusCode: number }): Answer<PayNotifyAnswer> {
  const body = JSON.parse(res.body) as ApiEnvelope<PayNotifyAnswer>;
  expect(res.statusCode, res.body).toBeLessThan(500);
  return { status: res.statusCode, code: body.code, message: body.message, result: body.result, body: res.body };
}

/** Nothing of the payment was recorded: still waiting, the order unpaid, no E-value granted. */
async function expectNothingRecorded(placed: Awaited<ReturnType<typeof placeOrder>>) {
  const [payment] = await paymentsOf(app, placed.orderId);
  expect(payment).toMatchObject({ state: 'dealing', paidAt: null, channelTradeNo: null });
  expect(await orderRow(app, placed.orderId)).toMatchObject({ status: ShopOrderStatus.waitPay, paidAt: null });
  expect((await ledgerOf(app, placed.user.userId)).filter((r) => r.delta > 0 && r.reason.includes('获得'))).toEqual([]);
}

describe('channel notifications', () => {
  it('pays the order once, moves it to waitSend and grants its E-value once', async () => {
    const placed = await placeOrder(app);
    const before = await balanceAndLedger(app, placed.user.userId);
    await payOrder(app, placed);
    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: ShopOrderStatus.waitSend, paidAt: app.clock.now() });
    const [payment] = await paymentsOf(app, placed.orderId);
    expect(payment).toMatchObject({ state: 'success', amountFen: placed.payAmount, paidAt: app.clock.now() });
    expect(order.pointsEarned).toBeGreaterThan(0);
    expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(before.balance + order.pointsEarned);
  });

  it('refuses a forged notification (no signature, a wrong key, a signature of another body) and writes nothing', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const { body, signature } = notification(app, started.result.outTradeNo, placed.payAmount);
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, body, null)), ErrorCode.PAY_SIGNATURE_INVALID, 400);
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, body, 'f'.repeat(64))), ErrorCode.PAY_SIGNATURE_INVALID, 400);
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, body, 'not-hex')), ErrorCode.PAY_SIGNATURE_INVALID, 400);
    const other = notification(app, started.result.outTradeNo, placed.payAmount);
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, body, other.signature)), ErrorCode.PAY_SIGNATURE_INVALID, 400);
    await expectNothingRecorded(placed);
    // The genuine one still works afterwards.
    expect(answerOf(await postNotification(app, CashierChannel.WechatPay, body, signature)).code).toBe(0);
  });

  it('refuses an altered notification: amount, status, trade number or a field added', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const { body, signature } = notification(app, started.result.outTradeNo, placed.payAmount, { status: PayNotifyStatus.failed });
    for (const altered of [
      { ...body, amount: body.amount + 1 },
      { ...body, status: PayNotifyStatus.success },
      { ...body, channelTradeNo: `${body.channelTradeNo}0` },
      { ...body, nonce: `${body.nonce}0` },
    ]) {
      expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, altered, signature)), ErrorCode.PAY_SIGNATURE_INVALID, 400);
    }
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, { ...body, extra: 1 }, signature)), ErrorCode.BAD_REQUEST, 400);
    await expectNothingRecorded(placed);
  });

  it('records the same notification sent 20 times, one after another, once', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const { body, signature } = notification(app, started.result.outTradeNo, placed.payAmount);
    for (let i = 0; i < 20; i++) {
      const answer = answerOf(await postNotification(app, CashierChannel.WechatPay, body, signature));
      expect(answer.code, answer.body).toBe(0);
      expect(answer.result).toEqual({ outTradeNo: started.result.outTradeNo, received: true });
    }
    await expectPaidOnce(placed);
  });

  it('records the same notification sent 20 times at once, once', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const { body, signature } = notification(app, started.result.outTradeNo, placed.payAmount);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(app, CashierChannel.WechatPay, body, signature)));
    for (const res of answers) expect(answerOf(res).code, res.body).toBe(0);
    await expectPaidOnce(placed);
  });

  it('refuses an amount other than the order’s cash due, signed or not, and writes nothing', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    for (const amount of [placed.payAmount - 1, placed.payAmount + 100, 1, 0]) {
      const { body, signature } = notification(app, started.result.outTradeNo, amount);
      expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, body, signature)), ErrorCode.PAY_AMOUNT_MISMATCH, 400);
    }
    await expectNothingRecorded(placed);
  });

  it('refuses an out_trade_no never issued, or one posted to another channel', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const unknown = notification(app, 'PT20261121999999999999', placed.payAmount);
    expectError(answerOf(await postNotification(app, CashierChannel.WechatPay, unknown.body, unknown.signature)), ErrorCode.PAY_FLOW_NOT_FOUND, 404);
    const { body, signature } = notification(app, started.result.outTradeNo, placed.payAmount);
    expectError(answerOf(await postNotification(app, CashierChannel.Alipay, body, signature)), ErrorCode.PAY_FLOW_NOT_FOUND, 404);
    expectError(answerOf(await postNotification(app, 'Bitcoin', body, signature)), ErrorCode.BAD_REQUEST, 400);
    await expectNothingRecorded(placed);
  });

  it('ends an attempt on FAILED or CLOSED, keeps the order payable, and never takes a success back', async () => {
    const placed = await placeOrder(app);
    const first = await startPayment(app, placed.user.token, placed.orderNo);
    const failed = notification(app, first.result.outTradeNo, placed.payAmount, { status: PayNotifyStatus.failed });
    expect(answerOf(await postNotification(app, CashierChannel.WechatPay, failed.body, failed.signature)).code).toBe(0);
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: 'failed' });
    expect((await orderRow(app, placed.orderId)).status).toBe(ShopOrderStatus.waitPay);

    const second = await payOrder(app, placed);
    const closed = notification(app, second.outTradeNo, placed.payAmount, { status: PayNotifyStatus.closed });
    expect(answerOf(await postNotification(app, CashierChannel.WechatPay, closed.body, closed.signature)).code).toBe(0);
    expect((await paymentsOf(app, placed.orderId)).map((p) => p.state)).toEqual(['failed', 'success']);
    expect((await orderRow(app, placed.orderId)).status).toBe(ShopOrderStatus.waitSend);
  });
});

describe('a lost notification', () => {
  it('is made up for by asking the channel when the result is queried', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    const pay = app.ctx.pay;
    if (!isSandboxPay(pay)) throw new Error('sandbox expected');
    // The shopper paid on the gateway; the notification never reached us.
    await pay.settle(started.result.outTradeNo, placed.payAmount, SandboxPayAction.pay);
    expect((await orderRow(app, placed.orderId)).paidAt).toBeNull();
    const result = await call<TradeResult>(app, 'GET', `${Paths.queryPayResult}?cashFlowNo=${started.result.cashFlowNo}`, { token: placed.user.token });
    expect(result.result).toMatchObject({ tradeStatus: TradeStatus.success, payStatus: PayStatus.success, orderStatus: ShopOrderStatus.waitSend });
    await expectPaidOnce(placed);
  });
});

describe('paying an order that can no longer be paid', () => {
  it('refuses to start a payment of a closed order (40081) or a paid one (40082)', async () => {
    const placed = await placeOrder(app);
    await payOrder(app, placed);
    expectError(await startPayment(app, placed.user.token, placed.orderNo), ErrorCode.ORDER_ALREADY_PAID, 200);

    const late = await placeOrder(app);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      // The deadline passed: starting a payment closes the order first (stock back) and refuses.
      expectError(await startPayment(app, late.user.token, late.orderNo), ErrorCode.ORDER_CLOSED, 200);
      expect(await orderRow(app, late.orderId)).toMatchObject({ status: ShopOrderStatus.close });
      expectError(await startPayment(app, late.user.token, late.orderNo, CashierChannel.Transfer), ErrorCode.ORDER_CLOSED, 200);
      expect(await paymentsOf(app, late.orderId)).toEqual([]);
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('refunds money that arrives for a closed order, once, and leaves the order closed', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      await closeExpiredOrders(app.ctx);
      const { body, signature } = await channelPaid(app, started.result.outTradeNo, placed.payAmount);
      for (let i = 0; i < 3; i++) expect(answerOf(await postNotification(app, CashierChannel.WechatPay, body, signature)).code).toBe(0);
      // The channel accepted the refund; it is done when the channel's refund notification comes.
      expect((await refundsOf(app, placed.orderId))[0]).toMatchObject({ status: RefundStatus.open, requestedAt: expect.any(Date) });
      expect(await deliverSandboxRefunds(app.server, app.ctx)).toBe(1);
      expect(await orderRow(app, placed.orderId)).toMatchObject({ status: ShopOrderStatus.close, paidAt: null });
      expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: 'refunded' });
      const refunds = await refundsOf(app, placed.orderId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amountFen: placed.payAmount, status: RefundStatus.refundSuccess });
      expect((await ledgerOf(app, placed.user.userId)).some((r) => r.reason.includes('获得'))).toBe(false);
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('refunds a second attempt paid after the first already paid the order', async () => {
    const placed = await placeOrder(app);
    const first = await startPayment(app, placed.user.token, placed.orderNo);
    const second = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.UnionPay);
    const a = await channelPaid(app, first.result.outTradeNo, placed.payAmount);
    const b = await channelPaid(app, second.result.outTradeNo, placed.payAmount);
    await Promise.all([
      postNotification(app, CashierChannel.WechatPay, a.body, a.signature),
      postNotification(app, CashierChannel.UnionPay, b.body, b.signature),
    ]);
    expect((await paymentsOf(app, placed.orderId)).map((p) => p.state).sort()).toEqual(['refunded', 'success']);
    expect(await refundsOf(app, placed.orderId)).toHaveLength(1);
    await expectPaidOnce(placed, 2);
  });
});

async function expectPaidOnce(placed: Awaited<ReturnType<typeof placeOrder>>, attempts = 1) {
  const order = await orderRow(app, placed.orderId);
  expect(order).toMatchObject({ status: ShopOrderStatus.waitSend });
  const paid = (await paymentsOf(app, placed.orderId)).filter((p) => p.state === 'success');
  expect(paid).toHaveLength(1);
  expect(await paymentsOf(app, placed.orderId)).toHaveLength(attempts);
  const grants = (await ledgerOf(app, placed.user.userId)).filter((r) => r.idempotencyKey === `order-earn:${placed.orderNo}`);
  expect(grants).toHaveLength(1);
  expect(grants[0]!.delta).toBe(order.pointsEarned);
  const points = await balanceAndLedger(app, placed.user.userId);
  expect(points.balance).toBe(points.ledgerSum);
}
