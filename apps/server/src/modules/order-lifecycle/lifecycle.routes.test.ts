import {
  DeductType,
  ErrorCode,
  OrderAction,
  OrderFamily,
  OrderKind,
  OrderListTab,
  PAY_TIMEOUT_MINUTES,
  RightsStatus,
  ShopOrderStatus,
  VirtualOrderStatus,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/cart.ts';
import { expectError } from '../../test/goods.ts';
import {
  cancelOrder,
  confirmOrder,
  deleteOrder,
  lifecycleGoods,
  listOrders,
  orderDetail,
  orderDetailV3,
  orderRow,
  place,
  shopper,
  type Shopper,
} from '../../test/lifecycle.ts';
import { rightOf, stockOf, submit } from '../../test/orders.ts';
import { balanceAndLedger, claim, insertPool } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { pointsLedger } from '../points/points.table.ts';
import { orderStatusEvents } from './lifecycle.table.ts';
import { advanceOrders } from './warehouse.service.ts';

const MINUTE_MS = 60_000;

let app: TestApp;
let skus: Awaited<ReturnType<typeof lifecycleGoods>>;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  skus = await lifecycleGoods(app);
});

afterAll(() => app.close());

/** Moves the clock for the body of a test and back after it (other tests' orders keep their deadlines). */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  app.clock.advance(ms);
  try {
    return await body();
  } finally {
    app.clock.advance(-ms);
  }
}

describe('the order list', () => {
  let user: Shopper;
  const placed: number[] = [];

  beforeAll(async () => {
    user = await shopper(app);
    // Oldest first: 2 unpaid, 1 paid at once, 1 virtual unpaid, 1 cancelled, then 7 more unpaid (12 in all).
    placed.push(await place(app, user, skus.cash));
    placed.push(await place(app, user, skus.cash));
    placed.push(await place(app, user, skus.eValue));
    placed.push(await place(app, user, skus.virtual));
    placed.push(await place(app, user, skus.cash));
    expect((await cancelOrder(app, user.token, placed[4]!)).code).toBe(0);
    for (let i = 0; i < 7; i++) {
      app.clock.advance(1_000);
      placed.push(await place(app, user, skus.cash));
    }
    app.clock.advance(-7_000);
  });

  it('lists all the user’s orders newest first, 10 a page by default', async () => {
    const first = await listOrders(app, user.token);
    expect(first.code, first.body).toBe(0);
    expect(first.result).toMatchObject({ pageNo: 1, pageSize: 10, totalNum: 12 });
    expect(first.result.result.map((o) => Number(o.orderId))).toEqual([...placed].reverse().slice(0, 10));
    const second = await listOrders(app, user.token, 'pageNo=2&_t=123');
    expect(second.result.result.map((o) => Number(o.orderId))).toEqual([...placed].reverse().slice(10));
    const beyond = await listOrders(app, user.token, 'pageNo=3');
    expect(beyond.result).toMatchObject({ totalNum: 12, result: [] });
    const small = await listOrders(app, user.token, `status=${OrderListTab.all}&pageNo=2&pageSize=5`);
    expect(small.result.result.map((o) => Number(o.orderId))).toEqual([...placed].reverse().slice(5, 10));
  });

  it('shows each order with its family, status text, lines, amounts and actions', async () => {
    const { result } = await listOrders(app, user.token, 'pageSize=50');
    const byId = new Map(result.result.map((o) => [Number(o.orderId), o]));
    expect(byId.get(placed[0]!)).toMatchObject({
      kind: OrderKind.boutique,
      family: OrderFamily.shop,
      status: ShopOrderStatus.waitPay,
      statusText: '待付款',
      totalNum: 1,
      amounts: { goodsAmount: 5_000, payAmount: 5_000 + 800, carriage: 800, integral: 0 },
      actions: [OrderAction.cancel, OrderAction.pay],
      tradeScene: '1',
    });
    expect(byId.get(placed[0]!)!.payDeadline).not.toBeNull();
    expect(byId.get(placed[0]!)!.lines[0]).toMatchObject({ productSpecsId: String(skus.cash), num: 1, price: 5_000 });
    expect(byId.get(placed[0]!)!.lines[0]!.productUrl).toMatch(/^\/store\/boutique\/product\?productId=\d+$/);
    expect(byId.get(placed[2]!)).toMatchObject({ status: ShopOrderStatus.waitSend, statusText: '待发货', payDeadline: null, actions: [OrderAction.buyAgain] });
    expect(byId.get(placed[2]!)!.amounts).toMatchObject({ integral: 100, payAmount: 0 });
    expect(byId.get(placed[3]!)).toMatchObject({ family: OrderFamily.virtual, status: VirtualOrderStatus.waitPay, statusText: '待付款' });
    expect(byId.get(placed[4]!)).toMatchObject({ status: ShopOrderStatus.cancel, statusText: '已取消', actions: [OrderAction.delete, OrderAction.buyAgain] });
  });

  it('filters by tab across the families', async () => {
    const waitPay = await listOrders(app, user.token, `status=${OrderListTab.waitPay}&pageSize=50`);
    expect(waitPay.result.totalNum).toBe(10);
    expect(waitPay.result.result.every((o) => o.status === ShopOrderStatus.waitPay)).toBe(true);
    expect(waitPay.result.result.map((o) => Number(o.orderId))).toContain(placed[3]);
    const waitSend = await listOrders(app, user.token, `status=${OrderListTab.waitSend}`);
    expect(waitSend.result.result.map((o) => Number(o.orderId))).toEqual([placed[2]]);
    for (const tab of [OrderListTab.waitReceive, OrderListTab.waitAppraise, OrderListTab.afterSales]) {
      expect((await listOrders(app, user.token, `status=${tab}`)).result).toMatchObject({ totalNum: 0, result: [] });
    }
  });

  it('shows nobody else’s orders, and a new user none', async () => {
    const other = await shopper(app);
    expect((await listOrders(app, other.token)).result).toMatchObject({ totalNum: 0, result: [] });
  });

  it('refuses a guest and malformed queries', async () => {
    expectError(await listOrders(app, null), ErrorCode.SESSION_EXPIRED, 401);
    for (const query of ['status=bogus', 'pageNo=0', 'pageNo=abc', 'pageSize=0', 'pageSize=51', 'pageNo=1.5', `_t=${'x'.repeat(40)}`]) {
      expectError(await listOrders(app, user.token, query), ErrorCode.BAD_REQUEST, 400);
    }
  });
});

