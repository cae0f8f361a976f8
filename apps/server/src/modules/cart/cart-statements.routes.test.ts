import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, insertGoods, itemsOf } from '../../test/cart.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * What a cart write costs the database (issue 16 item 6): statements sent per request, counted by
 * the driver (a transaction's begin and commit included on PostgreSQL). The catalogue cache is on,
 * as in production, so a warm cart's answer reads its SKUs' facts from memory.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { CATALOGUE_CACHE_SECONDS: '60' } });
});

afterAll(() => app.close());

async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = app.ctx.database.statementCount();
  await request();
  return app.ctx.database.statementCount() - before;
}

describe('statements per cart write', () => {
  it('adds to a cart of several lines in at most 5 statements (the issue allows 6), the whole cart answered', async () => {
    const user = await newUser(app, 500);
    const { goodsId, skuIds } = await insertGoods(app, {}, [{}, {}, {}]);
    await addToCart(app, user.token, goodsId, skuIds[0]!);
    await addToCart(app, user.token, goodsId, skuIds[1]!);
    let answer: Awaited<ReturnType<typeof addToCart>> | undefined;
    const newLine = await statementsOf(async () => (answer = await addToCart(app, user.token, goodsId, skuIds[2]!, 2)));
    expect(newLine).toBeLessThanOrEqual(5);
    expect(itemsOf(answer!.result).map((i) => i.num)).toEqual([2, 1, 1]);
    expect(answer!.result.userAvailablePoint).toBe(500);
    let again: Awaited<ReturnType<typeof addToCart>> | undefined;
    const sameLine = await statementsOf(async () => (again = await addToCart(app, user.token, goodsId, skuIds[0]!, 3)));
    expect(sameLine).toBeLessThanOrEqual(5);
    expect(itemsOf(again!.result).map((i) => i.num)).toEqual([2, 1, 4]);
    expect(again!.result.effectNum).toBe(7);
  });
});
