import { CART_MAX_ITEMS, ErrorCode, Header, Paths, fillPath, type ApiEnvelope, type VisitorToken } from '@emall/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartEffectNum,
  expectOk,
  cartTestFile,
  itemOfSku,
  itemsOf,
  storedCart,
} from '../../test/cart.ts';
import { call, expectError } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { api, type TestApp } from '../../test/test-app.ts';
import { goodsSkus } from '../catalogue/catalogue.table.ts';
import { cartItems } from './cart.table.ts';

let app: TestApp;
const { goodsOf, skuOf, add } = cartTestFile((made) => (app = made));
const effectNum = (headers: Record<string, string> = {}, query = '') => cartEffectNum(app, headers, query);

let skus: { id: number; goodsId: number }[];

beforeAll(async () => {
  skus = await app.ctx.db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).orderBy(asc(goodsSkus.id)).limit(3);
});

async function fillCart(userId: number, nums: number[]) {
  await app.ctx.db.insert(cartItems).values(nums.map((num, i) => ({ userId, skuId: skus[i]!.id, goodsId: skus[i]!.goodsId, num })));
}

describe('GET /hermes/v1/cart/effect-num', () => {
  it('answers the pieces in the user’s cart (the sum of quantities), not counting other carts', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    await fillCart(user.userId, [2, 1, 120]);
    await fillCart(other.userId, [7]);
    expect(await effectNum({ [Header.loginToken]: user.token })).toBe(123);
    expect(await effectNum({ [Header.loginToken]: other.token })).toBe(7);
  });

  it('answers 0 for an empty cart', async () => {
    const user = await newUser(app);
    expect(await effectNum({ [Header.loginToken]: user.token })).toBe(0);
  });

  it('answers 0 to a guest, a visitor and an invalid token (read as a guest)', async () => {
    expect(await effectNum()).toBe(0);
    const issued = await app.server.inject({ method: 'POST', url: api(Paths.visitorToken) });
    const vToken = issued.json<ApiEnvelope<VisitorToken>>().result.vToken;
    expect(await effectNum({ [Header.visitorToken]: vToken })).toBe(0);
    expect(await effectNum({ [Header.loginToken]: 'x'.repeat(300) })).toBe(0);
  });

  it('ignores query values it does not read, such as a cache-busting _t', async () => {
    expect(await effectNum({}, '?_t=123&userId=1')).toBe(0);
  });

  it('follows every change of the cart', async () => {
    const user = await newUser(app);
    const headers = { [Header.loginToken]: user.token };
    const added = expectOk(await add(user.token, 'backpack', 3));
    expect(added.effectNum).toBe(3);
    expect(await effectNum(headers)).toBe(3);
    const id = itemsOf(added)[0]!.cartItemId;
    expectOk(await call(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num: 5 } }));
    expect(await effectNum(headers)).toBe(5);
    expectOk(await call(app, 'DELETE', Paths.cartDelete, { token: user.token, payload: { cartItemIds: [id] } }));
    expect(await effectNum(headers)).toBe(0);
  });
});

describe('cart_items table', () => {
  it('refuses a quantity of 0 and a second row for the same user and SKU', async () => {
    const user = await newUser(app);
    await expect(fillCart(user.userId, [0])).rejects.toThrow();
    await fillCart(user.userId, [1]);
    await expect(fillCart(user.userId, [1])).rejects.toThrow();
  });
});

describe('cart calls need a login', () => {
  const validBodies: [string, 'GET' | 'POST' | 'DELETE', string, unknown][] = [
    ['list', 'GET', Paths.cartList, undefined],
    ['add', 'POST', Paths.cartAdd, { productId: '1', productSpecsId: '1', num: 1 }],
    ['updateNum', 'POST', Paths.cartUpdateNum, { cartItemId: '1', num: 1 }],
    ['update', 'POST', Paths.cartUpdate, { cartItemIds: ['1'], selectEnum: 1 }],
    ['delete', 'DELETE', Paths.cartDelete, { cartItemIds: ['1'] }],
    ['option', 'GET', fillPath(Paths.cartOption, { id: 1 }), undefined],
    ['amount', 'POST', Paths.cartAmount, { amountSpecsList: [] }],
    ['skip/check', 'POST', Paths.cartSkipCheck, { cartItems: [{ cartItemId: '1', purchaseCount: 1 }] }],
  ];

  it.each(validBodies)('%s answers a guest 9999', async (_name, method, path, payload) => {
    expectError(await call(app, method, path, { payload }), ErrorCode.SESSION_EXPIRED, 401);
  });

  it.each(validBodies)('%s answers a visitor token and an unknown login token 9999', async (_name, method, path, payload) => {
    const issued = await app.server.inject({ method: 'POST', url: api(Paths.visitorToken) });
    const vToken = issued.json<ApiEnvelope<VisitorToken>>().result.vToken;
    expectError(await call(app, method, path, { payload, headers: { [Header.visitorToken]: vToken } }), ErrorCode.SESSION_EXPIRED);
    expectError(await call(app, method, path, { payload, token: 'not-a-token' }), ErrorCode.SESSION_EXPIRED);
  });
});