describe('the order detail', () => {
  it('answers everything about the order, v3 with the server time', async () => {
    const user = await shopper(app);
    const pool = await insertPool(app, { kind: 'coupon', cardName: '详情用券', eachReductionFen: 1_000, useConditionFen: 0 });
    const rightId = (await claim(app, user.token, pool)).body;
    const id = await place(app, user, skus.cash, { purchaseCount: 2, rightsAccountId: JSON.parse(rightId).result.rightsAccountId, remark: '请包装好' });
    const detail = await orderDetail(app, user.token, id);
    expect(detail.code, detail.body).toBe(0);
    expect(detail.result).toMatchObject({
      orderId: String(id),
      family: OrderFamily.shop,
      status: ShopOrderStatus.waitPay,
      statusText: '待付款',
      deliveryMethod: 1,
      store: null,
      vinCode: null,
      remark: '请包装好',
      totalNum: 2,
      amounts: { goodsAmount: 10_000, couponDeductAmount: 1_000, carriage: 800, integral: 0, integralDeductAmount: 0, payAmount: 9_800 },
      paidAt: null,
      logistics: null,
      actions: [OrderAction.cancel, OrderAction.pay],
    });
    expect(detail.result.address?.fullAddress).toContain('世纪大道');
    expect(detail.result.rightsAccountId).toBe(JSON.parse(rightId).result.rightsAccountId);
    expect(detail.result.timeline).toEqual([{ status: ShopOrderStatus.waitPay, statusText: '待付款', at: app.clock.now().toISOString() }]);
    expect(Date.parse(detail.result.payDeadline!) - app.clock.now().getTime()).toBe(PAY_TIMEOUT_MINUTES * MINUTE_MS);

    const v3 = await orderDetailV3(app, user.token, id);
    expect(v3.result).toMatchObject({ ...detail.result, serverTime: app.clock.now().toISOString() });
  });

  it('answers an E-value order paid at once with its paid time and the E-value as an amount', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.eValue);
    const { result } = await orderDetail(app, user.token, id);
    expect(result).toMatchObject({ status: ShopOrderStatus.waitSend, paidAt: app.clock.now().toISOString(), payDeadline: null, amounts: { integral: 100, payAmount: 0 } });
    expect(result.timeline.map((t) => t.statusText)).toEqual(['待发货']);
  });

  it('answers ORDER_NOT_FOUND for another user’s order and an unknown one, 400 for malformed ids', async () => {
    const owner = await shopper(app);
    const stranger = await shopper(app);
    const id = await place(app, owner, skus.cash);
    expectError(await orderDetail(app, stranger.token, id), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await orderDetailV3(app, stranger.token, id), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await orderDetail(app, owner.token, 999_999_999), ErrorCode.ORDER_NOT_FOUND, 404);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '1234567890123456', '%20']) {
      expectError(await orderDetail(app, owner.token, bad), ErrorCode.BAD_REQUEST, 400);
    }
    expectError(await orderDetail(app, null, id), ErrorCode.SESSION_EXPIRED, 401);
  });
});

