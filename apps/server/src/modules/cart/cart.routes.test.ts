import {
  CART_MAX_ITEMS,
  CART_MAX_NUM,
  CartProblemReason,
  CrowdfundStatus,
  DeductType,
  ErrorCode,
  EXCHANGE_PROPORTION,
  Header,
  PayShowType,
  Paths,
  SelectEnum,
  Text,
  fillPath,
  type ApiEnvelope,
  type CartList,
  type CartOption,
  type VisitorToken,
} from '@emall/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  amountOf,
  cartOf,
  insertGoods,
  itemOfSku,
  itemsOf,
  setStock,
  skipCheckOf,
  storedCart,
} from '../../test/cart.ts';
import { call, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { api, createTestApp, latestCode, login, sendCode, type TestApp } from '../../test/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { goods, goodsSkus } from '../catalogue/catalogue.table.ts';
import { cartItems } from './cart.table.ts';

let app: TestApp;
let skus: { id: number; goodsId: number }[];
/** Seeded goods by catalogue key: [goodsId, first SKU id]. */
const seeded: Record<string, [number, number]> = {};

beforeAll(async () => {
  app = await createTestApp();
  skus = await app.ctx.db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).orderBy(asc(goodsSkus.id)).limit(3);
  const keys = ['car-model', 'backpack', 'cup', 'cap', 'jacket', 'gift', 'umbrella', 'keychain-cf', 'powerbank', 'sunshade', 'storage', 'charger', 'wheel', 'flow'];
  for (const key of keys) seeded[key] = [await goodsIdOf(app, key), await skuIdOf(app, key)];
});

afterAll(() => app.close());

const goodsOf = (key: string) => seeded[key]![0];
const skuOf = (key: string) => seeded[key]![1];
const add = (token: string | null, key: string, num = 1) => addToCart(app, token, goodsOf(key), skuOf(key), num);

