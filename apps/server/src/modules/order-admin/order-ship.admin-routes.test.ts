import { AfterSalesReason, AfterSalesType, ErrorCode, fillPath, NotificationTemplate, OrderAdminPaths, OrderAuditAction, Role, ShopOrderStatus, type AdminOrderDetail } from '@emall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, paidTwoPieces } from '../../test/after-sales.ts';
import { startKuaidi100Standin, type Kuaidi100Standin } from '../../test/kuaidi100-standin.ts';
import { auditRowsOf } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { orderRow, placeOrder } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orderParcels } from '../order-lifecycle/lifecycle.table.ts';

let app: TestApp;
let service: OperatorSession;
let seq = 0;
const newExpressNo = () => `SF${process.pid}${String(++seq).padStart(6, '0')}`;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  service = await signInOperator(app, [Role.service]);
});
afterAll(() => app.close());

const shipPath = (id: number | string) => fillPath(OrderAdminPaths.ship, { id: String(id) });
const detailPath = (id: number | string) => fillPath(OrderAdminPaths.order, { id: String(id) });

async function ship(target: TestApp, op: OperatorSession | null, id: number | string, payload: unknown) {
  const res = await adminCall(target, op, 'POST', shipPath(id), payload);
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: AdminOrderDetail }) };
}

async function parcelsOf(orderId: number) {
  return app.ctx.db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId));
}

