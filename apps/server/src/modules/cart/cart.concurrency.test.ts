import { CART_MAX_ITEMS, ErrorCode, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, insertGoods, itemsOf, storedCart } from '../../test/cart.ts';
import { tally } from '../../test/concurrency.ts';
import { call } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cartItems } from './cart.table.ts';

/**
 * The cart's guarantees under concurrent requests of one user (a double tap, two tabs): on PGlite
 * and, with DATABASE_URL, on PostgreSQL where the transactions really run side by side.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

describe('concurrent cart changes of one user', () => {
  it('ends 20 adds of one piece of a SKU with 10 in stock at exactly 10, refusing the other 10', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addToCart(app, user.token, goodsId, skuIds[0]!)));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 10, [ErrorCode.STOCK_SHORT]: 10 });
    expect(await storedCart(app, user.userId)).toEqual([expect.objectContaining({ skuId: skuIds[0], num: 10 })]);
  });

  it('sums concurrent adds of different sizes exactly, never above the stock', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 25 }]);
    const sizes = [3, 5, 2, 7, 4, 6, 1, 8];
    const answers = await Promise.all(sizes.map((n) => addToCart(app, user.token, goodsId, skuIds[0]!, n)));
    const added = sizes.filter((_, i) => answers[i]!.code === 0).reduce((a, b) => a + b, 0);
    for (const a of answers) expect([0, ErrorCode.STOCK_SHORT]).toContain(a.code);
    expect(added).toBeLessThanOrEqual(25);
    // Every refused add was refused because it no longer fitted what the others had put in.
    const [row] = await storedCart(app, user.userId);
    expect(row!.num).toBe(added);
    for (const [i, a] of answers.entries()) if (a.code !== 0) expect(added + sizes[i]!).toBeGreaterThan(25);
  });

  it('leaves one of the sent quantities after 20 concurrent updateNum calls on one line, and nothing else changed', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 100 }, { stock: 100 }]);
    await addToCart(app, user.token, goodsId, skuIds[1]!, 9);
    const cart = (await addToCart(app, user.token, goodsId, skuIds[0]!, 1)).result;
    const id = itemsOf(cart).find((i) => i.productSpecsId === String(skuIds[0]))!.cartItemId;
    const sent = Array.from({ length: 20 }, (_, i) => i + 2);
    const answers = await Promise.all(
      sent.map((num) => call(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num } })),
    );
    for (const a of answers) expect(a.code, a.body).toBe(0);
    const rows = await storedCart(app, user.userId);
    expect(rows).toHaveLength(2);
    expect(sent).toContain(rows.find((r) => r.skuId === skuIds[0])!.num);
    expect(rows.find((r) => r.skuId === skuIds[1])!.num).toBe(9);
  });

  it(`never lets concurrent adds of new SKUs take a cart past ${CART_MAX_ITEMS} lines`, async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, Array.from({ length: CART_MAX_ITEMS + 5 }, () => ({ stock: 5 })));
    await app.ctx.db.insert(cartItems).values(skuIds.slice(0, CART_MAX_ITEMS - 5).map((skuId) => ({ userId: user.userId, skuId, goodsId, num: 1 })));
    const fresh = skuIds.slice(CART_MAX_ITEMS - 5);
    const answers = await Promise.all(fresh.map((skuId) => addToCart(app, user.token, goodsId, skuId)));
    expect(tally(answers.map((a) => a.code))).toEqual({ 0: 5, [ErrorCode.CART_FULL]: 5 });
    expect(await storedCart(app, user.userId)).toHaveLength(CART_MAX_ITEMS);
  });
});
