import { AfterSalesReason, AfterSalesStatus as S, AfterSalesType, CashierChannel, ErrorCode, Header, Paths, ShopOrderStatus, VirtualOrderStatus, type AfterSalesEntry } from '@emall/contract';
import { earnedClawback } from '@emall/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, advanceOrder, apply, casePath, operator, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { insertGoods } from '../../test/cart.ts';
import { newKey, stockOf, submit } from '../../test/orders.ts';
import { ledgerOf, orderRow, payOrder, placeOrder, postNotification, refundsOf, sandboxPay } from '../../test/payments.ts';
import { balanceAndLedger } from '../../test/storefront.ts';
import type { OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findOrderLines } from '../orders/orders.service.ts';
import { orders } from '../orders/orders.table.ts';
import { grantEarnedPoints } from '../payments/earned-points.ts';
import { openPendingVirtualOrders } from '../payments/fulfilment.service.ts';
import { spendPoints } from '../points/points.service.ts';
import { pointsDebts } from '../points/points.table.ts';
import { findCase } from './after-sales.repository.ts';
import { sweepAfterSales } from './after-sales-sweep.service.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

type Order = Awaited<ReturnType<typeof paidTwoPieces>> & { lineId: number };

async function paid(options: { received?: boolean } = {}): Promise<Order> {
  const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
  if (options.received) await advanceOrder(app, order.orderId, ...received);
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  return { ...order, lineId: entry.result.lines[0]!.lineId };
}

function caseOf(order: Order, type: AfterSalesType, pieces = 2) {
  const reason = type === AfterSalesType.refundOnly ? AfterSalesReason.orderedWrong : AfterSalesReason.quality;
  return apply(app, order.user.token, { orderId: order.orderId, type, reason, description: '', photos: [], lines: [{ lineId: order.lineId, pieces }] });
}

const Action = { approve: 'approve', reject: 'reject', receive: 'receive', refund: 'refund', cancel: 'cancel', ship: 'ship' } as const;
type Action = (typeof Action)[keyof typeof Action];

/** One action on a case, by whoever takes it; answers its code. */
async function tryAction(order: Order, id: string, action: Action): Promise<number> {
  if (action === 'cancel') return (await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesCancel, id))).code;
  if (action === 'ship') {
    const body = { expressCompany: '顺丰速运', expressNo: 'SF0000000001' };
    return (await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesReturnShipment, id), body)).code;
  }
  return (await act(app, op, action, id, { reason: '不符合售后条件', note: '完好' })).body.code;
}

/** Every action but the ones its status allows is refused, and leaves the case as it was. */
async function expectOnly(order: Order, id: string, allowed: readonly Action[]) {
  const before = (await findCase(app.ctx.db, Number(id)))!;
  for (const action of Object.values(Action).filter((a) => !allowed.includes(a))) {
    expect(await tryAction(order, id, action), `${action} from ${before.status}`).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  }
  expect((await findCase(app.ctx.db, Number(id)))!).toMatchObject({ status: before.status, updatedAt: before.updatedAt });
}

/** The channel's refund notification of the order's case refund, then the sweep that completes the case. */
async function channelRefunds(order: Order) {
  const [refund] = await refundsOf(app, order.orderId);
  const notice = (await sandboxPay(app).dueRefundNotifications(100)).find((n) => n.body.outRefundNo === refund!.refundNo)!;
  await postNotification(app, CashierChannel.WechatPay, notice.body, notice.headers[Header.paySignature]!, Paths.payRefundNotify);
  await sweepAfterSales(app.ctx);
}

