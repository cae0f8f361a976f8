import {
  ActivityType,
  ADMIN_API_BASE,
  AfterSalesReason,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  fillPath,
  JobName,
  MarketingAdminPaths,
  MarketingAuditTarget,
  Paths,
  Role,
  type AdminCrowdfund,
  type GoodsDetail,
} from '@emall/contract';
import { crowdfundRefundKey } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/concurrency.ts';
import { insertGoods } from '../../test/cart.ts';
import { call } from '../../test/goods.ts';
import { orderDetailV3 } from '../../test/lifecycle.ts';
import { adminSend, auditRowsOf, expectRefused } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { insertAddress, stockOf, submit } from '../../test/orders.ts';
import { orderRow, payOrder, refundsOf, type PlacedOrder } from '../../test/payments.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { afterSalesCases } from '../after-sales/after-sales.table.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { backgroundJobs } from '../../background-jobs.ts';
import { settleCrowdfund, settleEndedCrowdfunds } from './crowdfund-settlement.service.ts';

/**
 * Issue 19: a crowdfund settles at its end exactly once (on PGlite, and with DATABASE_URL on
 * PostgreSQL, where two settlements really run side by side): a failed one refunds every paid
 * supporter in full and closes the unpaid, even after a crash between two refunds; a successful one
 * leaves its orders to ship.
 */
let app: TestApp;
let marketing: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const HOUR_MS = 3_600_000;
const PRICE_FEN = 5_000;

/** A crowdfund of the test's own, running since yesterday until an hour from now, its target in fen. */
async function crowdfundGoods(targetFen: number) {
  const now = app.clock.now().getTime();
  const { goodsId, skuIds } = await insertGoods(app, { priceFen: PRICE_FEN, activityType: ActivityType.CROWDFUNDING }, [{ stock: 1_000 }], {
    status: CrowdfundStatus.CrowdfundPreheat,
    startAt: new Date(now - 24 * HOUR_MS),
    endAt: new Date(now + HOUR_MS),
  });
  await app.ctx.db.update(goodsCrowdfunds).set({ targetType: CrowdfundTargetType.Amount, targetValue: targetFen }).where(eq(goodsCrowdfunds.goodsId, goodsId));
  const [cf] = await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId));
  return { goodsId, skuId: skuIds[0]!, crowdfundNo: cf!.crowdfundNo };
}

/** A new shopper places an order of `pieces`; paid unless told otherwise. */
async function support(skuId: number, pieces: number, pay = true): Promise<PlacedOrder> {
  const user = await newUser(app, 0);
  await insertAddress(app, user.userId);
  const placed = await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: pieces });
  expect(placed.code, placed.body).toBe(0);
  const order = { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId, payAmount: placed.result.payAmount };
  if (pay) await payOrder(app, order);
  return order;
}

async function crowdfundRow(goodsId: number) {
  const [row] = await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId));
  return row!;
}

/** Every paid order refunded exactly once, to the fen of what it paid, under its crowdfund's key, and closed. */
async function expectRefundedOnce(crowdfundNo: string, paid: readonly PlacedOrder[]) {
  for (const order of paid) {
    const refunds = await refundsOf(app, order.orderId);
    expect(refunds.map((r) => r.amountFen), order.orderNo).toEqual([order.payAmount]);
    const cases = await app.ctx.db.select().from(afterSalesCases).where(eq(afterSalesCases.orderId, order.orderId));
    expect(cases.map((c) => [c.idempotencyKey, c.reason])).toEqual([[crowdfundRefundKey(crowdfundNo, order.orderId), AfterSalesReason.crowdfundFail]]);
    expect((await orderRow(app, order.orderId)).cancelledAt).not.toBeNull();
  }
}

const endPath = (goodsId: number | string) => fillPath(MarketingAdminPaths.crowdfundEnd, { id: goodsId });