describe('发货 (POST /admin-api/orders/:id/ship)', () => {
  it('ships a paid posted order under the waybill entered: parcel, shopper told, audit row, detail no longer shippable', async () => {
    const order = await paidTwoPieces(app);
    const before = (await adminCall(app, service, 'GET', detailPath(order.orderId))).json().result as AdminOrderDetail;
    expect(before.shippable).toBe(true);
    const expressNo = newExpressNo();
    const shipped = await ship(app, service, order.orderId, { carrierCode: 'shunfeng', expressNo });
    expect(shipped.code, shipped.message).toBe(0);
    expect(shipped.result).toMatchObject({ status: ShopOrderStatus.waitReceive, shippable: false, logistics: expect.objectContaining({ expressNo }) });
    expect(shipped.result.audit[0]).toMatchObject({ action: OrderAuditAction.ship, username: service.username });
    expect(await parcelsOf(order.orderId)).toEqual([expect.objectContaining({ carrierCode: 'shunfeng', expressNo })]);
    const told = await app.ctx.db.select().from(notifications).where(and(eq(notifications.userId, order.user.userId), eq(notifications.template, NotificationTemplate.orderShipped)));
    expect(told).toHaveLength(1);
    const [audit] = await app.ctx.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(order.orderId))));
    expect(audit).toMatchObject({ action: OrderAuditAction.ship, after: expect.objectContaining({ carrierCode: 'shunfeng', expressNo }) });
  });

  it('ships once when asked twice, even at the same time: one parcel, one message, one audit row', async () => {
    const order = await paidTwoPieces(app);
    const waybill = { carrierCode: 'zhongtong', expressNo: newExpressNo() };
    const both = await Promise.all([ship(app, service, order.orderId, waybill), ship(app, service, order.orderId, waybill)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, ErrorCode.ORDER_ACTION_NOT_ALLOWED]);
    const again = await ship(app, service, order.orderId, { carrierCode: 'yunda', expressNo: newExpressNo() });
    expect(again.code).toBe(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    expect(again.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await parcelsOf(order.orderId)).toHaveLength(1);
    expect(await auditRowsOf(app, 'order', String(order.orderId))).toBe(1);
  });

  it('refuses an order that cannot ship: unpaid, held by an open 仅退款, or under a number on another parcel', async () => {
    const unpaid = await placeOrder(app);
    const held = await paidTwoPieces(app);
    const lineId = ((await adminCall(app, service, 'GET', detailPath(held.orderId))).json().result as AdminOrderDetail).lines[0]!.lineId;
    const opened = await apply(app, held.user.token, { orderId: held.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
    expect(opened.code, opened.body).toBe(0);
    for (const order of [unpaid, held]) {
      expect(((await adminCall(app, service, 'GET', detailPath(order.orderId))).json().result as AdminOrderDetail).shippable).toBe(false);
      expect((await ship(app, service, order.orderId, { carrierCode: 'shunfeng', expressNo: newExpressNo() })).code).toBe(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
      expect(await parcelsOf(order.orderId)).toHaveLength(0);
    }
    const taken = newExpressNo();
    const first = await paidTwoPieces(app);
    const second = await paidTwoPieces(app);
    expect((await ship(app, service, first.orderId, { carrierCode: 'ems', expressNo: taken })).code).toBe(0);
    expect((await ship(app, service, second.orderId, { carrierCode: 'ems', expressNo: taken })).code).toBe(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    expect((await orderRow(app, second.orderId)).status).toBe(ShopOrderStatus.waitSend);
    expect(await auditRowsOf(app, 'order', String(second.orderId))).toBe(0);
  });

  it('refuses malformed bodies and ids with 400 and unknown orders with 40413, writing nothing', async () => {
    const order = await paidTwoPieces(app);
    const bodies = [
      {},
      { carrierCode: 'shunfeng' },
      { expressNo: newExpressNo() },
      { carrierCode: 'shunfeng', expressNo: '12345' },
      { carrierCode: 'shunfeng', expressNo: 'SF 123 456 789' },
      { carrierCode: 'shunfeng', expressNo: 'x'.repeat(33) },
      { carrierCode: 'SHUNFENG', expressNo: newExpressNo() },
      { carrierCode: 'nosuchexpress', expressNo: newExpressNo() },
      { carrierCode: 'shunfeng', expressNo: newExpressNo(), extra: 1 },
      { carrierCode: 7, expressNo: newExpressNo() },
    ];
    for (const body of bodies) {
      const res = await ship(app, service, order.orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const id of ['abc', '0', '-1', '1.5']) expect((await ship(app, service, id, { carrierCode: 'shunfeng', expressNo: newExpressNo() })).status, id).toBe(400);
    const unknown = await ship(app, service, 999_999_999, { carrierCode: 'shunfeng', expressNo: newExpressNo() });
    expect(unknown).toMatchObject({ status: 404, code: ErrorCode.ORDER_NOT_FOUND });
    expect(await parcelsOf(order.orderId)).toHaveLength(0);
    expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitSend);
  });

  it('refuses anonymous callers, shoppers and roles without orders:ship', async () => {
    const order = await paidTwoPieces(app);
    const waybill = { carrierCode: 'shunfeng', expressNo: newExpressNo() };
    expect((await ship(app, null, order.orderId, waybill)).status).toBe(401);
    const asShopper = await app.server.inject({ method: 'POST', url: `/admin-api${shipPath(order.orderId)}`, headers: { 'login-token': order.user.token }, payload: waybill });
    expect(asShopper.statusCode).toBe(401);
    for (const role of [Role.finance, Role.goods]) {
      const op = await signInOperator(app, [role]);
      expect((await ship(app, op, order.orderId, waybill)).status, role).toBe(403);
      const detail = (await adminCall(app, op, 'GET', detailPath(order.orderId))).json();
      if (detail.code === 0) expect(detail.result.shippable).toBe(true); // it may read, not ship
    }
    expect(await parcelsOf(order.orderId)).toHaveLength(0);
    expect(await auditRowsOf(app, 'order', String(order.orderId))).toBe(0);
  });
});

describe('发货 on Kuaidi100 (CARRIER_PROVIDER=kuaidi100)', () => {
  let standin: Kuaidi100Standin;
  let tracked: TestApp;
  beforeAll(async () => {
    standin = await startKuaidi100Standin();
    tracked = await createTestApp({ seed: false, env: standin.env('salt-of-the-ship-test', 'http://127.0.0.1:9') });
  });
  afterAll(async () => {
    await tracked.close();
    await standin.close();
  });

  it('asks Kuaidi100 to follow the parcel at once, under the company and number entered', async () => {
    const op = await signInOperator(tracked, [Role.service]);
    const order = await paidTwoPieces(tracked);
    const expressNo = newExpressNo();
    const shipped = await ship(tracked, op, order.orderId, { carrierCode: 'shunfeng', expressNo });
    expect(shipped.code, shipped.message).toBe(0);
    expect(standin.subscribeCalls).toContainEqual({ number: expressNo, returnCode: '200' });
    expect(standin.subscriptions.get(expressNo)?.callbackurl).toBe('http://127.0.0.1:9/api-gateway/hermes/v1/logistics/kuaidi100/callback');
  });
});
