import {
  ActivityType,
  ADMIN_API_BASE,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  fillPath,
  MarketingAdminPaths,
  RefundStatus,
  RefundStatusText,
  Role,
  type AdminCrowdfund,
  type AdminCrowdfundOrderPage,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/cart.ts';
import { adminSend, expectRefused } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { insertAddress, submit } from '../../test/orders.ts';
import { payOrder, type PlacedOrder } from '../../test/payments.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { settleCrowdfund } from './crowdfund-settlement.service.ts';

/** The console's crowdfund detail (issue 19): one crowdfund's figures, and its supporter orders, paged and masked. */
let app: TestApp;
let marketing: OperatorSession;
let goodsId: number;
let skuId: number;
const HOUR_MS = 3_600_000;
const PRICE_FEN = 5_000;

const detailPath = (id: number | string) => fillPath(MarketingAdminPaths.crowdfund, { id });
const ordersPath = (id: number | string, query = '') => `${fillPath(MarketingAdminPaths.crowdfundOrders, { id })}${query}`;

async function support(pieces: number, pay = true): Promise<PlacedOrder> {
  const user = await newUser(app);
  await insertAddress(app, user.userId);
  const placed = await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: pieces });
  expect(placed.code, placed.body).toBe(0);
  const order = { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId, payAmount: placed.result.payAmount };
  if (pay) await payOrder(app, order);
  return order;
}

const placed: PlacedOrder[] = [];
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  marketing = await signInOperator(app, [Role.marketing]);
  const now = app.clock.now().getTime();
  const inserted = await insertGoods(app, { priceFen: PRICE_FEN, activityType: ActivityType.CROWDFUNDING }, [{ stock: 100 }], {
    status: CrowdfundStatus.CrowdfundPreheat,
    startAt: new Date(now - 24 * HOUR_MS),
    endAt: new Date(now + HOUR_MS),
  });
  goodsId = inserted.goodsId;
  skuId = inserted.skuIds[0]!;
  await app.ctx.db.update(goodsCrowdfunds).set({ targetType: CrowdfundTargetType.Amount, targetValue: 1_000_000 }).where(eq(goodsCrowdfunds.goodsId, goodsId));
  placed.push(await support(2), await support(1), await support(3, false));
});
afterAll(() => app.close());

describe('GET a crowdfund and its supporter orders', () => {
  it('answers its live figures and every order placed while it ran, newest first, the phone masked', async () => {
    const detail = await adminSend<AdminCrowdfund>(app, marketing, 'GET', detailPath(goodsId));
    expect(detail.body.code, JSON.stringify(detail.body)).toBe(0);
    expect(detail.body.result).toMatchObject({ goodsId: String(goodsId), statusNow: CrowdfundStatus.Crowdfunding, supportPersonCount: 2, currentAmountFen: 3 * PRICE_FEN, outcome: null });

    const page = await adminSend<AdminCrowdfundOrderPage>(app, marketing, 'GET', ordersPath(goodsId));
    expect(page.body.code).toBe(0);
    expect(page.body.result.totalNum).toBe(3);
    expect(page.body.result.result.map((o) => [o.orderNo, o.pieces, o.payAmount, o.paidAt !== null, o.refund])).toEqual(
      [...placed].reverse().map((o, i) => [o.orderNo, [3, 1, 2][i], o.payAmount, i > 0, null]),
    );
    const [buyer] = await app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, placed[0]!.user.userId));
    const shown = page.body.result.result.find((o) => o.orderNo === placed[0]!.orderNo)!;
    expect(shown.buyerPhone).toBe(`${buyer!.phone.slice(0, 3)}****${buyer!.phone.slice(7)}`);
    expect(JSON.stringify(page.body)).not.toContain(buyer!.phone);

    const second = await adminSend<AdminCrowdfundOrderPage>(app, marketing, 'GET', ordersPath(goodsId, '?pageNo=2&pageSize=2'));
    expect(second.body.result).toMatchObject({ pageNo: 2, pageSize: 2, totalNum: 3 });
    expect(second.body.result.result.map((o) => o.orderNo)).toEqual([placed[0]!.orderNo]);
  });

  it('shows each paid order refunded once it failed, and the unpaid one closed', async () => {
    app.clock.advance(2 * HOUR_MS);
    await settleCrowdfund(app.ctx, goodsId);
    // Signed in again: the clock moved past the console session's idle limit.
    marketing = await signInOperator(app, [Role.marketing]);
    const page = await adminSend<AdminCrowdfundOrderPage>(app, marketing, 'GET', ordersPath(goodsId));
    const byNo = new Map(page.body.result.result.map((o) => [o.orderNo, o]));
    for (const paid of placed.slice(0, 2)) {
      expect(byNo.get(paid.orderNo)!.refund).toEqual({ amountFen: paid.payAmount, statusText: expect.stringMatching(`^(${RefundStatusText[RefundStatus.open]}|${RefundStatusText[RefundStatus.refundSuccess]})$`) });
    }
    expect(byNo.get(placed[2]!.orderNo)!.refund).toBeNull();
    const detail = await adminSend<AdminCrowdfund>(app, marketing, 'GET', detailPath(goodsId));
    expect(detail.body.result).toMatchObject({ outcome: CrowdfundStatus.CrowdfundFail, statusNow: CrowdfundStatus.CrowdfundFail });
  });

  it('refuses anonymous callers, shoppers and roles without marketing:read', async () => {
    for (const path of [detailPath(goodsId), ordersPath(goodsId)]) {
      expect((await adminCall(app, null, 'GET', path)).statusCode).toBe(401);
      const shopper = await newUser(app);
      expect((await app.server.inject({ method: 'GET', url: `${ADMIN_API_BASE}${path}`, headers: { authorization: `Bearer ${shopper.token}` } })).statusCode).toBe(401);
      expect((await adminCall(app, await signInOperator(app, [Role.service]), 'GET', path)).statusCode).toBe(403);
    }
    expect((await adminSend(app, await signInOperator(app, [Role.content]), 'GET', ordersPath(goodsId))).body.code).toBe(0);
  });

  it('answers an unknown crowdfund 40408, a malformed id or page 400', async () => {
    expectRefused(await adminSend(app, marketing, 'GET', detailPath(987_654_321)), ErrorCode.CROWDFUND_NOT_FOUND);
    expectRefused(await adminSend(app, marketing, 'GET', ordersPath(987_654_321)), ErrorCode.CROWDFUND_NOT_FOUND);
    expectRefused(await adminSend(app, marketing, 'GET', detailPath('abc')), ErrorCode.BAD_REQUEST);
    expectRefused(await adminSend(app, marketing, 'GET', ordersPath(goodsId, '?pageSize=0')), ErrorCode.BAD_REQUEST);
    expectRefused(await adminSend(app, marketing, 'GET', ordersPath(goodsId, '?pageSize=101')), ErrorCode.BAD_REQUEST);
    expectRefused(await adminSend(app, marketing, 'GET', ordersPath(goodsId, '?pageNo=x')), ErrorCode.BAD_REQUEST);
  });
});
