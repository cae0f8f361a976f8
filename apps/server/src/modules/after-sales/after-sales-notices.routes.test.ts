import { AfterSalesReason, AfterSalesType, CashierChannel, Header, NotificationPaths, NotificationTemplate, Paths, type AfterSalesEntry, type MessagesPage } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, advanceOrder, apply, casePath, operator, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { call } from '../../test/goods.ts';
import type { OperatorSession } from '../../test/operators.ts';
import { postNotification, refundsOf, sandboxPay } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepAfterSales } from './after-sales-sweep.service.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

const HOUR_MS = 3_600_000;

/** A paid order (received when asked) and a case of one piece of the given type. */
async function caseOf(type: AfterSalesType) {
  const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
  if (type === AfterSalesType.returnRefund) await advanceOrder(app, order.orderId, ...received);
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  const lineId = entry.result.lines[0]!.lineId;
  const reason = type === AfterSalesType.refundOnly ? AfterSalesReason.orderedWrong : AfterSalesReason.quality;
  const applied = await apply(app, order.user.token, { orderId: order.orderId, type, reason, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
  expect(applied.code, applied.body).toBe(0);
  return { user: order.user, orderId: order.orderId, c: applied.result };
}

async function messages(token: string) {
  const page = await call<MessagesPage>(app, 'GET', `${NotificationPaths.list}?pageSize=50`, { token });
  expect(page.code, page.body).toBe(0);
  return page.result.result;
}

/** The after-sales step messages a user has, newest first: [title, content]; each opens its case. */
async function steps(token: string): Promise<string[][]> {
  const told = (await messages(token)).filter((m) => m.template === NotificationTemplate.afterSalesStep);
  for (const m of told) expect(m.target).toMatchObject({ type: 'afterSales', caseId: expect.stringMatching(/^\d+$/) });
  return told.map((m) => [m.title, m.content]);
}

const ship = (token: string, id: string) => shopperCall(app, token, 'POST', casePath(Paths.afterSalesReturnShipment, id), { expressCompany: '顺丰速运', expressNo: 'SF0000000001' });

describe('after-sales steps notify the case\'s shopper once', () => {
  it('approved (仅退款): once however often the operator asks, to the owner only', async () => {
    const { user, c, orderId } = await caseOf(AfterSalesType.refundOnly);
    const order = { orderId };
    const other = await caseOf(AfterSalesType.refundOnly);
    expect(await steps(user.token)).toEqual([]);
    const answers = await Promise.all([act(app, op, 'approve', c.id), act(app, op, 'approve', c.id)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 40138]);
    expect((await act(app, op, 'approve', c.id)).body.code).toBe(40138);
    expect(await steps(user.token)).toEqual([['售后进度通知', `您的售后单${c.caseNo}：审核通过。`]]);
    expect((await messages(user.token))[0]!.target).toEqual({ type: 'afterSales', caseId: c.id });
    expect(await steps(other.user.token)).toEqual([]);

    // The money back (refund-done, not a step) opens the case too.
    expect((await act(app, op, 'refund', c.id)).body.code).toBe(0);
    const [refund] = await refundsOf(app, order.orderId);
    const notice = (await sandboxPay(app).dueRefundNotifications(100)).find((n) => n.body.outRefundNo === refund!.refundNo)!;
    await postNotification(app, CashierChannel.WechatPay, notice.body, notice.headers[Header.paySignature]!, Paths.payRefundNotify);
    const [done] = await messages(user.token);
    expect(done).toMatchObject({ template: NotificationTemplate.refundDone, target: { type: 'afterSales', caseId: c.id } });
    expect(await steps(user.token)).toHaveLength(1);
  });

  it('approved (退货退款): tells the shopper to send the goods back, then the return received', async () => {
    const { user, c } = await caseOf(AfterSalesType.returnRefund);
    expect((await act(app, op, 'approve', c.id)).body.code).toBe(0);
    const days = app.ctx.config.afterSales.returnShipDays;
    expect(await steps(user.token)).toEqual([['售后进度通知', `您的售后单${c.caseNo}：审核通过，请在审核通过后${days}天内寄回商品,逾期售后单将自动关闭。`]]);
    expect((await ship(user.token, c.id)).code).toBe(0);
    expect(await steps(user.token)).toHaveLength(1); // the shopper's own move tells them nothing
    expect((await act(app, op, 'receive', c.id, { note: '完好' })).body.code).toBe(0);
    expect((await act(app, op, 'receive', c.id, { note: '完好' })).body.code).toBe(40138);
    expect((await steps(user.token))[0]).toEqual(['售后进度通知', `您的售后单${c.caseNo}：已收货。`]);
    expect(await steps(user.token)).toHaveLength(2);
  });

  it('rejected: with the operator\'s reason', async () => {
    const { user, c } = await caseOf(AfterSalesType.refundOnly);
    expect((await act(app, op, 'reject', c.id, { reason: '  商品已发出,请收货后申请退货退款 ' })).body.code).toBe(0);
    expect((await act(app, op, 'reject', c.id, { reason: '再次驳回' })).body.code).toBe(40138);
    expect(await steps(user.token)).toEqual([['售后进度通知', `您的售后单${c.caseNo}：已驳回，驳回原因：商品已发出,请收货后申请退货退款。`]]);
  });

  it('approved by the 48 h clock, and a return not sent back closed: once each however often the sweep runs', async () => {
    const waiting = await caseOf(AfterSalesType.refundOnly);
    const unsent = await caseOf(AfterSalesType.returnRefund);
    expect((await act(app, op, 'approve', unsent.c.id)).body.code).toBe(0);
    app.clock.advance(app.ctx.config.afterSales.decisionHours * HOUR_MS);
    await Promise.all([sweepAfterSales(app.ctx), sweepAfterSales(app.ctx)]);
    await sweepAfterSales(app.ctx);
    expect(await steps(waiting.user.token)).toEqual([['售后进度通知', `您的售后单${waiting.c.caseNo}：商家超时未处理,系统自动同意。`]]);

    app.clock.advance(app.ctx.config.afterSales.returnShipDays * 24 * HOUR_MS);
    await Promise.all([sweepAfterSales(app.ctx), sweepAfterSales(app.ctx)]);
    await sweepAfterSales(app.ctx);
    const told = await steps(unsent.user.token);
    expect(told).toHaveLength(2);
    expect(told[0]).toEqual(['售后进度通知', `您的售后单${unsent.c.caseNo}：超时未寄回商品,售后单已关闭。`]);
    expect(await steps(waiting.user.token)).toHaveLength(1);
  });
});
