import { AfterSalesAdminPaths, AfterSalesReason, AfterSalesStatus as S, AfterSalesType, CashierChannel, DeductType, ErrorCode, Header, Paths, RefundStatus, Role, ShopOrderStatus, type AfterSalesAmounts, type AfterSalesCaseDetail, type AfterSalesEntry } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, advanceOrder, apply, casePath, operator, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { auditRowsOf } from '../../test/marketing.ts';
import { insertGoods } from '../../test/cart.ts';
import { insertAddress, newKey, rightOf, stockOf, submit } from '../../test/orders.ts';
import { ledgerOf, orderRow, postNotification, refundsOf, sandboxPay } from '../../test/payments.ts';
import { balanceAndLedger, newUser } from '../../test/storefront.ts';
import { adminCall, signInOperator } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverSandboxRefunds } from '../payments/pay-sandbox-refunds.service.ts';
import { sweepAfterSales } from './after-sales-sweep.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const HOUR_MS = 3_600_000;

function refundOnly(orderId: number, lineId: number, pieces: number) {
  return { orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '拍错了', photos: [], lines: [{ lineId, pieces }] };
}

async function entryOf(token: string, orderId: number) {
  const res = await shopperCall<AfterSalesEntry>(app, token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(orderId)));
  expect(res.code, res.body).toBe(0);
  return res.result;
}

describe('仅退款 of a paid order not shipped', () => {
  it('refunds exactly what the order paid, once, and completes on the channel notification', async () => {
    const order = await paidTwoPieces(app);
    const paid = await orderRow(app, order.orderId);
    const entry = await entryOf(order.user.token, order.orderId);
    expect(entry.lines[0]).toMatchObject({ num: 2, piecesLeft: 2, types: [AfterSalesType.refundOnly], refusal: null });
    const lineId = entry.lines[0]!.lineId;
    const quote = await shopperCall<AfterSalesAmounts>(app, order.user.token, 'POST', Paths.afterSalesQuote, { orderId: order.orderId, type: 1, lines: [{ lineId, pieces: 2 }] });
    expect(quote.result).toEqual({ cashFen: paid.payAmountFen, eValue: paid.integral, couponFen: paid.couponDeductFen, carriageFen: paid.carriageFen, couponBack: true });

    const key = newKey();
    const applied = await apply(app, order.user.token, refundOnly(order.orderId, lineId, 2), key);
    expect(applied.code, applied.body).toBe(0);
    // The same Idempotency-Key answers the case it opened, even asked again at once.
    const again = await Promise.all(Array.from({ length: 5 }, () => apply(app, order.user.token, refundOnly(order.orderId, lineId, 2), key)));
    expect(again.map((a) => a.result.id)).toEqual(Array.from({ length: 5 }, () => applied.result.id));
    expect(applied.result).toMatchObject({ status: S.applied, canCancel: true, canShip: false, amounts: quote.result });
    // Every piece is held: a second case for the same pieces is refused.
    expect((await apply(app, order.user.token, refundOnly(order.orderId, lineId, 1))).code).toBe(ErrorCode.AFTER_SALES_PIECES_EXCEED);

    const op = await operator(app);
    const stockBefore = await stockOf(app, order.skuId);
    const balanceBefore = (await balanceAndLedger(app, order.user.userId)).balance;
    const approvals = await Promise.all(Array.from({ length: 20 }, () => act(app, op, 'approve', applied.result.id)));
    expect(approvals.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(approvals.filter((a) => a.body.code === ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED)).toHaveLength(19);
    const refunds = await Promise.all(Array.from({ length: 20 }, () => act(app, op, 'refund', applied.result.id)));
    expect(refunds.filter((a) => a.body.code === 0)).toHaveLength(1);

    const [refund, ...more] = await refundsOf(app, order.orderId);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amountFen: paid.payAmountFen, caseId: Number(applied.result.id), status: RefundStatus.open });
    expect(await stockOf(app, order.skuId)).toBe(stockBefore + 2);
    expect((await rightOf(app, order.rightId!)).status).toBe(0);
    // Wholly refunded: the order closes (shop order close), its closing recorded.
    expect(await orderRow(app, order.orderId)).toMatchObject({ status: ShopOrderStatus.close, cancelledAt: expect.any(Date) });
    // E-value back less the E-value the order earned.
    expect((await balanceAndLedger(app, order.user.userId)).balance).toBe(balanceBefore + paid.integral - paid.pointsEarned);

    // The channel's notification, replayed 20 times: one refund, the case completes once.
    const notice = (await sandboxPay(app).dueRefundNotifications(100)).find((n) => n.body.outRefundNo === refund!.refundNo)!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postNotification(app, CashierChannel.WechatPay, notice.body, notice.headers[Header.paySignature]!, Paths.payRefundNotify)),
    );
    expect(answers.map((a) => a.json().code)).toEqual(Array.from({ length: 20 }, () => 0));
    expect((await refundsOf(app, order.orderId)).map((r) => r.status)).toEqual([RefundStatus.refundSuccess]);
    expect((await sweepAfterSales(app.ctx)).completed).toBe(1);
    expect((await sweepAfterSales(app.ctx)).completed).toBe(0);
    const done = await shopperCall<AfterSalesCaseDetail>(app, order.user.token, 'GET', casePath(Paths.afterSalesDetail, applied.result.id));
    expect(done.result.status).toBe(S.completed);
    expect(done.result.timeline.every((s) => s.done)).toBe(true);
  });

  it("refuses another user's order and case, and every move its status does not allow", async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const stranger = await newUser(app, 0);
    expect((await shopperCall(app, stranger.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)))).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await apply(app, stranger.token, refundOnly(order.orderId, lineId, 1))).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await apply(app, order.user.token, { ...refundOnly(order.orderId, lineId, 1), type: AfterSalesType.returnRefund })).code).toBe(
      ErrorCode.AFTER_SALES_TYPE_NOT_ALLOWED,
    );
    expect((await apply(app, order.user.token, refundOnly(order.orderId, lineId, 3))).code).toBe(ErrorCode.AFTER_SALES_PIECES_EXCEED);
    expect((await apply(app, order.user.token, { ...refundOnly(order.orderId, lineId, 1), photos: ['/media/u-not-mine.webp'] })).code).toBe(
      ErrorCode.AFTER_SALES_PHOTO_INVALID,
    );
    const c = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 1))).result;
    expect((await shopperCall(app, stranger.token, 'GET', casePath(Paths.afterSalesDetail, c.id))).code).toBe(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
    expect((await shopperCall(app, stranger.token, 'POST', casePath(Paths.afterSalesCancel, c.id))).code).toBe(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
    const op = await operator(app);
    // From applied: no ship (a refund-only case never ships), no receive, no refund.
    const ship = { expressCompany: '顺丰速运', expressNo: 'SF1234567890' };
    expect((await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesReturnShipment, c.id), ship)).code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    expect((await act(app, op, 'receive', c.id, { note: '完好' })).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    expect((await act(app, op, 'refund', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    // Rejected: nothing moves it any more, and its pieces are free again.
    expect((await act(app, op, 'reject', c.id, { reason: '商品已发出' })).body.result).toMatchObject({ status: S.rejected, rejectReason: '商品已发出' });
    for (const action of ['approve', 'reject', 'receive', 'refund'] as const) {
      expect((await act(app, op, action, c.id, { reason: 'x', note: 'x' })).body.code, action).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    }
    expect((await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesCancel, c.id))).code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    expect((await entryOf(order.user.token, order.orderId)).lines[0]!.piecesLeft).toBe(2);
    expect(await refundsOf(app, order.orderId)).toHaveLength(0);
  });
});

