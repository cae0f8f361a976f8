import { ErrorCode, Paths, SelectEnum, fillPath, type CartList, type CartOption } from '@emall/contract';
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
import { type TestApp } from '../../test/test-app.ts';

let app: TestApp;
const { goodsOf, skuOf, add } = cartTestFile((made) => (app = made));

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
