import { ErrorCode } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSkus } from '../catalogue/catalogue.table.ts';
import { addToCart, cartOf, insertGoods, itemsOf, storedCart } from '../../test/cart.ts';
import { insertAddress, newKey, ordersOf, stockOf, submit } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * What an order submit costs the database (issue 16 item 6): statements sent per request, counted
 * by the driver (a transaction's begin and commit included on PostgreSQL). The Idempotency-Key is
 * read only when an attempt fails; the order and its lines go in one statement.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { CATALOGUE_CACHE_SECONDS: '60' } });
});

afterAll(() => app.close());

async function statementsOf<T>(request: () => Promise<T>): Promise<{ statements: number; answer: T }> {
  const before = app.ctx.database.statementCount();
  const answer = await request();
  return { statements: app.ctx.database.statementCount() - before, answer };
}

async function buyer() {
  const user = await newUser(app);
  await insertAddress(app, user.userId);
  return user;
}

describe('statements per order submit', () => {
  it('places a direct buy in at most 9 statements, its lines written with it', async () => {
    const user = await buyer();
    const { skuIds } = await insertGoods(app, {}, [{}]);
    const { statements, answer } = await statementsOf(() => submit(app, user.token, { productSpecsId: String(skuIds[0]), purchaseCount: 2 }));
    expect(answer.code).toBe(0);
    expect(statements).toBeLessThanOrEqual(9);
    const [order] = await ordersOf(app, user.userId);
    expect(order!.goodsAmountFen).toBe(20_000);
    expect(await stockOf(app, skuIds[0]!)).toBe(98);
  });

  it('places two cart lines in at most 13 statements and removes them from the cart', async () => {
    const user = await buyer();
    const { goodsId, skuIds } = await insertGoods(app, {}, [{}, {}]);
    await addToCart(app, user.token, goodsId, skuIds[0]!);
    await addToCart(app, user.token, goodsId, skuIds[1]!, 3);
    const cartItems = itemsOf(await cartOf(app, user.token)).map((i) => ({ cartItemId: i.cartItemId, purchaseCount: i.num }));
    const { statements, answer } = await statementsOf(() => submit(app, user.token, { cartItems }));
    expect(answer.code).toBe(0);
    expect(statements).toBeLessThanOrEqual(13);
    expect(answer.result.payAmount).toBe(40_000);
    expect(await storedCart(app, user.userId)).toEqual([]);
  });

  it('takes no stock at all when one of the lines is short: the one stock statement is all or nothing', async () => {
    const user = await buyer();
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 5 }, { stock: 5 }]);
    await addToCart(app, user.token, goodsId, skuIds[0]!, 2);
    await addToCart(app, user.token, goodsId, skuIds[1]!, 3);
    const cartItems = itemsOf(await cartOf(app, user.token)).map((i) => ({ cartItemId: i.cartItemId, purchaseCount: i.num }));
    // Another shopper takes the second SKU's last pieces after this one's cart was read.
    await app.ctx.db.update(goodsSkus).set({ stock: 2 }).where(eq(goodsSkus.id, skuIds[1]!));
    const answer = await submit(app, user.token, { cartItems });
    expect(answer.code).toBe(ErrorCode.STOCK_SHORT);
    expect([await stockOf(app, skuIds[0]!), await stockOf(app, skuIds[1]!)]).toEqual([5, 2]);
    expect(await storedCart(app, user.userId)).toHaveLength(2);
    expect(await ordersOf(app, user.userId)).toEqual([]);
  });
});

describe('a retry of a placed order', () => {
  it('answers the order even when it could not be placed again now (the last piece taken by it)', async () => {
    const user = await buyer();
    const { skuIds } = await insertGoods(app, {}, [{ stock: 1 }]);
    const key = newKey();
    const body = { productSpecsId: String(skuIds[0]) };
    const first = await submit(app, user.token, body, { key });
    expect(first.code).toBe(0);
    const again = await submit(app, user.token, body, { key });
    expect(again.result).toEqual(first.result);
    expect(await ordersOf(app, user.userId)).toHaveLength(1);
    expect(await stockOf(app, skuIds[0]!)).toBe(0);
  });

  it('answers the order when its cart lines are gone with it', async () => {
    const user = await buyer();
    const { goodsId, skuIds } = await insertGoods(app, {}, [{}]);
    await addToCart(app, user.token, goodsId, skuIds[0]!);
    const [item] = itemsOf(await cartOf(app, user.token));
    const key = newKey();
    const body = { cartItems: [{ cartItemId: item!.cartItemId, purchaseCount: 1 }] };
    const first = await submit(app, user.token, body, { key });
    expect(first.code).toBe(0);
    expect((await submit(app, user.token, body, { key })).result).toEqual(first.result);
    expect(await ordersOf(app, user.userId)).toHaveLength(1);
  });
});