describe('a failed crowdfund', () => {
  it('refunds every paid supporter once, to the fen, even when settling crashes between two refunds and runs again', async () => {
    const { goodsId, skuId, crowdfundNo } = await crowdfundGoods(1_000_000);
    const stockBefore = await stockOf(app, skuId);
    const paid = [await support(skuId, 1), await support(skuId, 3), await support(skuId, 2), await support(skuId, 1)];
    const unpaid = await support(skuId, 2, false);
    expect(await app.ctx.shipmentHolds.isHeld(app.ctx.db, paid[0]!.orderId)).toBe(true);
    app.clock.advance(2 * HOUR_MS);

    let done = 0;
    const crash = () => {
      if (++done === 2) throw new Error('the instance died between two refunds');
    };
    await expect(settleCrowdfund(app.ctx, goodsId, { afterOrder: crash })).rejects.toThrow('between two refunds');
    const halfway = await crowdfundRow(goodsId);
    expect(halfway).toMatchObject({ outcome: CrowdfundStatus.CrowdfundFail, settledAt: null });
    expect((await Promise.all(paid.map((o) => refundsOf(app, o.orderId)))).flat()).toHaveLength(2);

    // The scheduled job picks it up where it stopped.
    expect(await settleEndedCrowdfunds(app.ctx)).toMatchObject({ settled: 1, refunded: 2, closed: 1 });
    await expectRefundedOnce(crowdfundNo, paid);
    expect((await orderRow(app, unpaid.orderId)).cancelledAt).not.toBeNull();
    expect(await refundsOf(app, unpaid.orderId)).toEqual([]);
    expect(await stockOf(app, skuId)).toBe(stockBefore);
    expect((await crowdfundRow(goodsId)).settledAt).not.toBeNull();

    // Settled: neither the job nor a direct call does anything again.
    expect(await settleEndedCrowdfunds(app.ctx)).toMatchObject({ settled: 0, refunded: 0 });
    expect(await settleCrowdfund(app.ctx, goodsId)).toMatchObject({ settled: true, refunded: 0, already: 0 });
    await expectRefundedOnce(crowdfundNo, paid);
  });

  it('refunds each order once when two settlements run at once', async () => {
    const { goodsId, skuId, crowdfundNo } = await crowdfundGoods(1_000_000);
    const paid = await Promise.all(Array.from({ length: 6 }, (_, i) => support(skuId, (i % 3) + 1)));
    app.clock.advance(2 * HOUR_MS);
    const reports = await Promise.all([settleCrowdfund(app.ctx, goodsId), settleCrowdfund(app.ctx, goodsId)]);
    expect(reports.map((r) => r.outcome)).toEqual([CrowdfundStatus.CrowdfundFail, CrowdfundStatus.CrowdfundFail]);
    expect(reports[0]!.refunded + reports[1]!.refunded).toBe(paid.length);
    await expectRefundedOnce(crowdfundNo, paid);
    expect((await crowdfundRow(goodsId)).settledAt).not.toBeNull();
  });

  it('shows 众筹失败 on its product page and the refund on the order', async () => {
    const { goodsId, skuId } = await crowdfundGoods(1_000_000);
    const order = await support(skuId, 1);
    app.clock.advance(2 * HOUR_MS);
    await settleEndedCrowdfunds(app.ctx);
    const detail = await call<GoodsDetail>(app, 'GET', fillPath(Paths.goodsDetail, { productId: goodsId }));
    expect(detail.result.crowdfundInfo!.status).toBe(CrowdfundStatus.CrowdfundFail);
    const shown = await orderDetailV3(app, order.user.token, order.orderId);
    expect(shown.code, shown.body).toBe(0);
    // Its refund case, as 取消并退款 shows one: open until the channel says the money went back.
    const [refundCase] = await app.ctx.db.select().from(afterSalesCases).where(eq(afterSalesCases.orderId, order.orderId));
    expect(shown.result.lines[0]!.afterSales).toMatchObject({ hasCases: true, openCaseId: String(refundCase!.id) });
  });
});

describe('an order placed just before the end that commits after the first pass', () => {
  it('is closed or refunded by the job before the crowdfund is marked settled', async () => {
    const { goodsId, skuId } = await crowdfundGoods(1_000_000);
    app.clock.advance(HOUR_MS + 1_000);
    expect(await settleEndedCrowdfunds(app.ctx)).toMatchObject({ settled: 0 });
    expect(await crowdfundRow(goodsId)).toMatchObject({ outcome: CrowdfundStatus.CrowdfundFail, settledAt: null });
    // A submit that read the window a moment before the end, committed only now.
    app.clock.advance(-2_000);
    const late = await support(skuId, 1, false);
    app.clock.advance(3 * 60_000);
    expect(await settleEndedCrowdfunds(app.ctx)).toMatchObject({ settled: 1, closed: 1 });
    expect((await orderRow(app, late.orderId)).cancelledAt).not.toBeNull();
  });
});

describe('a successful crowdfund', () => {
  it('records 众筹成功, leaves its orders as they are and lets them ship', async () => {
    const { goodsId, skuId } = await crowdfundGoods(3 * PRICE_FEN);
    const paid = [await support(skuId, 1), await support(skuId, 2)];
    const before = await Promise.all(paid.map((o) => orderRow(app, o.orderId)));
    app.clock.advance(2 * HOUR_MS);
    expect(await settleCrowdfund(app.ctx, goodsId)).toMatchObject({ outcome: CrowdfundStatus.CrowdfundSuccess, refunded: 0, closed: 0, settled: true });
    expect(await Promise.all(paid.map((o) => orderRow(app, o.orderId)))).toEqual(before);
    for (const o of paid) expect(await refundsOf(app, o.orderId)).toEqual([]);
    expect(await app.ctx.shipmentHolds.isHeld(app.ctx.db, paid[0]!.orderId)).toBe(false);
  });
});

