import { CartProblemReason, ErrorCode, EXCHANGE_PROPORTION, PayShowType, Text } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  expectOk,
  cartTestFile,
  amountOf,
  cartOf,
  insertGoods,
  itemOfSku,
  itemsOf,
  skipCheckOf,
} from '../../test/cart.ts';
import { expectError } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { type TestApp } from '../../test/test-app.ts';
import { goods } from '../catalogue/catalogue.table.ts';

let app: TestApp;
const { skuOf, add } = cartTestFile((made) => (app = made));

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