describe('malformed, missing and out-of-range input is refused with 40000 and changes nothing', () => {
  let user: { userId: number; token: string };
  let lineId: string;

  beforeAll(async () => {
    user = await newUser(app);
    lineId = itemsOf(expectOk(await add(user.token, 'backpack', 2)))[0]!.cartItemId;
  });

  const refused = async (method: 'POST' | 'DELETE' | 'GET', path: string, payload?: unknown) => {
    const answer = await call(app, method, path, {
      token: user.token,
      ...(payload === undefined ? {} : typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/json' } } : { payload }),
    });
    expectError(answer, ErrorCode.BAD_REQUEST, 400);
  };

  it('refuses bodies that are not JSON objects', async () => {
    for (const path of [Paths.cartAdd, Paths.cartUpdateNum, Paths.cartUpdate, Paths.cartAmount, Paths.cartSkipCheck]) {
      await refused('POST', path, '{"num":');
      await refused('POST', path, '[]');
    }
    await refused('DELETE', Paths.cartDelete, '{"cartItemIds":');
  });

  it.each([0, 1000, -1, 1.5, '2', null])('refuses num %s on add and updateNum', async (num) => {
    await refused('POST', Paths.cartAdd, { productId: String(goodsOf('backpack')), productSpecsId: String(skuOf('backpack')), num });
    await refused('POST', Paths.cartUpdateNum, { cartItemId: lineId, num });
    await refused('POST', Paths.cartAmount, { amountSpecsList: [{ cartItemId: lineId, quantity: num }] });
    await refused('POST', Paths.cartSkipCheck, { cartItems: [{ cartItemId: lineId, purchaseCount: num }] });
  });

  it('refuses missing fields', async () => {
    await refused('POST', Paths.cartAdd, { productId: String(goodsOf('backpack')), num: 1 });
    await refused('POST', Paths.cartAdd, { productSpecsId: String(skuOf('backpack')), num: 1 });
    await refused('POST', Paths.cartAdd, { productId: String(goodsOf('backpack')), productSpecsId: String(skuOf('backpack')) });
    await refused('POST', Paths.cartUpdateNum, { num: 1 });
    await refused('POST', Paths.cartUpdateNum, { cartItemId: lineId });
    await refused('POST', Paths.cartUpdate, { selectEnum: 1 });
    await refused('POST', Paths.cartAmount, {});
    await refused('POST', Paths.cartSkipCheck, {});
    await refused('DELETE', Paths.cartDelete, {});
  });

  it('refuses ids that are not positive whole numbers as text', async () => {
    for (const id of [1, '0', '-1', 'abc', '1.5', '', '1234567890123456']) {
      await refused('POST', Paths.cartAdd, { productId: id, productSpecsId: String(skuOf('backpack')), num: 1 });
      await refused('POST', Paths.cartUpdateNum, { cartItemId: id, num: 1 });
      await refused('POST', Paths.cartUpdate, { cartItemIds: [id], selectEnum: 1 });
      await refused('DELETE', Paths.cartDelete, { cartItemIds: [id] });
    }
    await refused('GET', fillPath(Paths.cartOption, { id: 'abc' }));
    await refused('GET', fillPath(Paths.cartOption, { id: 0 }));
  });

  it('refuses empty and oversized id lists', async () => {
    await refused('POST', Paths.cartUpdate, { cartItemIds: [], selectEnum: 1 });
    await refused('DELETE', Paths.cartDelete, { cartItemIds: [] });
    await refused('POST', Paths.cartSkipCheck, { cartItems: [] });
    const many = Array.from({ length: CART_MAX_ITEMS + 1 }, (_, i) => String(i + 1));
    await refused('DELETE', Paths.cartDelete, { cartItemIds: many });
    await refused('POST', Paths.cartAmount, { amountSpecsList: many.map((cartItemId) => ({ cartItemId, quantity: 1 })) });
  });

  it('refuses an update that asks for nothing, an unknown tick state, and a SKU change of several lines', async () => {
    await refused('POST', Paths.cartUpdate, { cartItemIds: [lineId] });
    await refused('POST', Paths.cartUpdate, { cartItemIds: [lineId], selectEnum: 2 });
    await refused('POST', Paths.cartUpdate, { cartItemIds: [lineId], selectEnum: true });
    const other = itemOfSku(expectOk(await add(user.token, 'car-model')), skuOf('car-model')).cartItemId;
    await refused('POST', Paths.cartUpdate, { cartItemIds: [lineId, other], productSpecsId: String(skuOf('backpack')) });
  });

  it('refuses the same line twice in a balance or a checkout check', async () => {
    await refused('POST', Paths.cartAmount, { amountSpecsList: [{ cartItemId: lineId, quantity: 1 }, { cartItemId: lineId, quantity: 2 }] });
    await refused('POST', Paths.cartSkipCheck, { cartItems: [{ cartItemId: lineId, purchaseCount: 1 }, { cartItemId: lineId, purchaseCount: 1 }] });
  });

  it('left the cart as it was', async () => {
    const rows = await storedCart(app, user.userId);
    expect(rows.find((r) => r.skuId === skuOf('backpack'))).toMatchObject({ num: 2, selected: true });
  });
});