describe('every after-sales move refused from a status that does not allow it', () => {
  it('仅退款: approved, refunding, completed and cancelled', async () => {
    const order = await paid();
    const c = (await caseOf(order, AfterSalesType.refundOnly)).result;
    await expectOnly(order, c.id, ['approve', 'reject', 'cancel']);
    await act(app, op, 'approve', c.id);
    await expectOnly(order, c.id, ['refund', 'reject', 'cancel']);
    expect((await act(app, op, 'refund', c.id)).body.result.status).toBe(S.refunding);
    await expectOnly(order, c.id, []);
    await channelRefunds(order);
    expect((await findCase(app.ctx.db, Number(c.id)))!.status).toBe(S.completed);
    await expectOnly(order, c.id, []);

    const other = await paid();
    const cancelled = (await caseOf(other, AfterSalesType.refundOnly)).result;
    await act(app, op, 'approve', cancelled.id);
    expect(await tryAction(other, cancelled.id, 'cancel')).toBe(0);
    await expectOnly(other, cancelled.id, []);
  });

  it('退货退款: applied, approved, returned, received, refunding, completed, rejected on inspection and closed', async () => {
    const order = await paid({ received: true });
    const c = (await caseOf(order, AfterSalesType.returnRefund, 1)).result;
    await expectOnly(order, c.id, ['approve', 'reject', 'cancel']);
    await act(app, op, 'approve', c.id);
    await expectOnly(order, c.id, ['ship', 'cancel']);
    expect(await tryAction(order, c.id, 'ship')).toBe(0);
    await expectOnly(order, c.id, ['receive', 'reject']);
    await act(app, op, 'receive', c.id, { note: '完好' });
    await expectOnly(order, c.id, ['refund']);
    await act(app, op, 'refund', c.id);
    await expectOnly(order, c.id, []);
    await channelRefunds(order);
    expect((await findCase(app.ctx.db, Number(c.id)))!.status).toBe(S.completed);
    await expectOnly(order, c.id, []);

    // The other piece: sent back, rejected on inspection; then a third case the clock closes.
    const second = (await caseOf(order, AfterSalesType.returnRefund, 1)).result;
    await act(app, op, 'approve', second.id);
    await tryAction(order, second.id, 'ship');
    expect((await act(app, op, 'reject', second.id, { reason: '商品已使用' })).body.result.status).toBe(S.rejected);
    await expectOnly(order, second.id, []);
    const third = (await caseOf(order, AfterSalesType.returnRefund, 1)).result;
    await act(app, op, 'approve', third.id);
    app.clock.advance(app.ctx.config.afterSales.returnShipDays * 86_400_000);
    await sweepAfterSales(app.ctx);
    expect((await findCase(app.ctx.db, Number(third.id)))!.status).toBe(S.closed);
    // A week on, the operator signs in again.
    op = await operator(app);
    await expectOnly(order, third.id, []);
  });

  it("refuses every call on another user's order and case", async () => {
    const mine = await paid();
    const theirs = await paid();
    const c = (await caseOf(theirs, AfterSalesType.refundOnly)).result;
    const quote = { orderId: theirs.orderId, type: AfterSalesType.refundOnly, lines: [{ lineId: theirs.lineId, pieces: 1 }] };
    expect((await shopperCall(app, mine.user.token, 'POST', Paths.afterSalesQuote, quote)).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await shopperCall(app, mine.user.token, 'POST', casePath(Paths.afterSalesReturnShipment, c.id), { expressCompany: '顺丰速运', expressNo: 'SF1234567890' })).code).toBe(
      ErrorCode.AFTER_SALES_CASE_NOT_FOUND,
    );
    // A line of another order named in my order's case.
    const body = { orderId: mine.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId: theirs.lineId, pieces: 1 }] };
    expect((await apply(app, mine.user.token, body)).code).toBe(ErrorCode.ORDER_LINE_NOT_FOUND);
    const list = await shopperCall<{ result: unknown[] }>(app, mine.user.token, 'GET', `${Paths.afterSalesList}?pageNo=1&pageSize=10`);
    expect(list.result.result).toHaveLength(0);
    expect((await findCase(app.ctx.db, Number(c.id)))!.status).toBe(S.applied);
  });
});

describe('at once', () => {
  it('opens one case when 20 ask for the same pieces, and a return refunds and restocks once under 20 refunds', async () => {
    const order = await paid({ received: true });
    const answers = await Promise.all(Array.from({ length: 20 }, () => caseOf(order, AfterSalesType.returnRefund, 2)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.AFTER_SALES_PIECES_EXCEED)).toHaveLength(19);
    const c = answers.find((a) => a.code === 0)!.result;
    await act(app, op, 'approve', c.id);
    await tryAction(order, c.id, 'ship');
    await act(app, op, 'receive', c.id, { note: '完好' });
    const stock = await stockOf(app, order.skuId);
    const refunds = await Promise.all(Array.from({ length: 20 }, () => act(app, op, 'refund', c.id)));
    expect(refunds.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await refundsOf(app, order.orderId)).toHaveLength(1);
    expect(await stockOf(app, order.skuId)).toBe(stock + 2);
    expect((await findOrderLines(app.ctx.db, order.orderId))[0]!.refundedNum).toBe(2);
  });
});

