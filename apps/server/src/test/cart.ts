import {
  BizType,
  type ApiEnvelope,
  DeductType,
  GoodsType,
  Paths,
  type CartAmount,
  type CartItem,
  type CartList,
  type CartSkipCheck,
} from '@emall/contract';
import { asc, eq } from 'drizzle-orm';
import { cartItems } from '../modules/cart/cart.table.ts';
import { goods, goodsCrowdfunds, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, goodsIdOf, skuIdOf, type Answer } from './goods.ts';
import { api, createTestApp, type TestApp } from './test-app.ts';

type NewGoods = typeof goods.$inferInsert;
type NewSku = Omit<typeof goodsSkus.$inferInsert, 'goodsId'>;

let goodsSeq = 0;

/** A goods of the test's own (boutique, cash ¥100 by default) with its SKUs; answers its id and SKU ids. */
export async function insertGoods(
  app: TestApp,
  fields: Partial<NewGoods> = {},
  skus: Partial<NewSku>[] = [{}],
  crowdfund?: { startAt: Date; endAt: Date; status: number },
): Promise<{ goodsId: number; skuIds: number[] }> {
  const name = `测试商品${++goodsSeq}`;
  const [row] = await app.ctx.db
    .insert(goods)
    .values({
      bizType: BizType.shop,
      goodsType: GoodsType.shop,
      category: '精品',
      name,
      saleName: `${name} 售卖名`,
      pictures: ['/media/test.webp'],
      detailPictures: [],
      tags: [],
      priceFen: 10_000,
      productPriceFen: 12_000,
      deductType: DeductType.cash,
      ...fields,
    })
    .returning({ id: goods.id });
  const goodsId = row!.id;
  const inserted = await app.ctx.db
    .insert(goodsSkus)
    .values(
      skus.map((s, i) => ({
        goodsId,
        specsName: `规格${i + 1}`,
        pictureUrl: `/media/test-${i}.webp`,
        priceFen: fields.priceFen ?? 10_000,
        productPriceFen: 12_000,
        eValue: fields.eValue ?? 0,
        stock: 100,
        sort: i,
        ...s,
      })),
    )
    .returning({ id: goodsSkus.id });
  if (crowdfund) {
    await app.ctx.db.insert(goodsCrowdfunds).values({
      goodsId,
      crowdfundNo: `CFT${goodsId}`,
      targetType: 1,
      targetValue: 100,
      ...crowdfund,
    });
  }
  return { goodsId, skuIds: inserted.map((s) => s.id).sort((a, b) => a - b) };
}

export function addToCart(app: TestApp, token: string | null, productId: number, productSpecsId: number, num = 1) {
  return call<CartList>(app, 'POST', Paths.cartAdd, {
    token,
    payload: { productId: String(productId), productSpecsId: String(productSpecsId), num },
  });
}

export async function cartOf(app: TestApp, token: string): Promise<CartList> {
  const answer = await call<CartList>(app, 'GET', Paths.cartList, { token });
  if (answer.code !== 0) throw new Error(`cart list: ${answer.body}`);
  return answer.result;
}

/** Every line of a cart answer, group by group. */
export function itemsOf(cart: CartList): CartItem[] {
  return cart.cartList.flatMap((g) => g.cartItemList);
}

export function itemOfSku(cart: CartList, skuId: number): CartItem {
  const item = itemsOf(cart).find((i) => i.productSpecsId === String(skuId));
  if (!item) throw new Error(`no line of SKU ${skuId} in ${JSON.stringify(cart)}`);
  return item;
}

/** The rows of a user's cart as stored, by SKU. */
export async function storedCart(app: TestApp, userId: number) {
  return app.ctx.db
    .select({ id: cartItems.id, skuId: cartItems.skuId, num: cartItems.num, selected: cartItems.selected })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.skuId));
}

export function amountOf(app: TestApp, token: string, specs: { cartItemId: string; quantity: number }[]): Promise<Answer<CartAmount>> {
  return call<CartAmount>(app, 'POST', Paths.cartAmount, { token, payload: { amountSpecsList: specs } });
}

export function skipCheckOf(
  app: TestApp,
  token: string,
  cartItems: { cartItemId: string; purchaseCount: number }[],
): Promise<Answer<CartSkipCheck>> {
  return call<CartSkipCheck>(app, 'POST', Paths.cartSkipCheck, { token, payload: { cartItems } });
}

export async function setStock(app: TestApp, skuId: number, stock: number): Promise<void> {
  await app.ctx.db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.id, skuId));
}

/** The seeded goods the cart's route tests buy, by catalogue key. */
const CART_TEST_KEYS = ['car-model', 'backpack', 'cup', 'cap', 'jacket', 'gift', 'umbrella', 'keychain-cf', 'powerbank', 'sunshade', 'storage', 'charger', 'wheel', 'flow'];

interface SeededCartGoods {
  goodsOf(key: string): number;
  skuOf(key: string): number;
}

/** The ids of the seeded goods and their first SKUs by catalogue key, looked up once per test file. */
async function seededCartGoods(app: TestApp): Promise<SeededCartGoods> {
  const seeded = new Map<string, [number, number]>();
  for (const key of CART_TEST_KEYS) seeded.set(key, [await goodsIdOf(app, key), await skuIdOf(app, key)]);
  const of = (key: string): [number, number] => {
    const ids = seeded.get(key);
    if (!ids) throw new Error(`catalogue key ${key} is not among the cart tests' seeded goods`);
    return ids;
  };
  return { goodsOf: (key) => of(key)[0], skuOf: (key) => of(key)[1] };
}

/**
 * A cart route test file's setup: an app on the demo data, made before the file's tests (and
 * handed to `onApp` for the file's own calls) and closed after; the seeded goods by catalogue key,
 * and `add` to put one of them in a cart.
 */
export function cartTestFile(onApp: (app: TestApp) => void) {
  let app: TestApp;
  let catalogue: SeededCartGoods;
  beforeAll(async () => {
    app = await createTestApp();
    onApp(app);
    catalogue = await seededCartGoods(app);
  });
  afterAll(() => app.close());
  const goodsOf = (key: string) => catalogue.goodsOf(key);
  const skuOf = (key: string) => catalogue.skuOf(key);
  const add = (token: string | null, key: string, num = 1) => addToCart(app, token, goodsOf(key), skuOf(key), num);
  return { goodsOf, skuOf, add };
}

/** GET effect-num with the given headers: the pieces in the cart. */
export async function cartEffectNum(app: TestApp, headers: Record<string, string> = {}, query = ''): Promise<number> {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.cartEffectNum}${query}`), headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ApiEnvelope<number>>();
  expect(body.code).toBe(0);
  return body.result;
}

export function expectOk<T>(answer: { code: number; body: string; result: T }): T {
  expect(answer.code, answer.body).toBe(0);
  return answer.result;
}