describe('an order paid entirely in E-value', () => {
  it('refunds through the ledger only and completes at once, with no channel refund', async () => {
    const eOnly = await insertGoods(app, { priceFen: 0, eValue: 100, deductType: DeductType.integral }, [{ priceFen: 0, eValue: 100 }]);
    const user = await newUser(app, 500);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(eOnly.skuIds[0]) });
    expect(placed.result.needPay).toBe(false);
    const orderId = Number(placed.result.orderId);
    const lineId = (await entryOf(user.token, orderId)).lines[0]!.lineId;
    const c = (await apply(app, user.token, refundOnly(orderId, lineId, 1))).result;
    expect(c.amounts).toMatchObject({ cashFen: 0, eValue: 100 });
    const op = await operator(app);
    await act(app, op, 'approve', c.id);
    const stock = await stockOf(app, eOnly.skuIds[0]!);
    expect((await act(app, op, 'refund', c.id)).body.result.status).toBe(S.completed);
    expect(await refundsOf(app, orderId)).toHaveLength(0);
    expect((await balanceAndLedger(app, user.userId)).balance).toBe(500);
    expect(await stockOf(app, eOnly.skuIds[0]!)).toBe(stock + 1);
  });
});

describe('two cases of one order', () => {
  it('pays what was refunded, not what was held: the pieces add up to what was paid, the coupon back once', async () => {
    const order = await paidTwoPieces(app, { integral: 301 });
    const paid = await orderRow(app, order.orderId);
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const op = await operator(app);
    const first = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 1))).result;
    // Quoted while the first holds a piece: as the last piece, with the coupon back.
    const second = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 1))).result;
    expect(second.amounts.couponBack).toBe(true);
    expect((await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesCancel, first.id))).code).toBe(0);
    await act(app, op, 'approve', second.id);
    const refunded = (await act(app, op, 'refund', second.id)).body.result;
    expect(refunded.amounts).toMatchObject({ couponBack: false, carriageFen: 0, eValue: Math.floor(paid.integral / 2) });
    expect((await rightOf(app, order.rightId!)).status).toBe(2);
    expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.waitSend);
    const third = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 1))).result;
    await act(app, op, 'approve', third.id);
    const last = (await act(app, op, 'refund', third.id)).body.result;
    expect(last.amounts.couponBack).toBe(true);
    expect(refunded.amounts.eValue + last.amounts.eValue).toBe(paid.integral);
    expect((await refundsOf(app, order.orderId)).reduce((a, r) => a + r.amountFen, 0) + refunded.cashDeductFen + last.cashDeductFen).toBe(paid.payAmountFen);
    expect((await rightOf(app, order.rightId!)).status).toBe(0);
    expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.close);
  });
});