/** What an order holds: stock, E-value, coupon. */
async function heldOrder() {
  const { skuIds } = await insertGoods(app, { priceFen: 20_000, deductType: DeductType.cash, deductAmountFen: 3_000 }, [{ stock: 10 }]);
  const user = await shopper(app, 1_000);
  const pool = await insertPool(app, { kind: 'coupon', cardName: '取消退券', eachReductionFen: 1_000, useConditionFen: 0 });
  const rightId = Number(JSON.parse((await claim(app, user.token, pool)).body).result.rightsAccountId);
  const placed = await submit(app, user.token, {
    productSpecsId: String(skuIds[0]),
    purchaseCount: 2,
    useIntegral: true,
    payMethod: 'evalue',
    integral: 300,
    rightsAccountId: String(rightId),
  });
  expect(placed.code, placed.body).toBe(0);
  return { user, orderId: Number(placed.result.orderId), skuId: skuIds[0]!, rightId };
}

async function holdings(o: Awaited<ReturnType<typeof heldOrder>>) {
  return {
    stock: await stockOf(app, o.skuId),
    points: await balanceAndLedger(app, o.user.userId),
    right: (await rightOf(app, o.rightId)).status,
  };
}

const released = { stock: 10, points: { balance: 1_000, ledgerSum: 1_000, lowestBalanceAfter: 700 }, right: RightsStatus.enable };
const kept = { stock: 8, points: { balance: 700, ledgerSum: 700, lowestBalanceAfter: 700 }, right: RightsStatus.unuseless };

async function refundRows(userId: number) {
  return (await app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).filter((r) => r.delta > 0 && (r.idempotencyKey ?? '').startsWith('order-refund:'));
}

describe('cancelling an unpaid order', () => {
  it('cancels, gives stock, E-value and the coupon back once, and records the move', async () => {
    const o = await heldOrder();
    expect(await holdings(o)).toEqual(kept);
    const answer = await cancelOrder(app, o.user.token, o.orderId);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual({ orderId: String(o.orderId), status: ShopOrderStatus.cancel, statusText: '已取消', actions: [OrderAction.delete, OrderAction.buyAgain] });
    expect(await holdings(o)).toEqual(released);
    expect(await orderRow(app, o.orderId)).toMatchObject({ status: ShopOrderStatus.cancel, cancelledAt: app.clock.now() });
    expect((await refundRows(o.user.userId)).map((r) => r.reason)).toEqual([expect.stringContaining('已取消')]);

    expectError(await cancelOrder(app, o.user.token, o.orderId), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expect(await holdings(o)).toEqual(released);
    const { result } = await orderDetail(app, o.user.token, o.orderId);
    expect(result.timeline.map((t) => t.status)).toEqual([ShopOrderStatus.waitPay, ShopOrderStatus.cancel]);
  });

  it('refuses a paid order, a closed one, another user’s and malformed ids, writing nothing', async () => {
    const user = await shopper(app);
    const paid = await place(app, user, skus.eValue);
    expectError(await cancelOrder(app, user.token, paid), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expect(await orderRow(app, paid)).toMatchObject({ status: ShopOrderStatus.waitSend, cancelledAt: null });

    const o = await heldOrder();
    const stranger = await shopper(app);
    expectError(await cancelOrder(app, stranger.token, o.orderId), ErrorCode.ORDER_NOT_FOUND, 404);
    for (const bad of ['x', '0', '99999999999999999']) expectError(await cancelOrder(app, o.user.token, bad), ErrorCode.BAD_REQUEST, 400);
    expect(await holdings(o)).toEqual(kept);

    await later(PAY_TIMEOUT_MINUTES * MINUTE_MS, async () => {
      await closeExpiredOrders(app.ctx);
      expectError(await cancelOrder(app, o.user.token, o.orderId), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
      expect(await orderRow(app, o.orderId)).toMatchObject({ status: ShopOrderStatus.close });
      expect(await holdings(o)).toEqual(released);
      expect(await refundRows(o.user.userId)).toHaveLength(1);
    });
  });

  it('releases once when the user cancels while the closer closes it', async () => {
    const all = await Promise.all([heldOrder(), heldOrder(), heldOrder(), heldOrder()]);
    await later(PAY_TIMEOUT_MINUTES * MINUTE_MS, async () => {
      const [answers] = await Promise.all([
        Promise.all(all.map((o) => cancelOrder(app, o.user.token, o.orderId))),
        closeExpiredOrders(app.ctx),
        closeExpiredOrders(app.ctx),
      ]);
      for (const [i, o] of all.entries()) {
        const row = await orderRow(app, o.orderId);
        const cancelled = answers[i]!.code === 0;
        if (!cancelled) expectError(answers[i]!, ErrorCode.ORDER_ACTION_NOT_ALLOWED);
        expect(row.status).toBe(cancelled ? ShopOrderStatus.cancel : ShopOrderStatus.close);
        expect(await holdings(o)).toEqual(released);
        expect(await refundRows(o.user.userId)).toHaveLength(1);
      }
    });
  });

  it('cancels once when the same cancel arrives five times at once', async () => {
    const o = await heldOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancelOrder(app, o.user.token, o.orderId)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expectError(a, ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    expect(await holdings(o)).toEqual(released);
    expect(await refundRows(o.user.userId)).toHaveLength(1);
    const events = await app.ctx.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, o.orderId));
    expect(events.map((e) => e.status)).toEqual([ShopOrderStatus.cancel]);
  });

  it('cancels a virtual order into the virtual cancel status', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.virtual);
    const answer = await cancelOrder(app, user.token, id);
    expect(answer.result).toMatchObject({ status: VirtualOrderStatus.cancel, statusText: '已取消' });
  });
});

