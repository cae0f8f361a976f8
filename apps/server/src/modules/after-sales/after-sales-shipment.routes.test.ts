import { AfterSalesReason, AfterSalesStatus as S, AfterSalesType, Paths, ShopOrderStatus, type AfterSalesEntry } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, apply, casePath, operator, paidTwoPieces, shopperCall } from '../../test/after-sales.ts';
import { orderRow } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderParcels } from '../order-lifecycle/lifecycle.table.ts';
import { advanceOrders } from '../order-lifecycle/warehouse.service.ts';
import { findCase } from './after-sales.repository.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

/** A paid, unshipped order of two pieces and its line. */
async function unshipped() {
  const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  return { ...order, lineId: entry.result.lines[0]!.lineId };
}

function refundOnly(order: { orderId: number; lineId: number }, pieces: number) {
  return { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId: order.lineId, pieces }] };
}

/** The warehouse's next round, once every paid order is past the ship delay. */
async function warehouseRound() {
  app.clock.advance(app.ctx.config.lifecycle.shipDelayMs);
  return advanceOrders(app.ctx);
}

async function parcelsOf(orderId: number) {
  return app.ctx.db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId));
}

describe('an open 仅退款 case holds the shipment', () => {
  it('keeps the order in while the case waits; rejected or cancelled, the order ships', async () => {
    const rejected = await unshipped();
    const cancelled = await unshipped();
    const op = await operator(app);
    const first = (await apply(app, rejected.user.token, refundOnly(rejected, 1))).result;
    const second = (await apply(app, cancelled.user.token, refundOnly(cancelled, 2))).result;
    await warehouseRound();
    for (const order of [rejected, cancelled]) {
      expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitSend);
      expect(await parcelsOf(order.orderId)).toHaveLength(0);
    }
    expect((await act(app, op, 'reject', first.id, { reason: '商品已打包' })).body.result.status).toBe(S.rejected);
    expect((await shopperCall(app, cancelled.user.token, 'POST', casePath(Paths.afterSalesCancel, second.id))).code).toBe(0);
    await warehouseRound();
    for (const order of [rejected, cancelled]) {
      expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitReceive);
      expect(await parcelsOf(order.orderId)).toHaveLength(1);
    }
  });

  it('approved: nothing ships; refunded whole, the order closes; refunded in part, the rest ships', async () => {
    const whole = await unshipped();
    const part = await unshipped();
    const op = await operator(app);
    const wholeCase = (await apply(app, whole.user.token, refundOnly(whole, 2))).result;
    const partCase = (await apply(app, part.user.token, refundOnly(part, 1))).result;
    for (const c of [wholeCase, partCase]) expect((await act(app, op, 'approve', c.id)).body.result.status).toBe(S.approved);
    await warehouseRound();
    for (const order of [whole, part]) expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitSend);
    for (const c of [wholeCase, partCase]) expect((await act(app, op, 'refund', c.id)).body.result.status).toBe(S.refunding);
    await warehouseRound();
    expect((await orderRow(app, whole.orderId)).status).toBe(ShopOrderStatus.close);
    expect(await parcelsOf(whole.orderId)).toHaveLength(0);
    expect((await orderRow(app, part.orderId)).status).toBe(ShopOrderStatus.waitReceive);
    expect(await parcelsOf(part.orderId)).toHaveLength(1);
  });

  it('decides a shipment and a case asked at once one after the other, the same way every time', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => unshipped()));
    app.clock.advance(app.ctx.config.lifecycle.shipDelayMs);
    const [, ...applied] = await Promise.all([advanceOrders(app.ctx), ...orders.map((o) => apply(app, o.user.token, refundOnly(o, 2)))]);
    for (const [i, order] of orders.entries()) {
      const answer = applied[i]!;
      // 仅退款 stays open to a shipped order not yet received: both orders of events are allowed.
      expect(answer.code, answer.body).toBe(0);
      const c = (await findCase(app.ctx.db, Number(answer.result.id)))!;
      const status = (await orderRow(app, order.orderId)).status;
      const parcels = await parcelsOf(order.orderId);
      // The case came first: it was asked of an unshipped order and holds it; else it was asked of a shipped one.
      if (c.notShipped) expect([status, parcels.length]).toEqual([ShopOrderStatus.waitSend, 0]);
      else expect([status, parcels.length]).toEqual([ShopOrderStatus.waitReceive, 1]);
    }
    // Whatever came first, the next round ships none of the held orders.
    await advanceOrders(app.ctx);
    for (const [i, order] of orders.entries()) {
      const c = (await findCase(app.ctx.db, Number(applied[i]!.result.id)))!;
      expect((await orderRow(app, order.orderId)).status).toBe(c.notShipped ? ShopOrderStatus.waitSend : ShopOrderStatus.waitReceive);
    }
  });

  it('ships the orders paid after a page of held ones in the same round', async () => {
    const held = [await unshipped(), await unshipped(), await unshipped()];
    for (const order of held) expect((await apply(app, order.user.token, refundOnly(order, 2))).code).toBe(0);
    const later = await unshipped();
    app.clock.advance(app.ctx.config.lifecycle.shipDelayMs);
    // Pages of two: every page before the later order's is held orders only (this file's and earlier ones).
    await advanceOrders(app.ctx, 2);
    for (const order of held) expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitSend);
    expect((await orderRow(app, later.orderId)).status).toBe(ShopOrderStatus.waitReceive);
    expect(await parcelsOf(later.orderId)).toHaveLength(1);
  });
});
