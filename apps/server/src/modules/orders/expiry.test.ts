import { DeductType, GoodsType, BizType, MainOrderStatus, PAY_TIMEOUT_MINUTES, RightsStatus, VirtualChildType, VirtualOrderStatus } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/cart.ts';
import { insertAddress, newKey, ordersOf, rightOf, stockOf, submit } from '../../test/orders.ts';
import { balanceAndLedger, claim, insertPool, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pointsLedger } from '../points/points.table.ts';
import { closeExpiredOrders } from './order-expiry.service.ts';

const MINUTE_MS = 60_000;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

/** An unpaid order holding 2 pieces, 300 E-value and a coupon. */
async function heldOrder() {
  const { skuIds } = await insertGoods(app, { priceFen: 20_000, deductType: DeductType.cash, deductAmountFen: 3_000, userLimitFlag: true, userLimit: 2 }, [{ stock: 10 }]);
  const user = await newUser(app, 1_000);
  await insertAddress(app, user.userId);
  const pool = await insertPool(app, { kind: 'coupon', cardName: '超时退券', eachReductionFen: 1_000, useConditionFen: 0 });
  const rightId = Number(JSON.parse((await claim(app, user.token, pool)).body).result.rightsAccountId);
  const body = { productSpecsId: String(skuIds[0]), purchaseCount: 2, useIntegral: true, payMethod: 'evalue', integral: 300, rightsAccountId: String(rightId) };
  const placed = await submit(app, user.token, body);
  expect(placed.code, placed.body).toBe(0);
  return { user, skuId: skuIds[0]!, rightId, body };
}

async function held(o: Awaited<ReturnType<typeof heldOrder>>) {
  return {
    stock: await stockOf(app, o.skuId),
    points: await balanceAndLedger(app, o.user.userId),
    right: (await rightOf(app, o.rightId)).status,
  };
}

describe('closing unpaid orders at the pay deadline', () => {
  it('keeps the holds until the deadline', async () => {
    const o = await heldOrder();
    expect(await held(o)).toEqual({ stock: 8, points: { balance: 700, ledgerSum: 700, lowestBalanceAfter: 700 }, right: RightsStatus.unuseless });
    app.clock.advance((PAY_TIMEOUT_MINUTES - 1) * MINUTE_MS);
    try {
      await closeExpiredOrders(app.ctx);
      expect(await held(o)).toMatchObject({ stock: 8, right: RightsStatus.unuseless });
      expect((await ordersOf(app, o.user.userId))[0]).toMatchObject({ status: MainOrderStatus.waitPay, cancelledAt: null });
    } finally {
      app.clock.advance(-(PAY_TIMEOUT_MINUTES - 1) * MINUTE_MS);
    }
  });

  it('gives stock, E-value (a refund ledger row) and the coupon back exactly once', async () => {
    const o = await heldOrder();
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      expect(await closeExpiredOrders(app.ctx)).toBeGreaterThanOrEqual(1);
      const after = await held(o);
      expect(after).toEqual({ stock: 10, points: { balance: 1_000, ledgerSum: 1_000, lowestBalanceAfter: 700 }, right: RightsStatus.enable });
      expect((await rightOf(app, o.rightId)).usedAt).toBeNull();
      const [order] = await ordersOf(app, o.user.userId);
      expect(order).toMatchObject({ status: MainOrderStatus.close, cancelledAt: app.clock.now() });
      const ledger = await app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, o.user.userId));
      expect(ledger.map((r) => r.delta).sort((a, b) => a - b)).toEqual([-300, 300, 1_000]);

      expect(await closeExpiredOrders(app.ctx)).toBe(0);
      expect(await held(o)).toEqual(after);
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('releases once when several closers run at once', async () => {
    const orders = await Promise.all([heldOrder(), heldOrder(), heldOrder()]);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      const closed = await Promise.all(Array.from({ length: 4 }, () => closeExpiredOrders(app.ctx)));
      expect(closed.reduce((a, b) => a + b, 0)).toBe(3);
      for (const o of orders) {
        expect(await held(o)).toEqual({ stock: 10, points: { balance: 1_000, ledgerSum: 1_000, lowestBalanceAfter: 700 }, right: RightsStatus.enable });
      }
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('frees the purchase limit and the coupon for a new order after closing', async () => {
    const o = await heldOrder();
    expect((await submit(app, o.user.token, { ...o.body, rightsAccountId: '', integral: 0, purchaseCount: 1 })).code).not.toBe(0);
    app.clock.advance(PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      await closeExpiredOrders(app.ctx);
      const again = await submit(app, o.user.token, o.body, { key: newKey() });
      expect(again.code, again.body).toBe(0);
      expect(await held(o)).toMatchObject({ stock: 8, right: RightsStatus.unuseless });
    } finally {
      app.clock.advance(-PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });

  it('never closes an order paid at once, and closes a virtual one with the virtual close status', async () => {
    const eOnly = await insertGoods(app, { priceFen: 0, eValue: 100, deductType: DeductType.integral }, [{ priceFen: 0, eValue: 100 }]);
    const voucher = await insertGoods(app, { bizType: BizType.virtual, goodsType: GoodsType.virtual, virtualType: VirtualChildType.cardVoucher, priceFen: 990 });
    const user = await newUser(app, 500);
    await insertAddress(app, user.userId);
    expect((await submit(app, user.token, { productSpecsId: String(eOnly.skuIds[0]) })).result.needPay).toBe(false);
    expect((await submit(app, user.token, { productSpecsId: String(voucher.skuIds[0]) })).result.needPay).toBe(true);
    app.clock.advance(2 * PAY_TIMEOUT_MINUTES * MINUTE_MS);
    try {
      await closeExpiredOrders(app.ctx);
      const [paid, virtual] = await ordersOf(app, user.userId);
      expect(paid).toMatchObject({ status: MainOrderStatus.stocking, cancelledAt: null });
      expect(virtual).toMatchObject({ status: VirtualOrderStatus.close });
      expect((await balanceAndLedger(app, user.userId)).balance).toBe(400);
    } finally {
      app.clock.advance(-2 * PAY_TIMEOUT_MINUTES * MINUTE_MS);
    }
  });
});