describe('confirming receipt', () => {
  it('is refused before the goods are out, and for virtual and unpaid orders', async () => {
    const user = await shopper(app);
    for (const sku of [skus.eValue, skus.cash, skus.virtual, skus.homeCharging]) {
      const id = await place(app, user, sku);
      const before = await orderRow(app, id);
      expectError(await confirmOrder(app, user.token, id), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
      expect(await orderRow(app, id)).toEqual(before);
    }
  });

  it('moves a shipped order to waitAppraise once; another user’s is not found', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.eValue);
    await later(app.ctx.config.lifecycle.shipDelayMs, async () => {
      await advanceOrders(app.ctx);
      expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitReceive);
      const stranger = await shopper(app);
      expectError(await confirmOrder(app, stranger.token, id), ErrorCode.ORDER_NOT_FOUND, 404);
      const answer = await confirmOrder(app, user.token, id);
      expect(answer.result).toMatchObject({ status: ShopOrderStatus.waitAppraise, statusText: '待评价' });
      expect(answer.result.actions).toEqual([OrderAction.logistics, OrderAction.buyAgain]);
      expectError(await confirmOrder(app, user.token, id), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    });
  });
});

describe('deleting an order', () => {
  it('deletes only ended orders, then hides them from the list and the detail', async () => {
    const user = await shopper(app);
    const unpaid = await place(app, user, skus.cash);
    const paid = await place(app, user, skus.eValue);
    expectError(await deleteOrder(app, user.token, unpaid), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expectError(await deleteOrder(app, user.token, paid), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expect((await orderRow(app, paid)).deletedAt).toBeNull();

    await cancelOrder(app, user.token, unpaid);
    const stranger = await shopper(app);
    expectError(await deleteOrder(app, stranger.token, unpaid), ErrorCode.ORDER_NOT_FOUND, 404);
    const answer = await deleteOrder(app, user.token, unpaid);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toBeNull();
    expect((await listOrders(app, user.token)).result.result.map((o) => Number(o.orderId))).toEqual([paid]);
    expectError(await orderDetail(app, user.token, unpaid), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await deleteOrder(app, user.token, unpaid), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await cancelOrder(app, user.token, unpaid), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await deleteOrder(app, user.token, 'abc'), ErrorCode.BAD_REQUEST, 400);
    // Still the user's purchase, as far as the shop's records go.
    expect((await orderRow(app, unpaid)).status).toBe(ShopOrderStatus.cancel);
  });
});