describe('退货退款 of one of two pieces received', () => {
  it('refunds the allocated share exactly, gives E-value back and restocks one', async () => {
    const order = await paidTwoPieces(app);
    await advanceOrder(app, order.orderId, ...received);
    const paid = await orderRow(app, order.orderId);
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const body = { orderId: order.orderId, type: AfterSalesType.returnRefund, reason: AfterSalesReason.noLongerWanted, description: '', photos: [], lines: [{ lineId, pieces: 1 }] };
    const c = (await apply(app, order.user.token, body)).result;
    // One of two pieces: half of each total, carriage and coupon kept.
    expect(c.amounts).toEqual({
      cashFen: Math.floor((paid.payAmountFen - paid.carriageFen) / 2),
      eValue: Math.floor(paid.integral / 2),
      couponFen: Math.floor(paid.couponDeductFen / 2),
      carriageFen: 0,
      couponBack: false,
    });
    const op = await operator(app);
    expect((await act(app, op, 'approve', c.id)).body.result).toMatchObject({ status: S.approved, canShip: true, returnAddress: expect.any(Object) });
    expect((await act(app, op, 'refund', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    const shipped = await shopperCall<AfterSalesCaseDetail>(app, order.user.token, 'POST', casePath(Paths.afterSalesReturnShipment, c.id), {
      expressCompany: '顺丰速运',
      expressNo: 'SF1234567890',
    });
    expect(shipped.result).toMatchObject({ status: S.returned, returnShipment: { expressCompany: '顺丰速运', expressNo: 'SF1234567890' } });
    expect((await act(app, op, 'receive', c.id, { note: '外包装完好' })).body.result).toMatchObject({ status: S.received, inspectionNote: '外包装完好' });
    const stockBefore = await stockOf(app, order.skuId);
    const ledgerBefore = (await ledgerOf(app, order.user.userId)).length;
    expect((await act(app, op, 'refund', c.id)).body.result.status).toBe(S.refunding);
    const [refund] = await refundsOf(app, order.orderId);
    expect(refund!.amountFen).toBe(c.amounts.cashFen);
    expect(await stockOf(app, order.skuId)).toBe(stockBefore + 1);
    const ledger = (await ledgerOf(app, order.user.userId)).slice(ledgerBefore);
    expect(ledger.map((l) => l.delta)).toEqual([c.amounts.eValue - Math.floor(paid.pointsEarned / 2)]);
    expect((await rightOf(app, order.rightId!)).status).toBe(2);
    // Every operator action is audited, one row each (the refused early refund wrote nothing).
    expect(await auditRowsOf(app, 'afterSalesCase', c.id)).toBe(3);
    // The rest of the order stays as it was.
    expect(await orderRow(app, order.orderId)).toMatchObject({ status: ShopOrderStatus.waitAppraise, cancelledAt: null });
  });
});

describe('the clock', () => {
  it('approves a case no operator decided within 48 h and closes a return not sent within 7 days', async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    await advanceOrder(app, order.orderId, ...received);
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const body = { orderId: order.orderId, type: AfterSalesType.returnRefund, reason: AfterSalesReason.quality, description: '', photos: [], lines: [{ lineId, pieces: 2 }] };
    const c = (await apply(app, order.user.token, body)).result;
    app.clock.advance(47 * HOUR_MS);
    await sweepAfterSales(app.ctx);
    const detail = () => shopperCall<AfterSalesCaseDetail>(app, order.user.token, 'GET', casePath(Paths.afterSalesDetail, c.id));
    expect((await detail()).result.status).toBe(S.applied);
    app.clock.advance(HOUR_MS);
    expect((await sweepAfterSales(app.ctx)).approved).toBeGreaterThanOrEqual(1);
    expect((await detail()).result.status).toBe(S.approved);
    app.clock.advance(7 * 24 * HOUR_MS - 1);
    await sweepAfterSales(app.ctx);
    expect((await detail()).result.status).toBe(S.approved);
    app.clock.advance(1);
    expect((await sweepAfterSales(app.ctx)).closed).toBeGreaterThanOrEqual(1);
    expect((await detail()).result).toMatchObject({ status: S.closed, canShip: false });
  });

  it('lets only an operator with refunds:approve refund above the limit', async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0, priceFen: 80_000 });
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const c = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 2))).result;
    const service = await operator(app);
    expect((await act(app, service, 'approve', c.id)).body.result.needsApproval).toBe(true);
    const refused = await act(app, service, 'refund', c.id);
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.ADMIN_FORBIDDEN]);
    expect(await refundsOf(app, order.orderId)).toHaveLength(0);
    const both = await signInOperator(app, [Role.service, Role.finance]);
    expect((await act(app, both, 'refund', c.id)).body.result.status).toBe(S.refunding);
    expect((await refundsOf(app, order.orderId))[0]!.amountFen).toBe(160_000);
  });
});

