import { AfterSalesReason, AfterSalesType, AfterSalesText, ErrorCode, errorInfo, Paths, type AfterSalesEntry, type OrderDetail, type OrderListItem } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, apply, casePath, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { listOrders, orderDetail, orderDetailV3 } from '../../test/lifecycle.ts';
import { insertAddress, newKey, submit } from '../../test/orders.ts';
import { insertGoods } from '../../test/cart.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;

async function detailOf(token: string, orderId: number): Promise<OrderDetail> {
  const res = await orderDetailV3(app, token, orderId);
  expect(res.code, res.body).toBe(0);
  return res.result;
}

async function listed(token: string, orderId: number): Promise<OrderListItem> {
  const res = await listOrders(app, token);
  expect(res.code, res.body).toBe(0);
  return res.result.result.find((o) => o.orderId === String(orderId))!;
}

async function entryOf(token: string, orderId: number): Promise<AfterSalesEntry> {
  return (await shopperCall<AfterSalesEntry>(app, token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(orderId)))).result;
}

describe('the order list and detail say what after-sales each line may ask', () => {
  it('a paid order not shipped: each line its id and 仅退款, as its after-sales entry says', async () => {
    const order = await paidTwoPieces(app);
    const detail = await detailOf(order.user.token, order.orderId);
    const entry = await entryOf(order.user.token, order.orderId);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ lineId: entry.lines[0]!.lineId, afterSales: { types: [AfterSalesType.refundOnly], refusal: null, openCaseId: null } });
    expect((await listed(order.user.token, order.orderId)).lines).toEqual(detail.lines);
    // The v2 detail answers the same lines.
    expect((await orderDetail(app, order.user.token, order.orderId)).result.lines).toEqual(detail.lines);
  });

  it('a line whose pieces an open case holds: no type, why, and the case to look at', async () => {
    const order = await paidTwoPieces(app);
    const lineId = (await detailOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const body = { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 2 }] };
    const made = await apply(app, order.user.token, body);
    expect(made.code, made.body).toBe(0);
    const line = (await detailOf(order.user.token, order.orderId)).lines[0]!;
    expect(line.afterSales).toEqual({ types: [], refusal: AfterSalesText.lineUsedUp, openCaseId: made.result.id, hasCases: true });
    expect((await listed(order.user.token, order.orderId)).lines[0]!.afterSales).toEqual(line.afterSales);
    // Cancelled, the case no longer holds the line, but the order still shows it had one.
    expect((await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesCancel, made.result.id))).code).toBe(0);
    const after = (await listed(order.user.token, order.orderId)).lines[0]!.afterSales;
    expect(after).toMatchObject({ types: [AfterSalesType.refundOnly], openCaseId: null, hasCases: true });
  });

  it('a received order: 退货退款 within the window, and why not once it has passed', async () => {
    const order = await paidTwoPieces(app);
    await advanceOrder(app, order.orderId, ...received);
    expect((await detailOf(order.user.token, order.orderId)).lines[0]!.afterSales).toEqual({ types: [AfterSalesType.returnRefund], refusal: null, openCaseId: null, hasCases: false });
    app.clock.advance(16 * DAY_MS);
    const late = (await detailOf(order.user.token, order.orderId)).lines[0]!.afterSales;
    expect(late).toEqual({ types: [], refusal: errorInfo[ErrorCode.AFTER_SALES_WINDOW_PASSED].message, openCaseId: null, hasCases: false });
  });

  it('an unpaid order: no type, the order is not refundable', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 5_000 }, [{ stock: 5 }]);
    const user = await newUser(app, 0);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(skuIds[0]), purchaseCount: 1 }, { key: newKey() });
    expect(placed.code, placed.body).toBe(0);
    const detail = await detailOf(user.token, Number(placed.result.orderId));
    expect(detail.lines[0]!.lineId).toEqual(expect.any(Number));
    expect(detail.lines[0]!.afterSales).toEqual({ types: [], refusal: errorInfo[ErrorCode.AFTER_SALES_ORDER_NOT_REFUNDABLE].message, openCaseId: null, hasCases: false });
  });

  it("another user's order is refused, and its lines are in no other list", async () => {
    const order = await paidTwoPieces(app);
    const other = await newUser(app, 0);
    const res = await orderDetailV3(app, other.token, order.orderId);
    expect(res.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect(res.result ?? null).toBeNull();
    const list = await listOrders(app, other.token);
    expect(list.result.result.find((o) => o.orderId === String(order.orderId))).toBeUndefined();
    expect((await entryOf(other.token, order.orderId)) ?? null).toBeNull();
  });
});
