import {
  ActivityType,
  AfterSalesReason,
  AfterSalesType,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  fillPath,
  MarketingAdminPaths,
  OrderAdminPaths,
  Paths,
  Role,
  type AdminCrowdfundPage,
  type AfterSalesEntry,
  type CrowdfundInfo,
  type GoodsDetail,
} from '@emall/contract';
import { crowdfundFigures, crowdfundRaised, type CrowdfundRaised } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, apply, operator, shopperCall } from '../../test/after-sales.ts';
import { insertGoods } from '../../test/cart.ts';
import { call } from '../../test/goods.ts';
import { adminCall, signInOperator } from '../../test/operators.ts';
import { insertAddress, submit } from '../../test/orders.ts';
import { payOrder, type PlacedOrder } from '../../test/payments.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { goodsCards } from '../goods/goods.service.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

/**
 * Issue 19: a crowdfund's figures are its paid orders (on PGlite, and with DATABASE_URL on
 * PostgreSQL where supports and refunds really run side by side). Every view shows the same ones.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;
const PRICE_FEN = 5_000;

/** A crowdfunding goods of the test's own: running now unless told otherwise, with a base of its own. */
async function crowdfundGoods(window: { startInDays: number; endInDays: number } = { startInDays: -1, endInDays: 10 }) {
  const now = app.clock.now().getTime();
  const { goodsId, skuIds } = await insertGoods(app, { priceFen: PRICE_FEN, activityType: ActivityType.CROWDFUNDING }, [{ stock: 1_000 }], {
    status: CrowdfundStatus.Crowdfunding,
    startAt: new Date(now + window.startInDays * DAY_MS),
    endAt: new Date(now + window.endInDays * DAY_MS),
  });
  await app.ctx.db
    .update(goodsCrowdfunds)
    .set({ targetType: CrowdfundTargetType.Amount, targetValue: 1_000_000, baseJoinPeople: 7, baseAmountFen: 30_000, baseQuantity: 6 })
    .where(eq(goodsCrowdfunds.goodsId, goodsId));
  return { goodsId, skuId: skuIds[0]! };
}

async function supporter() {
  const user = await newUser(app, 0);
  await insertAddress(app, user.userId);
  return user;
}

/** A shopper places an order of `pieces` of the goods; paid unless told otherwise. */
async function support(skuId: number, pieces: number, pay = true): Promise<PlacedOrder & { pieces: number }> {
  const user = await supporter();
  const placed = await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: pieces });
  expect(placed.code, placed.body).toBe(0);
  const order = { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId, payAmount: placed.result.payAmount, pieces };
  if (pay) await payOrder(app, order);
  return order;
}

async function detailInfo(goodsId: number): Promise<CrowdfundInfo> {
  const answer = await call<GoodsDetail>(app, 'GET', fillPath(Paths.goodsDetail, { productId: goodsId }));
  expect(answer.code, answer.body).toBe(0);
  return answer.result.crowdfundInfo!;
}

/** What the domain's rule makes of the goods' order lines as stored: the reference the SQL must equal. */
async function raisedByTheRule(goodsId: number): Promise<CrowdfundRaised> {
  const [cf] = await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId));
  const rows = await app.ctx.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.goodsId, goodsId));
  const lines = rows.map(({ line, order }) => ({
    orderId: order.id,
    userId: order.userId,
    placedAt: order.createdAt,
    paid: order.paidAt !== null,
    cancelled: order.cancelledAt !== null,
    num: line.num,
    refundedNum: line.refundedNum,
    priceFen: line.priceFen,
  }));
  return crowdfundRaised(lines, cf!);
}

async function refundPieces(order: PlacedOrder, pieces: number, op: Awaited<ReturnType<typeof operator>>) {
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  const lineId = entry.result.lines[0]!.lineId;
  const body = { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '拍错了', photos: [], lines: [{ lineId, pieces }] };
  const applied = await apply(app, order.user.token, body);
  expect(applied.code, applied.body).toBe(0);
  expect((await act(app, op, 'approve', applied.result.id)).body.code).toBe(0);
  expect((await act(app, op, 'refund', applied.result.id)).body.code).toBe(0);
}

