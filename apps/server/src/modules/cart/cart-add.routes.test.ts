import {
  CART_MAX_ITEMS,
  CART_MAX_NUM,
  CartProblemReason,
  CrowdfundStatus,
  DeductType,
  ErrorCode,
  Paths,
  SelectEnum,
  Text,
  type ApiEnvelope,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  expectOk,
  cartTestFile,
  cartOf,
  insertGoods,
  itemOfSku,
  itemsOf,
  setStock,
  storedCart,
} from '../../test/cart.ts';
import { call, expectError } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { latestCode, login, sendCode, type TestApp } from '../../test/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { cartItems } from './cart.table.ts';

let app: TestApp;
const { goodsOf, skuOf, add } = cartTestFile((made) => (app = made));

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