describe('E-value earned on a refund the shopper already spent', () => {
  it('comes off the cash refund; what the cash cannot cover is a debt, collected once from the next E-value earned', async () => {
    const order = await paid();
    // An order that earned more than its cash can pay back at 10 fen a point (a generous promotion).
    await app.ctx.db.update(orders).set({ pointsEarned: 10_000 }).where(eq(orders.id, order.orderId));
    const spent = (await balanceAndLedger(app, order.user.userId)).balance;
    await app.ctx.db.transaction((tx) => spendPoints(tx, order.user.userId, spent, '测试:已花掉', newKey(), app.clock.now()));
    const c = (await caseOf(order, AfterSalesType.refundOnly)).result;
    await act(app, op, 'approve', c.id);
    const answer = await act(app, op, 'refund', c.id);
    expect(answer.body.code, answer.body.message).toBe(0);
    const refunded = answer.body.result;
    const claw = earnedClawback({ eValueBack: 0, earnedBack: 10_000, cashFen: c.amounts.cashFen, balance: 0 });
    expect(claw.debtPoints).toBeGreaterThan(0);
    expect(refunded).toMatchObject({ cashDeductFen: claw.cashDeductFen, debtPoints: claw.debtPoints });
    expect((await refundsOf(app, order.orderId)).reduce((a, r) => a + r.amountFen, 0)).toBe(c.amounts.cashFen - claw.cashDeductFen);
    // Never below zero: nothing was left to take, so the balance stays 0.
    expect(await balanceAndLedger(app, order.user.userId)).toMatchObject({ balance: 0, lowestBalanceAfter: 0 });
    const [debt, ...more] = await app.ctx.db.select().from(pointsDebts).where(eq(pointsDebts.userId, order.user.userId));
    expect(more).toHaveLength(0);
    expect(debt).toMatchObject({ points: claw.debtPoints, collected: 0, idempotencyKey: `aftersales-debt:${c.id}` });
    expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.close);

    // The next order the shopper pays earns E-value: the debt takes it, in the payment's transaction.
    const { skuIds } = await insertGoods(app, { priceFen: 30_000 }, [{ stock: 5 }]);
    const placed = await submit(app, order.user.token, { productSpecsId: String(skuIds[0]) }, { key: newKey() });
    const next = { user: order.user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId: skuIds[0]!, payAmount: placed.result.payAmount };
    await payOrder(app, next);
    const earned = (await orderRow(app, next.orderId)).pointsEarned;
    expect(earned).toBeGreaterThan(0);
    const taken = Math.min(earned, claw.debtPoints);
    const rows = async () => (await ledgerOf(app, order.user.userId)).filter((l) => l.idempotencyKey?.startsWith(`order-earn:${next.orderNo}`));
    expect((await rows()).map((l) => [l.idempotencyKey, l.delta])).toEqual([
      [`order-earn:${next.orderNo}`, earned],
      [`order-earn:${next.orderNo}:debt`, -taken],
    ]);
    // Earned again (a repeated notification, a retry): nothing more is collected.
    const row = await orderRow(app, next.orderId);
    await app.ctx.db.transaction((tx) => grantEarnedPoints(tx, row, app.clock.now()));
    expect(await rows()).toHaveLength(2);
    const [after] = await app.ctx.db.select().from(pointsDebts).where(eq(pointsDebts.userId, order.user.userId)).orderBy(asc(pointsDebts.id));
    expect(after!.collected).toBe(taken);
    expect((await balanceAndLedger(app, order.user.userId)).balance).toBe(earned - taken);
  });
});

describe('a virtual goods its supplier opened after the case was approved', () => {
  it('is not refunded; the operator rejects the case instead, and nothing goes back', async () => {
    const sandbox = app.ctx.fulfilment;
    // The supplier is unreachable while the shopper pays and asks: the order waits to be opened.
    app.ctx.fulfilment = { name: 'unreachable', fulfil: () => Promise.reject(new Error('supplier down')) };
    try {
      const placed = await placeOrder(app, { virtual: true });
      await payOrder(app, placed);
      expect((await orderRow(app, placed.orderId)).status).toBe(VirtualOrderStatus.waitOpen);
      const entry = await shopperCall<AfterSalesEntry>(app, placed.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(placed.orderId)));
      const lineId = entry.result.lines[0]!.lineId;
      const body = { orderId: placed.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] };
      const c = (await apply(app, placed.user.token, body)).result;
      await act(app, op, 'approve', c.id);
      // The supplier comes back and opens it before the operator refunds.
      app.ctx.fulfilment = sandbox;
      await openPendingVirtualOrders(app.ctx);
      expect((await orderRow(app, placed.orderId)).status).toBe(VirtualOrderStatus.finish);
      const balance = (await balanceAndLedger(app, placed.user.userId)).balance;
      expect((await act(app, op, 'refund', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_VIRTUAL_USED);
      expect((await act(app, op, 'reject', c.id, { reason: '卡券已开通' })).body.result).toMatchObject({ status: S.rejected, rejectReason: '卡券已开通' });
      expect(await refundsOf(app, placed.orderId)).toHaveLength(0);
      expect((await balanceAndLedger(app, placed.user.userId)).balance).toBe(balance);
    } finally {
      app.ctx.fulfilment = sandbox;
    }
  });
});