describe('结束众筹 in the console', () => {
  // Signed in now: the tests before moved the clock past a console session.
  beforeAll(async () => {
    marketing = await signInOperator(app, [Role.marketing]);
  });
  // The settlement job on the queue, as the server runs it (in this process on PGlite): 结束众筹 asks it for a pass.
  const startQueue = () => app.ctx.jobs.start(backgroundJobs(app.server, app.ctx).filter((job) => job.name === JobName.crowdfundSettle));

  it('refuses anonymous callers, shoppers and roles without the permission, ending nothing', async () => {
    const { goodsId } = await crowdfundGoods(1_000_000);
    expect((await adminCall(app, null, 'POST', endPath(goodsId))).statusCode).toBe(401);
    const shopper = await newUser(app);
    const asShopper = await app.server.inject({ method: 'POST', url: `${ADMIN_API_BASE}${endPath(goodsId)}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(asShopper.statusCode).toBe(401);
    const service = await signInOperator(app, [Role.service]);
    expect((await adminCall(app, service, 'POST', endPath(goodsId))).statusCode).toBe(403);
    expect(await crowdfundRow(goodsId)).toMatchObject({ outcome: null, settledAt: null });
  });

  it('answers an unknown crowdfund 404, a malformed id 400 and one in preheat 40181', async () => {
    expectRefused(await adminSend(app, marketing, 'POST', endPath(987_654_321)), ErrorCode.CROWDFUND_NOT_FOUND);
    expectRefused(await adminSend(app, marketing, 'POST', endPath('abc')), ErrorCode.BAD_REQUEST);
    const { goodsId } = await crowdfundGoods(1_000_000);
    const later = new Date(app.clock.now().getTime() + 24 * HOUR_MS);
    await app.ctx.db.update(goodsCrowdfunds).set({ startAt: later, endAt: new Date(later.getTime() + HOUR_MS) }).where(eq(goodsCrowdfunds.goodsId, goodsId));
    expectRefused(await adminSend(app, marketing, 'POST', endPath(goodsId)), ErrorCode.CROWDFUND_NOT_STARTED);
    expect(await crowdfundRow(goodsId)).toMatchObject({ outcome: null, settledAt: null });
  });

  it('answers 结算中 at once, leaving the refunds to the job; the first pass refunds every supporter', async () => {
    const { goodsId, skuId, crowdfundNo } = await crowdfundGoods(1_000_000);
    const paid = [await support(skuId, 2), await support(skuId, 1)];
    app.clock.advance(1_000);
    // The queue not running yet (as in the first seconds after a start): ended and audited, nothing refunded in the call.
    const ended = await adminSend<AdminCrowdfund>(app, marketing, 'POST', endPath(goodsId));
    expect(ended.body.code, JSON.stringify(ended.body)).toBe(0);
    const settling = { outcome: CrowdfundStatus.CrowdfundFail, statusNow: CrowdfundStatus.CrowdfundFail, endAt: app.clock.now().toISOString(), settledAt: null };
    expect(ended.body.result).toMatchObject(settling);
    expect((await Promise.all(paid.map((o) => refundsOf(app, o.orderId)))).flat()).toEqual([]);
    expect(await auditRowsOf(app, MarketingAuditTarget.crowdfund, crowdfundNo)).toBe(1);

    // Running, the queue takes a repeat's request for a pass: the repeat answers the same and audits nothing.
    await startQueue();
    const again = await adminSend<AdminCrowdfund>(app, marketing, 'POST', endPath(goodsId));
    expect(again.body.code).toBe(0);
    expect(again.body.result).toMatchObject(settling);
    await until(async () => (await refundsOf(app, paid[1]!.orderId)).length > 0 && (await refundsOf(app, paid[0]!.orderId)).length > 0);
    await expectRefundedOnce(crowdfundNo, paid);
    expect(await auditRowsOf(app, MarketingAuditTarget.crowdfund, crowdfundNo)).toBe(1);
  });

  it('ends a running crowdfund now and the job it asks for refunds its supporters once; settled after the grace', async () => {
    const { goodsId, skuId, crowdfundNo } = await crowdfundGoods(1_000_000);
    const paid = [await support(skuId, 2), await support(skuId, 1), await support(skuId, 3)];
    app.clock.advance(1_000);
    const ended = await adminSend<AdminCrowdfund>(app, marketing, 'POST', endPath(goodsId));
    expect(ended.body.result).toMatchObject({ outcome: CrowdfundStatus.CrowdfundFail, settledAt: null });
    await until(async () => (await Promise.all(paid.map((o) => refundsOf(app, o.orderId)))).every((r) => r.length > 0));
    await expectRefundedOnce(crowdfundNo, paid);
    app.clock.advance(3 * 60_000);
    await settleEndedCrowdfunds(app.ctx);
    expect((await crowdfundRow(goodsId)).settledAt).not.toBeNull();
    await expectRefundedOnce(crowdfundNo, paid);
    const view = await adminSend<AdminCrowdfund>(app, marketing, 'POST', endPath(goodsId));
    expect(view.body.result).toMatchObject({ outcome: CrowdfundStatus.CrowdfundFail, settledAt: expect.any(String) });
    // Supporting is over: the goods is no longer sold as the crowdfund.
    const late = await submit(app, (await newUser(app)).token, { productSpecsId: String(skuId), purchaseCount: 1 });
    expect(late.code).not.toBe(0);
  });
});