describe('a case refund the channel failed', () => {
  it('shows 退款失败 and is asked again once under a new refund number, nothing else given back twice', async () => {
    const order = await paidTwoPieces(app);
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const c = (await apply(app, order.user.token, refundOnly(order.orderId, lineId, 2))).result;
    const op = await operator(app);
    await act(app, op, 'approve', c.id);
    // Before anything failed there is nothing to ask again.
    expect((await act(app, op, 'refundAgain', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    await act(app, op, 'refund', c.id);
    const [first] = await refundsOf(app, order.orderId);
    expect((await act(app, op, 'refundAgain', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);

    // The bank turns the refund down: the sandbox posts a signed FAILED notification.
    expect(await sandboxPay(app).failRefund(first!.refundNo)).toBe(true);
    await deliverSandboxRefunds(app.server, app.ctx);
    expect((await refundsOf(app, order.orderId)).map((r) => r.status)).toEqual([RefundStatus.close]);
    await sweepAfterSales(app.ctx);
    const failed = await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, c.id));
    expect(failed.json().result).toMatchObject({ status: S.refunding, channelRefund: { refundNo: first!.refundNo, amountFen: first!.amountFen, status: RefundStatus.close, statusText: '退款关闭' } });
    const queue = await adminCall(app, op, 'GET', `${AfterSalesAdminPaths.cases}?keyword=${order.orderNo}`);
    expect(queue.json().result.result).toMatchObject([{ id: c.id, refundFailed: true }]);

    const stock = await stockOf(app, order.skuId);
    const balance = (await balanceAndLedger(app, order.user.userId)).balance;
    const audits = await auditRowsOf(app, 'afterSalesCase', c.id);
    const again = await Promise.all(Array.from({ length: 20 }, () => act(app, op, 'refundAgain', c.id)));
    expect(again.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(again.filter((a) => a.body.code === ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED)).toHaveLength(19);
    const [retried, ...more] = await refundsOf(app, order.orderId);
    expect(more).toHaveLength(0);
    expect(retried).toMatchObject({ id: first!.id, amountFen: first!.amountFen, status: RefundStatus.open });
    expect(retried!.refundNo).not.toBe(first!.refundNo);
    expect(await auditRowsOf(app, 'afterSalesCase', c.id)).toBe(audits + 1);
    expect([await stockOf(app, order.skuId), (await balanceAndLedger(app, order.user.userId)).balance]).toEqual([stock, balance]);
    const shown = again.find((a) => a.body.code === 0)!.body.result;
    expect(shown.channelRefund).toMatchObject({ refundNo: retried!.refundNo, status: RefundStatus.open });
    // Both sides read on the case's record that the refund failed and went out again.
    expect(shown.events.at(-1)).toMatchObject({ actor: 'operator', note: `渠道退款失败(${first!.refundNo}),已重新提交退款(${retried!.refundNo})` });

    // The channel pays the new refund (the failed one took nothing from the trade); the case completes.
    await deliverSandboxRefunds(app.server, app.ctx);
    expect((await refundsOf(app, order.orderId)).map((r) => r.status)).toEqual([RefundStatus.refundSuccess]);
    await sweepAfterSales(app.ctx);
    expect((await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, c.id))).json().result.status).toBe(S.completed);
    expect((await act(app, op, 'refundAgain', c.id)).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  });
});
