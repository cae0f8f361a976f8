import { DeductType, ErrorCode } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, insertGoods, itemsOf } from '../../test/cart.ts';
import { tally } from '../../test/concurrency.ts';
import { insertAddress, newKey, ordersOf, piecesSold, rightOf, stockOf, submit } from '../../test/orders.ts';
import { balanceAndLedger, claim, insertPool, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The guarantees under concurrent submits (never oversell, never double spend), on PGlite
 * and, with DATABASE_URL, on PostgreSQL where the transactions really run side by side.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

async function buyer(points = 0) {
  const user = await newUser(app, points);
  await insertAddress(app, user.userId);
  return user;
}


describe('stock under concurrent submits', () => {
  it('creates exactly 10 orders when 50 users submit at once for a SKU with 10 in stock', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 19_900 }, [{ stock: 10 }]);
    const skuId = skuIds[0]!;
    const users = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const answers = await Promise.all(users.map((u) => submit(app, u.token, { productSpecsId: String(skuId) })));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 10, [ErrorCode.STOCK_SHORT]: 40 });
    expect(await stockOf(app, skuId)).toBe(0);
    expect(await piecesSold(app, skuId)).toBe(10);
    expect(new Set(answers.filter((a) => a.code === 0).map((a) => a.result.orderNo)).size).toBe(10);
  });

  it('sells two SKUs of carts submitted at once, lines in either order, without a deadlock or oversell', async () => {
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 5 }, { stock: 5 }]);
    const users = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const bodies = await Promise.all(
      users.map(async (u, i) => {
        for (const skuId of i % 2 ? skuIds : [...skuIds].reverse()) await addToCart(app, u.token, goodsId, skuId);
        const lines = itemsOf(await cartOf(app, u.token)).map((item) => ({ cartItemId: item.cartItemId, purchaseCount: item.num }));
        return { cartItems: i % 2 ? lines : lines.reverse() };
      }),
    );
    const answers = await Promise.all(users.map((u, i) => submit(app, u.token, bodies[i]!)));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 5, [ErrorCode.STOCK_SHORT]: 7 });
    expect([await stockOf(app, skuIds[0]!), await stockOf(app, skuIds[1]!)]).toEqual([0, 0]);
    expect([await piecesSold(app, skuIds[0]!), await piecesSold(app, skuIds[1]!)]).toEqual([5, 5]);
  });

  it('never takes stock below 0 when orders of several pieces race for the last ones', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 5_000 }, [{ stock: 7 }]);
    const skuId = skuIds[0]!;
    const users = await Promise.all(Array.from({ length: 12 }, () => buyer()));
    const answers = await Promise.all(users.map((u, i) => submit(app, u.token, { productSpecsId: String(skuId), purchaseCount: (i % 3) + 1 })));
    const sold = answers.reduce((sum, a, i) => sum + (a.code === 0 ? (i % 3) + 1 : 0), 0);
    for (const a of answers) expect([0, ErrorCode.STOCK_SHORT]).toContain(a.code);
    expect(sold).toBeLessThanOrEqual(7);
    expect(await stockOf(app, skuId)).toBe(7 - sold);
    expect(await piecesSold(app, skuId)).toBe(sold);
  });
});

describe('E-value under concurrent submits of one user', () => {
  it('never overdraws: exactly as many E-value orders succeed as the balance covers, and the ledger matches', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 0, eValue: 1_590, deductType: DeductType.integral }, [{ stock: 100, priceFen: 0, eValue: 1_590 }]);
    const user = await buyer(5_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(app, user.token, { productSpecsId: String(skuIds[0]) })));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 3, [ErrorCode.ORDER_EVALUE_SHORT]: 7 });
    expect(await balanceAndLedger(app, user.userId)).toEqual({ balance: 230, ledgerSum: 230, lowestBalanceAfter: 230 });
    expect(await stockOf(app, skuIds[0]!)).toBe(97);
  });

  it('never overdraws across different goods and optional offsets', async () => {
    const eOnly = await insertGoods(app, { priceFen: 0, eValue: 400, deductType: DeductType.integral }, [{ priceFen: 0, eValue: 400 }]);
    const offset = await insertGoods(app, { priceFen: 10_000, deductType: DeductType.cash, deductAmountFen: 5_000 });
    const user = await buyer(1_000);
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? { productSpecsId: String(eOnly.skuIds[0]) }
        : { productSpecsId: String(offset.skuIds[0]), useIntegral: true, payMethod: 'evalue', integral: 300 },
    );
    const answers = await Promise.all(bodies.map((b) => submit(app, user.token, b)));
    for (const a of answers) expect([0, ErrorCode.ORDER_EVALUE_SHORT, ErrorCode.EVALUE_OUT_OF_RANGE]).toContain(a.code);
    const spent = answers.reduce((sum, a) => sum + (a.code === 0 ? a.result.payIntegral : 0), 0);
    const points = await balanceAndLedger(app, user.userId);
    expect(points.balance).toBe(1_000 - spent);
    expect(points.ledgerSum).toBe(points.balance);
    expect(points.lowestBalanceAfter).toBeGreaterThanOrEqual(0);
    const orders = await ordersOf(app, user.userId);
    expect(orders.reduce((sum, o) => sum + o.integral, 0)).toBe(spent);
  });
});

describe('one coupon, one limit, one key under concurrent submits', () => {
  it('uses a coupon in one order only when several orders ask for it at once', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 30_000 });
    const user = await buyer();
    const pool = await insertPool(app, { kind: 'coupon', cardName: '并发用券', eachReductionFen: 2_000, useConditionFen: 0 });
    const rightId = JSON.parse((await claim(app, user.token, pool)).body).result.rightsAccountId as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(app, user.token, { productSpecsId: String(skuIds[0]), rightsAccountId: rightId })));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 1, [ErrorCode.COUPON_NOT_APPLICABLE]: 5 });
    expect((await rightOf(app, Number(rightId))).status).toBe(2);
    expect((await ordersOf(app, user.userId)).filter((o) => o.rightsAccountId === Number(rightId))).toHaveLength(1);
  });

  it('keeps the purchase limit when one user submits many orders at once', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 12_900, userLimitFlag: true, userLimit: 2 });
    const user = await buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(app, user.token, { productSpecsId: String(skuIds[0]) })));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 2, [ErrorCode.PURCHASE_LIMIT]: 6 });
    const orders = await ordersOf(app, user.userId);
    expect(orders).toHaveLength(2);
  });

  it('creates one order when a client repeats one submit at once with its key', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 10_000, deductType: DeductType.cash, deductAmountFen: 5_000 }, [{ stock: 50 }]);
    const user = await buyer(10_000);
    const key = newKey();
    const body = { productSpecsId: String(skuIds[0]), useIntegral: true, payMethod: 'evalue' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(app, user.token, body, { key })));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(0));
    expect(new Set(answers.map((a) => a.result.orderId)).size).toBe(1);
    expect(await ordersOf(app, user.userId)).toHaveLength(1);
    expect(await stockOf(app, skuIds[0]!)).toBe(49);
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 9_500, ledgerSum: 9_500 });
  });
});
