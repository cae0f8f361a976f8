import {
  API_BASE,
  CashierChannel,
  ErrorCode,
  PAY_TIMEOUT_MINUTES,
  Paths,
  PayRoute,
  ShopOrderStatus,
  TradeOrderStatus,
  type CreatePaymentResult,
  type TradeOrder,
  type TransferAccount,
  type TransferInfo,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../../test/goods.ts';
import { stockOf } from '../../test/orders.ts';
import { orderRow, paymentsOf, payOrder, placeOrder, startPayment } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    seed: false,
    env: { TRANSFER_ACCOUNT_NAME: '曜川汽车测试收款户', TRANSFER_ACCOUNT_NO: '6222 0000 1111 2222', TRANSFER_BANK: '测试银行', TRANSFER_CARD_INVALID_DAYS: '2' },
  });
});

afterAll(() => app.close());

const getOrCreate = (token: string, orderNo: string) => call<TransferInfo>(app, 'GET', `${Paths.transferGetOrCreate}?orderNo=${orderNo}`, { token });

describe('bank transfer', () => {
  it('makes one transfer trade order with the configured account, and keeps the holds until it lapses', async () => {
    const placed = await placeOrder(app);
    const first = await getOrCreate(placed.user.token, placed.orderNo);
    expect(first.code, first.body).toBe(0);
    expect(first.result).toMatchObject({
      orderNo: placed.orderNo,
      toPayAmount: placed.payAmount,
      tradeOrderStatus: TradeOrderStatus.waitPay,
      czCardName: '曜川汽车测试收款户',
      czCard: '6222 0000 1111 2222',
      bankDeposit: '测试银行',
      cardInvalidDays: 2,
      expireTime: new Date(app.clock.now().getTime() + 2 * DAY_MS).toISOString(),
      cashFlowNo: expect.stringMatching(/^CF/),
    });
    expect(first.result.sandboxPayUrl).toContain(`${API_BASE}${Paths.paySandboxGateway}?out_trade_no=PT`);
    // Asked again, at once or later: the same one.
    const again = await Promise.all([getOrCreate(placed.user.token, placed.orderNo), getOrCreate(placed.user.token, placed.orderNo)]);
    for (const a of again) expect(a.result.cashFlowNo).toBe(first.result.cashFlowNo);
    expect(await paymentsOf(app, placed.orderId)).toHaveLength(1);
    expect((await orderRow(app, placed.orderId)).payDeadline.toISOString()).toBe(first.result.expireTime);

    const byOrder = await call<TransferInfo>(app, 'GET', `${Paths.transferOrder}?orderNo=${placed.orderNo}`, { token: placed.user.token });
    expect(byOrder.result).toEqual(first.result);
    const account = await call<TransferAccount>(app, 'GET', `${Paths.transferAccount}?businessId=${placed.orderNo}`, { token: placed.user.token });
    expect(account.result).toEqual({ czCardName: '曜川汽车测试收款户', czCard: '6222 0000 1111 2222', bankDeposit: '测试银行', cardInvalidDays: 2 });
    const trade = await call<TradeOrder>(app, 'GET', `${Paths.queryTradeOrder}?businessId=${placed.orderNo}`, { token: placed.user.token });
    expect(trade.result).toMatchObject({ cashFlowNo: first.result.cashFlowNo, tradeOrderStatus: TradeOrderStatus.waitPay, toPayAmount: placed.payAmount });

    // Past the 30 minutes an online payment would have: still open.
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      await closeExpiredOrders(app.ctx);
      expect((await orderRow(app, placed.orderId)).cancelledAt).toBeNull();
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('is paid when the money arrives (the sandbox plays it), and then answers finish', async () => {
    const placed = await placeOrder(app);
    const info = await getOrCreate(placed.user.token, placed.orderNo);
    const url = new URL(info.result.sandboxPayUrl!, 'http://localhost');
    const res = await app.server.inject({
      method: 'POST',
      url: `${API_BASE}${Paths.paySandboxGateway}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ out_trade_no: url.searchParams.get('out_trade_no')!, tag: url.searchParams.get('tag')!, action: 'pay' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(await orderRow(app, placed.orderId)).toMatchObject({ status: ShopOrderStatus.waitSend });
    const after = await getOrCreate(placed.user.token, placed.orderNo);
    expect(after.result).toMatchObject({ tradeOrderStatus: TradeOrderStatus.finish, cashFlowNo: info.result.cashFlowNo, sandboxPayUrl: null });
  });

  it('answers finish for an order paid otherwise and close for a closed one, without making a transfer', async () => {
    const paid = await placeOrder(app);
    await payOrder(app, paid);
    expect((await getOrCreate(paid.user.token, paid.orderNo)).result).toMatchObject({ tradeOrderStatus: TradeOrderStatus.finish, cashFlowNo: null, expireTime: null });

    const late = await placeOrder(app);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      const closed = await getOrCreate(late.user.token, late.orderNo);
      expect(closed.result).toMatchObject({ tradeOrderStatus: TradeOrderStatus.close, cashFlowNo: null });
      expect(await stockOf(app, late.skuId)).toBe(10);
      expect(await paymentsOf(app, late.orderId)).toEqual([]);
      const byOrder = await call<TransferInfo>(app, 'GET', `${Paths.transferOrder}?orderNo=${late.orderNo}`, { token: late.user.token });
      expect(byOrder.result.tradeOrderStatus).toBe(TradeOrderStatus.close);
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('closes with the order when the receiving account lapses unpaid', async () => {
    const placed = await placeOrder(app);
    await getOrCreate(placed.user.token, placed.orderNo);
    app.clock.advance(2 * DAY_MS);
    try {
      const lapsed = await getOrCreate(placed.user.token, placed.orderNo);
      expect(lapsed.result.tradeOrderStatus).toBe(TradeOrderStatus.close);
      expect(await orderRow(app, placed.orderId)).toMatchObject({ status: ShopOrderStatus.close });
      expect(await stockOf(app, placed.skuId)).toBe(10);
    } finally {
      app.clock.advance(-2 * DAY_MS);
    }
  });

  it('answers 40415 for the transfer order of an order that has none yet, and is started from the cashier too', async () => {
    const placed = await placeOrder(app);
    expectError(await call(app, 'GET', `${Paths.transferOrder}?orderNo=${placed.orderNo}`, { token: placed.user.token }), ErrorCode.TRANSFER_NOT_FOUND, 404);
    const started = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Transfer);
    expect(started.result).toMatchObject<Partial<CreatePaymentResult>>({ channel: 'Transfer', payUrl: `${PayRoute.transferInfo}?orderNo=${placed.orderNo}` });
    const again = await startPayment(app, placed.user.token, placed.orderNo, CashierChannel.Transfer, Paths.icbcH5PayV2);
    expect(again.result.cashFlowNo).toBe(started.result.cashFlowNo);
    expect((await getOrCreate(placed.user.token, placed.orderNo)).result.cashFlowNo).toBe(started.result.cashFlowNo);
    expectError(await call(app, 'GET', `${Paths.transferGetOrCreate}?orderNo=nope`, { token: placed.user.token }), ErrorCode.BAD_REQUEST, 400);
    expectError(await call(app, 'GET', Paths.transferGetOrCreate, { token: placed.user.token }), ErrorCode.BAD_REQUEST, 400);
  });
});
