import { CartProblemReason, Paths, type CartList } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, expectOk, insertGoods, itemOfSku, itemsOf, setStock } from '../../test/cart.ts';
import { call } from '../../test/goods.ts';
import { cancelOrder } from '../../test/lifecycle.ts';
import { insertAddress, submit } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The other cart tests run with the catalogue cache off; this file turns it on (5 s, as deployed)
// to prove what the list may and may not take from the SKU facts cache.
const TTL_MS = 5_000;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: String(TTL_MS / 1000) } });
});

afterAll(() => app.close());

const linesOf = (cart: CartList) => itemsOf(cart).map((i) => [i.productSpecsId, i.num]);

describe('GET /hermes/annex/v2/cart/list with the SKU facts cache on', () => {
  it('shows the user’s own adds, quantities and deletes at once', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{}, {}]);
    const [a, b] = skuIds as [number, number];

    expectOk(await addToCart(app, user.token, goodsId, a, 1));
    expect(linesOf(await cartOf(app, user.token))).toEqual([[String(a), 1]]);
    expectOk(await addToCart(app, user.token, goodsId, b, 2));
    const both = await cartOf(app, user.token);
    expect(linesOf(both)).toEqual([
      [String(b), 2],
      [String(a), 1],
    ]);
    expect(both.effectNum).toBe(3);

    const lineA = itemOfSku(both, a).cartItemId;
    expectOk(await call<CartList>(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: lineA, num: 3 } }));
    expect(linesOf(await cartOf(app, user.token))).toEqual([
      [String(b), 2],
      [String(a), 3],
    ]);

    const lineB = itemOfSku(both, b).cartItemId;
    expectOk(await call<CartList>(app, 'DELETE', Paths.cartDelete, { token: user.token, payload: { cartItemIds: [lineB] } }));
    const after = await cartOf(app, user.token);
    expect(linesOf(after)).toEqual([[String(a), 3]]);
    expect(after.effectNum).toBe(3);
  });

  it('shows a stock change made elsewhere (another instance, the database) once the TTL has passed', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }]);
    const sku = skuIds[0]!;
    expectOk(await addToCart(app, user.token, goodsId, sku, 2));
    expect(itemOfSku(await cartOf(app, user.token), sku)).toMatchObject({ stock: 10, problemReason: null });

    await setStock(app, sku, 1); // no invalidation reaches this instance
    app.clock.advance(TTL_MS - 1);
    expect(itemOfSku(await cartOf(app, user.token), sku)).toMatchObject({ stock: 10, problemReason: null });

    app.clock.advance(1);
    expect(itemOfSku(await cartOf(app, user.token), sku)).toMatchObject({
      stock: 1,
      problemReason: CartProblemReason.stock,
      selectEnable: false,
    });
  });

  it('answers a change with its own line read fresh, and the list after it agrees', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }]);
    const sku = skuIds[0]!;
    const added = expectOk(await addToCart(app, user.token, goodsId, sku, 1));
    expect(itemOfSku(await cartOf(app, user.token), sku).stock).toBe(10);

    await setStock(app, sku, 4);
    const payload = { cartItemId: itemOfSku(added, sku).cartItemId, num: 2 };
    const answer = expectOk(await call<CartList>(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload }));
    expect(itemOfSku(answer, sku)).toMatchObject({ num: 2, stock: 4 });
    expect(itemOfSku(await cartOf(app, user.token), sku)).toMatchObject({ num: 2, stock: 4 });
  });

  it('shows stock taken by an order and given back by its cancel on this instance at once', async () => {
    const user = await newUser(app);
    await insertAddress(app, user.userId);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }]);
    const sku = skuIds[0]!;
    expectOk(await addToCart(app, user.token, goodsId, sku, 1));
    expect(itemOfSku(await cartOf(app, user.token), sku).stock).toBe(10);

    const order = expectOk(await submit(app, user.token, { productSpecsId: String(sku), purchaseCount: 3 }));
    expect(itemOfSku(await cartOf(app, user.token), sku).stock).toBe(7);

    expectOk(await cancelOrder(app, user.token, order.orderId));
    expect(itemOfSku(await cartOf(app, user.token), sku).stock).toBe(10);
  });
});