describe('crowdfund figures: 50 concurrent supports, then 10 cancellations and refunds at once', () => {
  it('equal the base plus the sum over the paid orders left, on the product page, the cards and the console', async () => {
    const { goodsId, skuId } = await crowdfundGoods();
    const piecesOf = (i: number) => (i % 3) + 1;
    const paid = await Promise.all(Array.from({ length: 50 }, (_, i) => support(skuId, piecesOf(i))));
    // Unpaid orders support nothing.
    await Promise.all(Array.from({ length: 3 }, () => support(skuId, 2, false)));

    const all = { people: 50, pieces: paid.reduce((s, o) => s + o.pieces, 0) };
    let info = await detailInfo(goodsId);
    expect(info).toMatchObject({ realityJoinPeople: 50, realityJoinPeopleTimes: 50, totalJoinPeople: 57, supportPersonCount: 57 });
    expect(info.currentAmount).toBe(30_000 + all.pieces * PRICE_FEN);
    expect(info.currentQuantity).toBe(6 + all.pieces);

    // 4 取消并退款 by an operator, 3 whole after-sales refunds, 3 refunds of one piece of several: all at once.
    const service = await signInOperator(app, [Role.service]);
    const op = await operator(app);
    const several = paid.filter((o) => o.pieces >= 2);
    const cancelled = several.slice(0, 4);
    const wholeRefunds = several.slice(4, 7);
    const partial = several.slice(7, 10);
    await Promise.all([
      ...cancelled.map(async (o) => {
        const res = await adminCall(app, service, 'POST', fillPath(OrderAdminPaths.cancelRefund, { id: String(o.orderId) }), { reason: '众筹测试取消' });
        expect(res.json().code, res.body).toBe(0);
      }),
      ...wholeRefunds.map((o) => refundPieces(o, o.pieces, op)),
      ...partial.map((o) => refundPieces(o, 1, op)),
    ]);

    const gone = [...cancelled, ...wholeRefunds];
    const people = 50 - gone.length;
    const pieces = all.pieces - gone.reduce((s, o) => s + o.pieces, 0) - partial.length;
    const expected = { people, supports: people, pieces, amountFen: pieces * PRICE_FEN };
    expect(await raisedByTheRule(goodsId)).toEqual(expected);

    info = await detailInfo(goodsId);
    const figures = crowdfundFigures({ baseJoinPeople: 7, baseAmountFen: 30_000, baseQuantity: 6, targetType: CrowdfundTargetType.Amount, targetValue: 1_000_000 }, expected);
    expect(info).toMatchObject({
      realityJoinPeople: people,
      realityJoinPeopleTimes: people,
      totalJoinPeople: 7 + people,
      supportPersonCount: 7 + people,
      currentAmount: figures.currentAmountFen,
      currentQuantity: figures.currentQuantity,
      crowdfundEdCount: figures.currentQuantity,
      schedule: figures.progress,
      progress: figures.progress,
    });

    const [card] = await goodsCards(app.ctx, [goodsId]);
    expect(card!.crowdfundInfo).toEqual(info);

    const marketing = await signInOperator(app, [Role.marketing]);
    const page = await adminCall(app, marketing, 'GET', `${MarketingAdminPaths.crowdfunds}?keyword=CFT${goodsId}`);
    const row = (page.json() as { result: AdminCrowdfundPage }).result.result[0]!;
    expect(row).toMatchObject({
      supportPersonCount: 7 + people,
      realityJoinPeople: people,
      currentAmountFen: figures.currentAmountFen,
      currentQuantity: figures.currentQuantity,
      progressPercent: figures.progress,
    });
    // ~12 s alone (50 logins, orders and payments); a loaded CI machine may take twice the default.
  }, 90_000);
});

describe('what is not a support', () => {
  it('refuses to sell a crowdfund goods in preheat or after its end (40031 … activity ended), and its figures stay the base', async () => {
    const preheat = await crowdfundGoods({ startInDays: 1, endInDays: 10 });
    const ended = await crowdfundGoods({ startInDays: -10, endInDays: -1 });
    for (const { skuId, goodsId } of [preheat, ended]) {
      const user = await supporter();
      const answer = await submit(app, user.token, { productSpecsId: String(skuId) });
      expect(answer.code, answer.body).toBe(ErrorCode.ACTIVITY_ENDED);
      expect(await detailInfo(goodsId)).toMatchObject({ realityJoinPeople: 0, totalJoinPeople: 7, currentAmount: 30_000, currentQuantity: 6 });
    }
    // Ended short of its target: failed, on the base alone.
    expect((await detailInfo(ended.goodsId)).status).toBe(CrowdfundStatus.CrowdfundFail);
  });

  it('counts neither orders placed before the campaign opened nor another crowdfund’s orders', async () => {
    const mine = await crowdfundGoods();
    const other = await crowdfundGoods();
    await support(other.skuId, 3);
    // An order of the goods from before its campaign (the goods was sold before it became a crowdfund).
    const early = await support(mine.skuId, 2);
    await app.ctx.db
      .update(orders)
      .set({ createdAt: new Date(app.clock.now().getTime() - 2 * DAY_MS) })
      .where(eq(orders.id, early.orderId));
    expect(await detailInfo(mine.goodsId)).toMatchObject({ realityJoinPeople: 0, currentQuantity: 6 });
    expect(await detailInfo(other.goodsId)).toMatchObject({ realityJoinPeople: 1, currentQuantity: 9 });
  });

  it('answers an unknown goods 40401 and a goods without a crowdfund a null crowdfundInfo', async () => {
    const unknown = await call<GoodsDetail>(app, 'GET', fillPath(Paths.goodsDetail, { productId: 987_654_321 }));
    expect(unknown.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const { goodsId } = await insertGoods(app);
    const plain = await call<GoodsDetail>(app, 'GET', fillPath(Paths.goodsDetail, { productId: goodsId }));
    expect(plain.result.crowdfundInfo).toBeNull();
  });
});