async function effectNum(headers: Record<string, string> = {}, query = '') {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.cartEffectNum}${query}`), headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ApiEnvelope<number>>();
  expect(body.code).toBe(0);
  return body.result;
}

async function fillCart(userId: number, nums: number[]) {
  await app.ctx.db.insert(cartItems).values(nums.map((num, i) => ({ userId, skuId: skus[i]!.id, goodsId: skus[i]!.goodsId, num })));
}

function expectOk<T>(answer: { code: number; body: string; result: T }): T {
  expect(answer.code, answer.body).toBe(0);
  return answer.result;
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

describe('POST /hermes/v1/cart', () => {
  it('adds a ticked line and answers the whole cart', async () => {
    const user = await newUser(app, 300);
    const cart = expectOk(await add(user.token, 'car-model', 2));
    expect(cart.effectNum).toBe(2);
    expect(cart.userAvailablePoint).toBe(300);
    expect(cart.cartList).toHaveLength(1);
    expect(cart.cartList[0]!.groupName).toBe(Text.cartGroupBoutique);
    const item = cart.cartList[0]!.cartItemList[0]!;
    expect(item).toMatchObject({
      productId: String(goodsOf('car-model')),
      productSpecsId: String(skuOf('car-model')),
      name: '曜川 ES9 1:18 合金收藏车模 原厂授权 开门可动',
      specsName: '星河银',
      num: 2,
      price: 39_900,
      productPrice: 45_900,
      eValue: 0,
      deductType: DeductType.cash,
      deductAmount: 10_000,
      stock: 120,
      maxNum: 120,
      selectEnum: SelectEnum.selected,
      selectEnable: true,
      problemReason: null,
      problemText: '',
    });
    expect(item.cartItemId).toMatch(/^[1-9][0-9]*$/);
    expect(item.shareUrl).toContain(`productId=${goodsOf('car-model')}`);
    expect(item.pictureUrl).toMatch(/^\/media\//);
  });

  it('adds the same SKU again onto its line, summing the pieces', async () => {
    const user = await newUser(app);
    expectOk(await add(user.token, 'backpack', 2));
    const cart = expectOk(await add(user.token, 'backpack', 3));
    expect(itemsOf(cart)).toHaveLength(1);
    expect(itemOfSku(cart, skuOf('backpack')).num).toBe(5);
    expect(await storedCart(app, user.userId)).toEqual([expect.objectContaining({ skuId: skuOf('backpack'), num: 5 })]);
  });

  it('groups boutique goods before attachments, newest line first in each', async () => {
    const user = await newUser(app, 5_000);
    for (const key of ['sunshade', 'car-model', 'storage', 'backpack']) expectOk(await add(user.token, key));
    const cart = await cartOf(app, user.token);
    expect(cart.cartList.map((g) => g.groupName)).toEqual([Text.cartGroupBoutique, Text.cartGroupAttachment]);
    expect(cart.cartList[0]!.cartItemList.map((i) => i.productId)).toEqual([String(goodsOf('backpack')), String(goodsOf('car-model'))]);
    expect(cart.cartList[1]!.cartItemList.map((i) => i.productId)).toEqual([String(goodsOf('storage')), String(goodsOf('sunshade'))]);
  });

  it('answers an empty cart as no groups', async () => {
    const user = await newUser(app, 7);
    expect(await cartOf(app, user.token)).toEqual({ cartList: [], userAvailablePoint: 7, effectNum: 0 });
  });

  it('refuses an unknown goods (40401), and a SKU that is unknown or of another goods (40410)', async () => {
    const user = await newUser(app);
    expectError(await addToCart(app, user.token, 999_999, skuOf('backpack')), ErrorCode.GOODS_NOT_FOUND, 404);
    expectError(await addToCart(app, user.token, goodsOf('backpack'), 999_999), ErrorCode.SKU_NOT_FOUND, 404);
    expectError(await addToCart(app, user.token, goodsOf('backpack'), skuOf('car-model')), ErrorCode.SKU_NOT_FOUND, 404);
    expect(await storedCart(app, user.userId)).toEqual([]);
  });

  it.each(['charger', 'wheel', 'flow'])('refuses %s: only goods sent by post go in the cart (40040)', async (key) => {
    const user = await newUser(app);
    expectError(await add(user.token, key), ErrorCode.CART_NOT_CARTABLE, 400);
    expect(await storedCart(app, user.userId)).toEqual([]);
  });

  it('refuses goods off the shelf (40043)', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, { onShelf: false });
    expectError(await addToCart(app, user.token, goodsId, skuIds[0]!), ErrorCode.GOODS_OFF_SHELF, 200);
  });

  it('refuses a crowdfund not yet running (40044) and takes a running one', async () => {
    const user = await newUser(app);
    expectError(await add(user.token, 'keychain-cf'), ErrorCode.ACTIVITY_ENDED, 200);
    expectOk(await add(user.token, 'powerbank'));
  });

  it('refuses owner-only goods to a user who is not an owner (40047), and takes them from an owner', async () => {
    const user = await newUser(app);
    expectError(await add(user.token, 'jacket'), ErrorCode.OWNER_UPGRADE_REQUIRED, 200);
    await app.ctx.db.update(users).set({ isMaster: true }).where(eq(users.id, user.userId));
    expectOk(await add(user.token, 'jacket'));
  });

  it('refuses whitelist-only goods to a user off the whitelist (40046), and takes them from a member', async () => {
    const user = await newUser(app);
    expectError(await add(user.token, 'gift'), ErrorCode.GOODS_NOT_ALLOWED, 200);
    await app.ctx.db.update(users).set({ inWhitelist: true }).where(eq(users.id, user.userId));
    expectOk(await add(user.token, 'gift'));
  });

  it('refuses pieces beyond the stock, counting what the line holds (40041), and changes nothing', async () => {
    const user = await newUser(app);
    expectError(await add(user.token, 'umbrella'), ErrorCode.STOCK_SHORT, 200);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 3 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 2));
    expectError(await addToCart(app, user.token, goodsId, skuIds[0]!, 2), ErrorCode.STOCK_SHORT);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 1));
    expect(await storedCart(app, user.userId)).toEqual([expect.objectContaining({ skuId: skuIds[0], num: 3 })]);
  });

  it('refuses pieces beyond the purchase limit, counting what the line holds (40042)', async () => {
    const user = await newUser(app);
    expectError(await add(user.token, 'cap', 3), ErrorCode.PURCHASE_LIMIT, 200);
    expectOk(await add(user.token, 'cap', 2));
    expectError(await add(user.token, 'cap', 1), ErrorCode.PURCHASE_LIMIT);
    expect(itemOfSku(await cartOf(app, user.token), skuOf('cap'))).toMatchObject({ num: 2, maxNum: 2, selectEnable: true });
  });

  it(`refuses a line beyond ${CART_MAX_NUM} pieces (40042)`, async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 5_000 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, CART_MAX_NUM));
    expectError(await addToCart(app, user.token, goodsId, skuIds[0]!, 1), ErrorCode.PURCHASE_LIMIT);
    expect(itemOfSku(await cartOf(app, user.token), skuIds[0]!)).toMatchObject({ num: CART_MAX_NUM, maxNum: CART_MAX_NUM });
  });

  it(`holds at most ${CART_MAX_ITEMS} lines (40045), while more of a line already there still goes in`, async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, Array.from({ length: CART_MAX_ITEMS + 1 }, () => ({ stock: 10 })));
    await app.ctx.db.insert(cartItems).values(skuIds.slice(0, CART_MAX_ITEMS).map((skuId) => ({ userId: user.userId, skuId, goodsId, num: 1 })));
    expectError(await addToCart(app, user.token, goodsId, skuIds[CART_MAX_ITEMS]!), ErrorCode.CART_FULL, 200);
    const cart = expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!));
    expect(itemsOf(cart)).toHaveLength(CART_MAX_ITEMS);
    expect(cart.effectNum).toBe(CART_MAX_ITEMS + 1);
  });

  it('keeps the cart across logout and login: it belongs to the user, not the session', async () => {
    const phone = '13912340001';
    await sendCode(app, phone);
    const first = (await login(app, phone, await latestCode(app, phone))).json<ApiEnvelope<{ token: string }>>().result.token;
    expectOk(await add(first, 'backpack', 2));
    expectOk(await add(first, 'sunshade'));
    expectOk(await call(app, 'POST', Paths.logout, { token: first }));
    expectError(await call(app, 'GET', Paths.cartList, { token: first }), ErrorCode.SESSION_EXPIRED);
    app.clock.advance(61_000);
    await sendCode(app, phone);
    const second = (await login(app, phone, await latestCode(app, phone))).json<ApiEnvelope<{ token: string }>>().result.token;
    const cart = await cartOf(app, second);
    expect(cart.effectNum).toBe(3);
    expect(itemOfSku(cart, skuOf('backpack')).num).toBe(2);
  });
});

describe('GET /hermes/annex/v2/cart/list: problem reasons', () => {
  it('marks a line whose stock fell below its pieces (1), and one sold out', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }, { stock: 10 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 3));
    expectOk(await addToCart(app, user.token, goodsId, skuIds[1]!, 1));
    await setStock(app, skuIds[0]!, 2);
    await setStock(app, skuIds[1]!, 0);
    const cart = await cartOf(app, user.token);
    expect(itemOfSku(cart, skuIds[0]!)).toMatchObject({
      num: 3,
      stock: 2,
      maxNum: 2,
      problemReason: CartProblemReason.stock,
      problemText: Text.cartProblemStock,
      selectEnable: false,
    });
    expect(itemOfSku(cart, skuIds[1]!)).toMatchObject({ maxNum: 0, problemReason: CartProblemReason.stock, selectEnable: false });
  });

  it('marks a line over the purchase limit (3)', async () => {
    const user = await newUser(app);
    expectOk(await add(user.token, 'cap', 2));
    // The limit was lowered, or bought elsewhere, since the line was filled: here, a third piece put in directly.
    await app.ctx.db.update(cartItems).set({ num: 3 }).where(eq(cartItems.userId, user.userId));
    expect(itemOfSku(await cartOf(app, user.token), skuOf('cap'))).toMatchObject({
      num: 3,
      maxNum: 2,
      problemReason: CartProblemReason.limit,
      problemText: Text.cartProblemLimit,
      selectEnable: false,
    });
  });

  it('marks a line whose goods left the shelf (4), before any other reason', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 5 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 2));
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, goodsId));
    await setStock(app, skuIds[0]!, 0);
    expect(itemOfSku(await cartOf(app, user.token), skuIds[0]!)).toMatchObject({
      problemReason: CartProblemReason.off,
      problemText: Text.cartProblemOff,
      selectEnable: false,
    });
  });

  it('marks a crowdfund line once its crowdfund has ended (5), and refuses adding more', async () => {
    const user = await newUser(app);
    const now = app.clock.now().getTime();
    const { goodsId, skuIds } = await insertGoods(app, { activityType: 2 }, [{ stock: 50 }], {
      status: CrowdfundStatus.Crowdfunding,
      startAt: new Date(now - 3_600_000),
      endAt: new Date(now + 60_000),
    });
    expect(itemOfSku(expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!)), skuIds[0]!).problemReason).toBeNull();
    app.clock.advance(61_000);
    expect(itemOfSku(await cartOf(app, user.token), skuIds[0]!)).toMatchObject({
      problemReason: CartProblemReason.activityEnd,
      problemText: Text.cartProblemActivityEnd,
      selectEnable: false,
    });
    expectError(await addToCart(app, user.token, goodsId, skuIds[0]!), ErrorCode.ACTIVITY_ENDED);
  });

  it('marks an E-value line the user cannot pay (2), and lifts it when the balance covers it', async () => {
    const poor = await newUser(app, 200);
    const cart = expectOk(await add(poor.token, 'cup'));
    expect(cart.userAvailablePoint).toBe(200);
    expect(itemOfSku(cart, skuOf('cup'))).toMatchObject({
      eValue: 1_590,
      deductType: DeductType.integral,
      problemReason: CartProblemReason.E,
      problemText: Text.cartProblemEValue,
      selectEnable: false,
    });
    const rich = await newUser(app, 2_000);
    expect(itemOfSku(expectOk(await add(rich.token, 'cup')), skuOf('cup')).problemReason).toBeNull();
    expect(itemOfSku(expectOk(await add(rich.token, 'cup')), skuOf('cup')).problemReason).toBe(CartProblemReason.E);
  });

  it('keeps each user’s cart to themselves', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    expectOk(await add(a.token, 'backpack', 4));
    expect(await cartOf(app, b.token)).toMatchObject({ cartList: [], effectNum: 0 });
  });
});

describe('POST /hermes/v1/cart/updateNum', () => {
  it('sets the quantity outright and answers the cart', async () => {
    const user = await newUser(app);
    const id = itemsOf(expectOk(await add(user.token, 'backpack', 4)))[0]!.cartItemId;
    const cart = expectOk(await call<CartList>(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num: 2 } }));
    expect(itemOfSku(cart, skuOf('backpack')).num).toBe(2);
    expect(cart.effectNum).toBe(2);
  });

  it('refuses a quantity beyond the stock (40041) or the limit (40042) and keeps the old one', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 4 }]);
    const id = itemsOf(expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 2)))[0]!.cartItemId;
    expectError(await call(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num: 5 } }), ErrorCode.STOCK_SHORT);
    expectOk(await call(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num: 4 } }));
    const capId = itemOfSku(expectOk(await add(user.token, 'cap', 1)), skuOf('cap')).cartItemId;
    expectError(await call(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: capId, num: 3 } }), ErrorCode.PURCHASE_LIMIT);
    const rows = await storedCart(app, user.userId);
    expect(rows.find((r) => r.skuId === skuIds[0])!.num).toBe(4);
    expect(rows.find((r) => r.skuId === skuOf('cap'))!.num).toBe(1);
  });

  it('lets a line over the stock come down to what is left', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }]);
    const id = itemsOf(expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 6)))[0]!.cartItemId;
    await setStock(app, skuIds[0]!, 3);
    const cart = expectOk(await call<CartList>(app, 'POST', Paths.cartUpdateNum, { token: user.token, payload: { cartItemId: id, num: 3 } }));
    expect(itemOfSku(cart, skuIds[0]!)).toMatchObject({ num: 3, problemReason: null, selectEnable: true });
  });

  it('answers 40409 for an unknown line and for another user’s, changing neither', async () => {
    const owner = await newUser(app);
    const other = await newUser(app);
    const id = itemsOf(expectOk(await add(owner.token, 'backpack', 2)))[0]!.cartItemId;
    const foreign = await call(app, 'POST', Paths.cartUpdateNum, { token: other.token, payload: { cartItemId: id, num: 7 } });
    expectError(foreign, ErrorCode.CART_ITEM_NOT_FOUND, 404);
    const unknown = await call(app, 'POST', Paths.cartUpdateNum, { token: other.token, payload: { cartItemId: '999999999', num: 7 } });
    expectError(unknown, ErrorCode.CART_ITEM_NOT_FOUND, 404);
    expect(unknown.message).toBe(foreign.message);
    expect((await storedCart(app, owner.userId))[0]!.num).toBe(2);
  });
});

describe('POST /hermes/v1/cart/update', () => {
  const update = (token: string, payload: object) => call<CartList>(app, 'POST', Paths.cartUpdate, { token, payload });

  it('unticks and ticks one line, a group or all', async () => {
    const user = await newUser(app);
    for (const key of ['backpack', 'car-model', 'sunshade']) expectOk(await add(user.token, key));
    const ids = itemsOf(await cartOf(app, user.token)).map((i) => i.cartItemId);
    let cart = expectOk(await update(user.token, { cartItemIds: [ids[0]], selectEnum: SelectEnum.unselected }));
    expect(itemsOf(cart).map((i) => i.selectEnum)).toEqual([0, 1, 1]);
    cart = expectOk(await update(user.token, { cartItemIds: ids, selectEnum: SelectEnum.unselected }));
    expect(itemsOf(cart).map((i) => i.selectEnum)).toEqual([0, 0, 0]);
    const boutique = cart.cartList[0]!.cartItemList.map((i) => i.cartItemId);
    cart = expectOk(await update(user.token, { cartItemIds: boutique, selectEnum: SelectEnum.selected }));
    expect(itemsOf(cart).map((i) => i.selectEnum)).toEqual([1, 1, 0]);
  });

  it('leaves a line with a problem unticked when ticking all', async () => {
    const user = await newUser(app, 200);
    expectOk(await add(user.token, 'cup'));
    expectOk(await add(user.token, 'backpack'));
    const ids = itemsOf(await cartOf(app, user.token)).map((i) => i.cartItemId);
    expectOk(await update(user.token, { cartItemIds: ids, selectEnum: SelectEnum.unselected }));
    const cart = expectOk(await update(user.token, { cartItemIds: ids, selectEnum: SelectEnum.selected }));
    expect(itemOfSku(cart, skuOf('backpack')).selectEnum).toBe(SelectEnum.selected);
    expect(itemOfSku(cart, skuOf('cup'))).toMatchObject({ selectEnum: SelectEnum.unselected, selectEnable: false });
  });

  it('answers 40409 when any line is unknown or another user’s, and ticks none of them', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const mine = itemsOf(expectOk(await add(user.token, 'backpack')))[0]!.cartItemId;
    const theirs = itemsOf(expectOk(await add(other.token, 'backpack')))[0]!.cartItemId;
    expectError(await update(user.token, { cartItemIds: [mine, theirs], selectEnum: SelectEnum.unselected }), ErrorCode.CART_ITEM_NOT_FOUND);
    expectError(await update(user.token, { cartItemIds: [mine, '999999999'], selectEnum: SelectEnum.unselected }), ErrorCode.CART_ITEM_NOT_FOUND);
    expect((await storedCart(app, user.userId))[0]!.selected).toBe(true);
    expect((await storedCart(app, other.userId))[0]!.selected).toBe(true);
  });

  it('moves a line to another SKU of its goods, keeping its pieces', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10, specsName: '红' }, { stock: 10, specsName: '蓝' }]);
    const id = itemsOf(expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 3)))[0]!.cartItemId;
    const cart = expectOk(await update(user.token, { cartItemIds: [id], productSpecsId: String(skuIds[1]) }));
    expect(itemsOf(cart)).toHaveLength(1);
    expect(itemsOf(cart)[0]).toMatchObject({ cartItemId: id, productSpecsId: String(skuIds[1]), specsName: '蓝', num: 3 });
  });

  it('merges into the line of the chosen SKU when there is one, and can tick it in the same call', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }, { stock: 10 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 3));
    const target = itemOfSku(expectOk(await addToCart(app, user.token, goodsId, skuIds[1]!, 4)), skuIds[1]!).cartItemId;
    expectOk(await update(user.token, { cartItemIds: [target], selectEnum: SelectEnum.unselected }));
    const source = itemOfSku(await cartOf(app, user.token), skuIds[0]!).cartItemId;
    const cart = expectOk(await update(user.token, { cartItemIds: [source], productSpecsId: String(skuIds[1]), selectEnum: SelectEnum.selected }));
    expect(itemsOf(cart)).toEqual([expect.objectContaining({ cartItemId: target, num: 7, selectEnum: SelectEnum.selected })]);
    expect(cart.effectNum).toBe(7);
  });

  it('refuses a move whose merged pieces exceed the stock (40041), and a SKU of another goods (40410), changing nothing', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 10 }, { stock: 5 }]);
    const source = itemsOf(expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 3)))[0]!.cartItemId;
    expectOk(await addToCart(app, user.token, goodsId, skuIds[1]!, 3));
    expectError(await update(user.token, { cartItemIds: [source], productSpecsId: String(skuIds[1]) }), ErrorCode.STOCK_SHORT);
    expectError(await update(user.token, { cartItemIds: [source], productSpecsId: String(skuOf('backpack')) }), ErrorCode.SKU_NOT_FOUND);
    expect((await storedCart(app, user.userId)).map((r) => [r.skuId, r.num])).toEqual([
      [skuIds[0], 3],
      [skuIds[1], 3],
    ]);
  });

  it('treats moving a line to its own SKU as no move', async () => {
    const user = await newUser(app);
    const id = itemsOf(expectOk(await add(user.token, 'backpack', 2)))[0]!.cartItemId;
    const cart = expectOk(await update(user.token, { cartItemIds: [id], productSpecsId: String(skuOf('backpack')) }));
    expect(itemsOf(cart)).toEqual([expect.objectContaining({ cartItemId: id, num: 2 })]);
  });
});

describe('DELETE /hermes/v1/cart/version2/batch', () => {
  const remove = (token: string, cartItemIds: string[]) => call<CartList>(app, 'DELETE', Paths.cartDelete, { token, payload: { cartItemIds } });

  it('removes one or many lines and answers the rest', async () => {
    const user = await newUser(app);
    for (const key of ['backpack', 'car-model', 'sunshade']) expectOk(await add(user.token, key));
    const ids = itemsOf(await cartOf(app, user.token)).map((i) => i.cartItemId);
    let cart = expectOk(await remove(user.token, [ids[0]!]));
    expect(itemsOf(cart)).toHaveLength(2);
    cart = expectOk(await remove(user.token, [ids[1]!, ids[2]!, ids[2]!]));
    expect(cart).toMatchObject({ cartList: [], effectNum: 0 });
  });

  it('answers 40409 when any line is unknown or another user’s, and removes none', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const mine = itemsOf(expectOk(await add(user.token, 'backpack')))[0]!.cartItemId;
    const theirs = itemsOf(expectOk(await add(other.token, 'backpack')))[0]!.cartItemId;
    expectError(await remove(user.token, [mine, theirs]), ErrorCode.CART_ITEM_NOT_FOUND, 404);
    expectError(await remove(user.token, [mine, '999999999']), ErrorCode.CART_ITEM_NOT_FOUND, 404);
    expect(await storedCart(app, user.userId)).toHaveLength(1);
    expect(await storedCart(app, other.userId)).toHaveLength(1);
  });
});

describe('GET /hermes/v1/cart/{id}/option', () => {
  it('answers the SKUs of the line’s goods, in the product page’s order', async () => {
    const user = await newUser(app);
    const id = itemsOf(expectOk(await add(user.token, 'car-model', 2)))[0]!.cartItemId;
    const option = expectOk(await call<CartOption>(app, 'GET', fillPath(Paths.cartOption, { id }), { token: user.token }));
    expect(option).toMatchObject({
      cartItemId: id,
      productId: String(goodsOf('car-model')),
      productSpecsId: String(skuOf('car-model')),
      name: '曜川 ES9 1:18 合金收藏车模 原厂授权 开门可动',
      num: 2,
    });
    expect(option.skus.map((s) => [s.specsName, s.stock, s.price])).toEqual([
      ['星河银', 120, 39_900],
      ['曜石黑', 80, 39_900],
    ]);
    expect(option.skus[0]!.productSpecsId).toBe(String(skuOf('car-model')));
  });

  it('answers 40409 for another user’s line and an unknown one', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const id = itemsOf(expectOk(await add(user.token, 'car-model')))[0]!.cartItemId;
    expectError(await call(app, 'GET', fillPath(Paths.cartOption, { id }), { token: other.token }), ErrorCode.CART_ITEM_NOT_FOUND, 404);
    expectError(await call(app, 'GET', fillPath(Paths.cartOption, { id: 999_999_999 }), { token: user.token }), ErrorCode.CART_ITEM_NOT_FOUND);
  });
});

describe('POST /hermes/annex/v2/cart/amount', () => {
  const zero = { count: 0, payAmount: 0, cashPayAmount: 0, payIntegral: 0, maxDeductAmount: 0 };

  it('answers zero totals for no lines, with the cart pay mode, proportion and balance', async () => {
    const user = await newUser(app, 321);
    expect(expectOk(await amountOf(app, user.token, []))).toEqual({
      payShowType: PayShowType.cartDeduct,
      exchangeProportion: EXCHANGE_PROPORTION,
      userAvailablePoint: 321,
      ...zero,
    });
  });

  it('totals cash, E-value and mixed goods at the given quantities, priced from the database', async () => {
    const user = await newUser(app, 5_000);
    for (const key of ['car-model', 'cup', 'storage', 'cap']) expectOk(await add(user.token, key));
    const cart = await cartOf(app, user.token);
    const id = (key: string) => itemOfSku(cart, skuOf(key)).cartItemId;
    const amount = expectOk(
      await amountOf(app, user.token, [
        { cartItemId: id('car-model'), quantity: 2 },
        { cartItemId: id('cup'), quantity: 3 },
        { cartItemId: id('storage'), quantity: 2 },
        { cartItemId: id('cap'), quantity: 1 },
      ]),
    );
    expect(amount).toEqual({
      payShowType: PayShowType.cartDeduct,
      count: 8,
      // car model 2 × 399 + storage box 2 × 99 + cap 129, in fen
      payAmount: 2 * 39_900 + 2 * 9_900 + 12_900,
      cashPayAmount: 2 * 39_900 + 2 * 9_900 + 12_900,
      // cup 3 × 1590 + storage box 2 × 600
      payIntegral: 3 * 1_590 + 2 * 600,
      // car model offsets up to ¥100 a piece, the cap ¥30; mixed goods none
      maxDeductAmount: 2 * 10_000 + 3_000,
      exchangeProportion: EXCHANGE_PROPORTION,
      userAvailablePoint: 5_000,
    });
  });

  it('leaves out lines that cannot be bought at the given quantity', async () => {
    const user = await newUser(app, 2_000);
    const { goodsId, skuIds } = await insertGoods(app, { priceFen: 500 }, [{ stock: 3, priceFen: 500 }]);
    const offShelf = await insertGoods(app, { priceFen: 700 }, [{ stock: 3, priceFen: 700 }]);
    for (const key of ['cup', 'cap', 'backpack']) expectOk(await add(user.token, key));
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!));
    expectOk(await addToCart(app, user.token, offShelf.goodsId, offShelf.skuIds[0]!));
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, offShelf.goodsId));
    const cart = await cartOf(app, user.token);
    const id = (skuId: number) => itemOfSku(cart, skuId).cartItemId;
    const amount = expectOk(
      await amountOf(app, user.token, [
        { cartItemId: id(skuOf('cup')), quantity: 2 }, // 3180 E-value > 2000
        { cartItemId: id(skuOf('cap')), quantity: 3 }, // over the limit of 2
        { cartItemId: id(skuIds[0]!), quantity: 4 }, // over the stock of 3
        { cartItemId: id(offShelf.skuIds[0]!), quantity: 1 }, // off the shelf
        { cartItemId: id(skuOf('backpack')), quantity: 1 },
      ]),
    );
    expect(amount).toMatchObject({ count: 1, payAmount: 26_900, payIntegral: 0, maxDeductAmount: 0 });
    const fits = expectOk(await amountOf(app, user.token, [{ cartItemId: id(skuIds[0]!), quantity: 3 }, { cartItemId: id(skuOf('cup')), quantity: 1 }]));
    expect(fits).toMatchObject({ count: 4, payAmount: 1_500, payIntegral: 1_590 });
  });

  it('answers 40409 for another user’s line or an unknown one', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const theirs = itemsOf(expectOk(await add(other.token, 'backpack')))[0]!.cartItemId;
    expectError(await amountOf(app, user.token, [{ cartItemId: theirs, quantity: 1 }]), ErrorCode.CART_ITEM_NOT_FOUND);
    expectError(await amountOf(app, user.token, [{ cartItemId: '999999999', quantity: 1 }]), ErrorCode.CART_ITEM_NOT_FOUND);
  });
});

describe('POST /hermes/v1/cart/skip/check', () => {
  it('passes lines that may be bought at their counts', async () => {
    const user = await newUser(app, 2_000);
    const cart = expectOk(await add(user.token, 'backpack', 2));
    const id = itemsOf(cart)[0]!.cartItemId;
    expect(expectOk(await skipCheckOf(app, user.token, [{ cartItemId: id, purchaseCount: 2 }]))).toEqual({
      pass: true,
      problems: [],
      eValueShort: false,
    });
  });

  it('names each line that blocks and why, with code 0', async () => {
    const user = await newUser(app);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{ stock: 3 }]);
    expectOk(await addToCart(app, user.token, goodsId, skuIds[0]!, 1));
    expectOk(await add(user.token, 'cap'));
    expectOk(await add(user.token, 'backpack'));
    const cart = await cartOf(app, user.token);
    const check = expectOk(
      await skipCheckOf(app, user.token, [
        { cartItemId: itemOfSku(cart, skuIds[0]!).cartItemId, purchaseCount: 4 },
        { cartItemId: itemOfSku(cart, skuOf('cap')).cartItemId, purchaseCount: 3 },
        { cartItemId: itemOfSku(cart, skuOf('backpack')).cartItemId, purchaseCount: 1 },
      ]),
    );
    expect(check).toEqual({
      pass: false,
      eValueShort: false,
      problems: [
        { cartItemId: itemOfSku(cart, skuIds[0]!).cartItemId, problemReason: CartProblemReason.stock, problemText: Text.cartProblemStock },
        { cartItemId: itemOfSku(cart, skuOf('cap')).cartItemId, problemReason: CartProblemReason.limit, problemText: Text.cartProblemLimit },
      ],
    });
  });

  it('flags E-value short when lines each within the balance need more together', async () => {
    const user = await newUser(app, 2_000);
    expectOk(await add(user.token, 'cup'));
    const cart = expectOk(await add(user.token, 'storage'));
    const lines = [
      { cartItemId: itemOfSku(cart, skuOf('cup')).cartItemId, purchaseCount: 1 },
      { cartItemId: itemOfSku(cart, skuOf('storage')).cartItemId, purchaseCount: 1 },
    ];
    expect(expectOk(await skipCheckOf(app, user.token, lines))).toEqual({ pass: false, problems: [], eValueShort: true });
    expect(expectOk(await skipCheckOf(app, user.token, lines.slice(0, 1))).pass).toBe(true);
  });

  it('answers 40409 for another user’s line', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const theirs = itemsOf(expectOk(await add(other.token, 'backpack')))[0]!.cartItemId;
    expectError(await skipCheckOf(app, user.token, [{ cartItemId: theirs, purchaseCount: 1 }]), ErrorCode.CART_ITEM_NOT_FOUND);
  });
});
