import { Header, Paths, type ApiEnvelope, type VisitorToken } from '@emall/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { newUser } from '../../test/storefront.ts';
import { goodsSkus } from '../goods/goods.table.ts';
import { cartItems } from './cart.table.ts';

let app: TestApp;
let skus: { id: number; goodsId: number }[];

beforeAll(async () => {
  app = await createTestApp();
  skus = await app.ctx.db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).orderBy(asc(goodsSkus.id)).limit(3);
});

afterAll(() => app.close());

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
});

describe('cart_items table', () => {
  it('refuses a quantity of 0 and a second row for the same user and SKU', async () => {
    const user = await newUser(app);
    await expect(fillCart(user.userId, [0])).rejects.toThrow();
    await fillCart(user.userId, [1]);
    await expect(fillCart(user.userId, [1])).rejects.toThrow();
  });
});
