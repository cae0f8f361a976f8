import { ErrorCode, NotificationTemplate, Paths, ShopOrderStatus, type DevShipOrderResult } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../../test/goods.ts';
import { orderRow, payOrder, placeOrder } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orderParcels } from '../order-lifecycle/lifecycle.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ship = (token: string | null, payload: unknown) => call<DevShipOrderResult>(app, 'POST', Paths.devShipOrder, { token, payload });

describe('POST /dev/orders/ship', () => {
  it('hands a paid posted order to the carrier now: 待收货 with its waybill, once', async () => {
    const placed = await placeOrder(app);
    await payOrder(app, placed);
    const shipped = await ship(placed.user.token, { orderNo: placed.orderNo });
    expect(shipped.code, shipped.body).toBe(0);
    expect(shipped.result).toEqual({ orderNo: placed.orderNo, status: ShopOrderStatus.waitReceive });
    expect((await orderRow(app, placed.orderId))!.status).toBe(ShopOrderStatus.waitReceive);
    expectError(await ship(placed.user.token, { orderNo: placed.orderNo }), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    // The shopper is told once, in the shipping transaction (issue 19).
    const told = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, placed.user.userId));
    expect(told.map((n) => [n.template, n.content, n.target])).toEqual([
      [NotificationTemplate.orderShipped, `您的订单${placed.orderNo}已发货，请留意物流信息。`, { type: 'order', orderId: String(placed.orderId) }],
    ]);
  });

  it('refuses an unpaid order, another user’s order (as an unknown one) and a malformed body', async () => {
    const unpaid = await placeOrder(app);
    expectError(await ship(unpaid.user.token, { orderNo: unpaid.orderNo }), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    const other = await placeOrder(app);
    await payOrder(app, other);
    expectError(await ship(unpaid.user.token, { orderNo: other.orderNo }), ErrorCode.ORDER_NOT_FOUND, 404);
    expect((await orderRow(app, other.orderId))!.status).toBe(ShopOrderStatus.waitSend);
    expectError(await ship(null, { orderNo: other.orderNo }), ErrorCode.SESSION_EXPIRED, 401);
    const badWaybills = [{ carrierCode: 'Zhong Tong', expressNo: 'ZT123456' }, { carrierCode: 'zhongtong', expressNo: '12' }, { carrierCode: 'zhongtong' }];
    for (const payload of [{}, { orderNo: 'EM1' }, { orderNo: other.orderNo, extra: 1 }, ...badWaybills.map((waybill) => ({ orderNo: other.orderNo, waybill }))]) {
      expect((await ship(other.user.token, payload)).code, JSON.stringify(payload)).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('ships under a waybill the warehouse entered, and refuses a number already on another order’s parcel', async () => {
    const [first, second] = [await placeOrder(app), await placeOrder(app)];
    await payOrder(app, first);
    await payOrder(app, second);
    const waybill = { carrierCode: 'zhongtong', expressNo: `ZT${Date.now()}` };
    expect((await ship(first.user.token, { orderNo: first.orderNo, waybill })).code).toBe(0);
    expectError(await ship(second.user.token, { orderNo: second.orderNo, waybill }), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expect((await orderRow(app, second.orderId))!.status).toBe(ShopOrderStatus.waitSend);
    const [parcel] = await app.ctx.db.select().from(orderParcels).where(eq(orderParcels.orderId, first.orderId));
    expect(parcel).toMatchObject(waybill);
  });
});
