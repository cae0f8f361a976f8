import { BizType, DeductType, GoodsType, RefundStatus, VirtualChildType, VirtualOrderStatus } from '@emall/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/cart.ts';
import { insertAddress, stockOf, submit } from '../../test/orders.ts';
import { ledgerOf, orderRow, paymentsOf, payOrder, placeOrder, refundsOf } from '../../test/payments.ts';
import { balanceAndLedger, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxFulfilment, type FulfilmentProvider } from '../../providers/fulfilment.ts';
import { failVirtualOrder, openPendingVirtualOrders } from './fulfilment.service.ts';
import { deliverSandboxRefunds } from './pay-sandbox-refunds.service.ts';

let app: TestApp;
const sandbox = createSandboxFulfilment();

/** A supplier that refuses every order, counting what it was asked. */
function refusingSupplier(): FulfilmentProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    name: 'refusing',
    asked,
    async fulfil(order) {
      asked.push(order.orderNo);
      return { ok: false, reason: '运营商充值失败' };
    },
  };
}

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterEach(() => {
  app.ctx.fulfilment = sandbox;
});

afterAll(() => app.close());

describe('virtual orders after payment', () => {
  it('opens a paid virtual order at once (waitOpen → finish) and grants its E-value then, once', async () => {
    const placed = await placeOrder(app, { virtual: true });
    const before = await balanceAndLedger(app, placed.user.userId);
    await payOrder(app, placed);
    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: VirtualOrderStatus.finish, cancelledAt: null });
    expect(order.pointsEarned).toBeGreaterThan(0);
    expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(before.balance + order.pointsEarned);
    await openPendingVirtualOrders(app.ctx);
    expect((await ledgerOf(app, placed.user.userId)).filter((r) => r.idempotencyKey === `order-earn:${placed.orderNo}`)).toHaveLength(1);
  });

  it('fails an order its supplier refuses and gives cash, E-value, stock back exactly once, earning nothing', async () => {
    const supplier = refusingSupplier();
    app.ctx.fulfilment = supplier;
    const placed = await placeOrder(app, { virtual: true, integral: 300, points: 1_000 });
    expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(700);
    expect(await stockOf(app, placed.skuId)).toBe(9);
    await payOrder(app, placed);

    const order = await orderRow(app, placed.orderId);
    expect(order).toMatchObject({ status: VirtualOrderStatus.fail, cancelledAt: expect.any(Date) });
    expect(supplier.asked).toEqual([placed.orderNo]);
    // Failing it again, also several at once, and sweeping: nothing more moves.
    expect(await Promise.all([failVirtualOrder(app.ctx, placed.orderId, 'x'), failVirtualOrder(app.ctx, placed.orderId, 'y')])).toEqual([false, false]);
    await openPendingVirtualOrders(app.ctx);
    expect(supplier.asked).toHaveLength(1);

    expect(await deliverSandboxRefunds(app.server, app.ctx)).toBe(1);
    const refunds = await refundsOf(app, placed.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountFen: placed.payAmount, status: RefundStatus.refundSuccess, reason: expect.stringContaining('运营商充值失败') });
    expect((await paymentsOf(app, placed.orderId)).map((p) => p.state)).toEqual(['refunded']);
    const points = await balanceAndLedger(app, placed.user.userId);
    expect(points).toMatchObject({ balance: 1_000, ledgerSum: 1_000 });
    const ledger = await ledgerOf(app, placed.user.userId);
    expect(ledger.filter((r) => r.idempotencyKey === `order-fail-refund:${placed.orderNo}`)).toHaveLength(1);
    expect(ledger.some((r) => r.idempotencyKey === `order-earn:${placed.orderNo}`)).toBe(false);
    expect(await stockOf(app, placed.skuId)).toBe(10);
  });

  it('fails a waiting order exactly once when failing runs several times at once', async () => {
    const placed = await placeOrder(app, { virtual: true, integral: 200, points: 500 });
    // The supplier cannot be reached: the order stays waiting to open.
    app.ctx.fulfilment = { name: 'down', fulfil: async () => Promise.reject(new Error('ECONNREFUSED')) };
    await payOrder(app, placed);
    expect((await orderRow(app, placed.orderId)).status).toBe(VirtualOrderStatus.waitOpen);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => failVirtualOrder(app.ctx, placed.orderId, '人工关闭')));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await refundsOf(app, placed.orderId)).toHaveLength(1);
    expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(500);
  });

  it('opens, on the sweep, an order the supplier could not take at first and one paid at once with E-value', async () => {
    const placed = await placeOrder(app, { virtual: true });
    app.ctx.fulfilment = { name: 'down', fulfil: async () => Promise.reject(new Error('timeout')) };
    await payOrder(app, placed);
    expect((await orderRow(app, placed.orderId)).status).toBe(VirtualOrderStatus.waitOpen);

    const eOnly = await insertGoods(app, { bizType: BizType.virtual, goodsType: GoodsType.virtual, virtualType: VirtualChildType.cardVoucher, priceFen: 0, eValue: 100, deductType: DeductType.integral }, [{ priceFen: 0, eValue: 100 }]);
    const user = await newUser(app, 500);
    await insertAddress(app, user.userId);
    const free = await submit(app, user.token, { productSpecsId: String(eOnly.skuIds[0]) });
    expect(free.result.needPay).toBe(false);

    app.ctx.fulfilment = sandbox;
    expect(await openPendingVirtualOrders(app.ctx)).toBeGreaterThanOrEqual(2);
    expect((await orderRow(app, placed.orderId)).status).toBe(VirtualOrderStatus.finish);
    expect((await orderRow(app, Number(free.result.orderId))).status).toBe(VirtualOrderStatus.finish);
  });
});
