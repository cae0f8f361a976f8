import {
  AFTER_SALES_RETURN_ADDRESS,
  AfterSalesReason,
  AfterSalesStatus as S,
  AfterSalesText,
  AfterSalesType,
  ErrorCode,
  fillText,
  Paths,
  type AfterSalesCaseDetail,
  type AfterSalesEntry,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { act, advanceOrder, apply, casePath, operator, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepAfterSales } from './after-sales-sweep.service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The shop's after-sales settings changed from every default: each must change what happens. */
const settings = {
  AFTER_SALES_NO_REASON_DAYS: '3',
  AFTER_SALES_QUALITY_DAYS: '5',
  AFTER_SALES_RETURN_SHIP_DAYS: '2',
  AFTER_SALES_DECISION_HOURS: '12',
  REFUND_APPROVAL_ABOVE_FEN: '10000',
  RETURN_ADDRESS_NAME: '曜川杭州退货仓',
  RETURN_ADDRESS_PHONE: '0571-8888-1077',
  RETURN_ADDRESS: '浙江省杭州市余杭区仓前街道1077号',
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false, env: settings });
});
afterAll(() => app.close());

async function entryOf(token: string, orderId: number) {
  const res = await shopperCall<AfterSalesEntry>(app, token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(orderId)));
  expect(res.code, res.body).toBe(0);
  return res.result;
}

function returnOf(orderId: number, lineId: number, reason: AfterSalesReason = AfterSalesReason.noLongerWanted) {
  return { orderId, type: AfterSalesType.returnRefund, reason, description: '', photos: [], lines: [{ lineId, pieces: 1 }] };
}

describe('after-sales settings', () => {
  it('reads every setting from the environment, with the documented defaults', () => {
    expect(loadConfig({}).afterSales).toEqual({
      noReasonDays: 7,
      qualityDays: 15,
      returnShipDays: 7,
      decisionHours: 48,
      refundApprovalAboveFen: 100_000,
      returnAddress: AFTER_SALES_RETURN_ADDRESS,
      sweepMs: 30_000,
    });
    expect(loadConfig({ AFTER_SALES_SWEEP_SECONDS: '2' }).afterSales.sweepMs).toBe(2_000);
    expect(() => loadConfig({ AFTER_SALES_SWEEP_SECONDS: '0' })).toThrow(/AFTER_SALES_SWEEP_SECONDS/);
    expect(app.ctx.config.afterSales).toMatchObject({ noReasonDays: 3, qualityDays: 5, returnShipDays: 2, decisionHours: 12, refundApprovalAboveFen: 10_000 });
    expect(() => loadConfig({ AFTER_SALES_DECISION_HOURS: '0' })).toThrow(/AFTER_SALES_DECISION_HOURS/);
  });

  it('closes the no-reason window after the configured days; a goods may set its own, an excluded one says so', async () => {
    const shopWide = await paidTwoPieces(app, { coupon: false, integral: 0 });
    const ownWindow = await paidTwoPieces(app, { coupon: false, integral: 0, goods: { noReasonDays: 10 } });
    const excluded = await paidTwoPieces(app, { coupon: false, integral: 0, goods: { noReasonExcluded: true } });
    for (const order of [shopWide, ownWindow, excluded]) await advanceOrder(app, order.orderId, ...received);
    const [shopLine, ownLine, excludedLine] = await Promise.all([shopWide, ownWindow, excluded].map(async (o) => (await entryOf(o.user.token, o.orderId)).lines[0]!));
    expect(shopLine!.ruleText).toBe(fillText(AfterSalesText.noReasonWindow, { days: 3 }));
    expect(ownLine!.ruleText).toBe(fillText(AfterSalesText.noReasonWindow, { days: 10 }));
    expect(excludedLine!.ruleText).toBe(AfterSalesText.goodsExcluded);

    app.clock.advance(4 * DAY_MS);
    // Four days on: past the shop's three (seven by default), inside the goods' own ten.
    expect((await apply(app, shopWide.user.token, returnOf(shopWide.orderId, shopLine!.lineId))).code).toBe(ErrorCode.AFTER_SALES_WINDOW_PASSED);
    expect((await apply(app, ownWindow.user.token, returnOf(ownWindow.orderId, ownLine!.lineId))).code).toBe(0);
    const refused = await apply(app, excluded.user.token, returnOf(excluded.orderId, excludedLine!.lineId));
    expect([refused.code, refused.body.includes(AfterSalesText.goodsExcluded)]).toEqual([ErrorCode.AFTER_SALES_GOODS_EXCLUDED, true]);
    // The shop's fault has the configured five days, excluded goods too.
    expect((await apply(app, excluded.user.token, returnOf(excluded.orderId, excludedLine!.lineId, AfterSalesReason.quality))).code).toBe(0);
    app.clock.advance(DAY_MS + 1);
    expect((await apply(app, shopWide.user.token, returnOf(shopWide.orderId, shopLine!.lineId, AfterSalesReason.quality))).code).toBe(ErrorCode.AFTER_SALES_WINDOW_PASSED);
  });

  it('approves after the configured decision hours, closes a return after the configured days and shows the configured address', async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    await advanceOrder(app, order.orderId, ...received);
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const c = (await apply(app, order.user.token, returnOf(order.orderId, lineId))).result;
    expect(c).toMatchObject({ limitText: fillText(AfterSalesText.decisionLimit, { hours: 12 }), returnAddress: null });
    expect(Date.parse(c.deadline!)).toBe(app.clock.now().getTime() + 12 * HOUR_MS);
    const detail = async () => (await shopperCall<AfterSalesCaseDetail>(app, order.user.token, 'GET', casePath(Paths.afterSalesDetail, c.id))).result;
    app.clock.advance(12 * HOUR_MS - 1);
    await sweepAfterSales(app.ctx);
    expect((await detail()).status).toBe(S.applied);
    app.clock.advance(1);
    await sweepAfterSales(app.ctx);
    expect(await detail()).toMatchObject({
      status: S.approved,
      limitText: fillText(AfterSalesText.returnShipLimit, { days: 2 }),
      returnAddress: { name: settings.RETURN_ADDRESS_NAME, phone: settings.RETURN_ADDRESS_PHONE, address: settings.RETURN_ADDRESS },
    });
    app.clock.advance(2 * DAY_MS);
    await sweepAfterSales(app.ctx);
    expect((await detail()).status).toBe(S.closed);
  });

  it('asks 财务 for refunds above the configured amount', async () => {
    // ¥200 a piece: above the configured ¥100, far below the default ¥1000.
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    const lineId = (await entryOf(order.user.token, order.orderId)).lines[0]!.lineId;
    const body = { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] };
    const c = (await apply(app, order.user.token, body)).result;
    const service = await operator(app);
    expect((await act(app, service, 'approve', c.id)).body.result.needsApproval).toBe(true);
    expect((await act(app, service, 'refund', c.id)).body.code).toBe(ErrorCode.ADMIN_FORBIDDEN);
  });
});
