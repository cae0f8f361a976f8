import { ErrorCode, fillPath, Love, LOVE_RECOMMEND_MAX, Paths, type GoodsCard, type LoveResult } from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoToken, expectError, goodsIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Paged } from '../../http/paged.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { goodsLoves } from './love.table.ts';

let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await demoToken(app, '13800000001');
});

afterAll(() => app.close());

const lovePath = (id: number | string) => fillPath(Paths.loveGoods, { productId: id });
const love = (token: string | null, id: number | string) => call<LoveResult>(app, 'PUT', lovePath(id), { token });
const unlove = (token: string | null, id: number | string) => call<LoveResult>(app, 'DELETE', lovePath(id), { token });
const list = (token: string | null, query = '') => call<Paged<GoodsCard>>(app, 'GET', `${Paths.loveGoodsList}${query}`, { token });
const recommend = (token: string | null) => call<GoodsCard[]>(app, 'GET', Paths.loveRecommendList, { token });
const userCount = (id: number | string) => call<number>(app, 'GET', `${Paths.loveUserCount}?productId=${id}`);

async function rowsOf(userId: number, goodsId: number): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(goodsLoves)
    .where(and(eq(goodsLoves.userId, userId), eq(goodsLoves.goodsId, goodsId)));
  return row!.n;
}

describe('PUT and DELETE /hermes/v1/love/goods/{productId}', () => {
  it('needs a login (9999)', async () => {
    const id = await goodsIdOf(app, 'cup');
    expectError(await love(null, id), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await unlove(null, id), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('loves and unloves, answering the heart and the count of users who love the goods; repeats change nothing', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const id = await goodsIdOf(app, 'cup');
    expect((await love(user.token, id)).result).toEqual({ love: Love.love, loveUserCount: 1 });
    expect((await love(user.token, id)).result).toEqual({ love: Love.love, loveUserCount: 1 });
    expect(await rowsOf(user.userId, id)).toBe(1);
    expect((await love(other.token, id)).result).toEqual({ love: Love.love, loveUserCount: 2 });
    expect((await userCount(id)).result).toBe(2);
    expect((await unlove(user.token, id)).result).toEqual({ love: Love.nolove, loveUserCount: 1 });
    expect((await unlove(user.token, id)).result).toEqual({ love: Love.nolove, loveUserCount: 1 });
    expect(await rowsOf(user.userId, id)).toBe(0);
    // Unloving touches only the caller's heart.
    expect(await rowsOf(other.userId, id)).toBe(1);
  });

  it('answers unknown and off-shelf goods with 40401', async () => {
    const user = await newUser(app);
    expectError(await love(user.token, 987_654_321), ErrorCode.GOODS_NOT_FOUND, 404);
    expectError(await unlove(user.token, 987_654_321), ErrorCode.GOODS_NOT_FOUND, 404);
    const id = await goodsIdOf(app, 'umbrella');
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, id));
    try {
      expectError(await love(user.token, id), ErrorCode.GOODS_NOT_FOUND, 404);
      expect(await rowsOf(user.userId, id)).toBe(0);
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
  });

  it.each([['abc'], ['0'], ['-3'], ['1234567890123456']])('refuses the id %s with 40000', async (id) => {
    expectError(await love(owner, id), ErrorCode.BAD_REQUEST, 400);
    expectError(await unlove(owner, id), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('GET /hermes/v1/love/goods/goodsList', () => {
  it('needs a login (9999)', async () => {
    expectError(await list(null), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('lists the owner’s two seeded favourites, newest first', async () => {
    const answer = await list(owner);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toMatchObject({ pageNo: 1, pageSize: 10, totalNum: 2 });
    expect(answer.result.result.map((g) => g.id)).toEqual([String(await goodsIdOf(app, 'charger')), String(await goodsIdOf(app, 'car-model'))]);
    expect(answer.result.result[0]!.shareUrl).toMatch(/^\/store\/home-charging\/product\?productId=/);
  });

  it('pages newest first and leaves out off-shelf goods, from the page and the total', async () => {
    const user = await newUser(app);
    const keys = ['backpack', 'cup', 'cap', 'tent', 'flow'];
    for (const key of keys) {
      await love(user.token, await goodsIdOf(app, key));
      app.clock.advance(1_000);
    }
    const ids = await Promise.all(keys.map((k) => goodsIdOf(app, k)));
    const page1 = await list(user.token, '?pageNo=1&pageSize=2');
    const page3 = await list(user.token, '?pageNo=3&pageSize=2');
    expect(page1.result).toMatchObject({ pageNo: 1, pageSize: 2, totalNum: 5 });
    expect(page1.result.result.map((g) => g.id)).toEqual([String(ids[4]), String(ids[3])]);
    expect(page3.result.result.map((g) => g.id)).toEqual([String(ids[0])]);
    expect((await list(user.token, '?pageNo=9')).result.result).toEqual([]);

    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, ids[4]!));
    try {
      const after = await list(user.token, '?pageSize=2');
      expect(after.result.totalNum).toBe(4);
      expect(after.result.result.map((g) => g.id)).toEqual([String(ids[3]), String(ids[2])]);
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, ids[4]!));
    }
  });

  it('never shows another user’s favourites', async () => {
    const stranger = await newUser(app);
    expect((await list(stranger.token)).result).toMatchObject({ totalNum: 0, result: [] });
  });

  it.each([['?pageNo=0'], ['?pageSize=0'], ['?pageSize=51'], ['?pageNo=abc'], ['?pageNo=1001']])('refuses %s with 40000', async (query) => {
    expectError(await list(owner, query), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('GET /hermes/v1/love/goods/recommendList', () => {
  it('recommends at most 10 goods with SKUs to a guest, the most loved first', async () => {
    const wheel = await goodsIdOf(app, 'wheel');
    for (const fan of await Promise.all(Array.from({ length: 4 }, () => newUser(app)))) await love(fan.token, wheel);
    const answer = await recommend(null);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result.length).toBe(LOVE_RECOMMEND_MAX);
    expect(answer.result[0]!.id).toBe(String(wheel));
    expect(answer.result.map((g) => g.id)).not.toContain(String(await goodsIdOf(app, 'keyring-blank')));
  });

  it('leaves out the goods the user already loves', async () => {
    const answer = await recommend(owner);
    const loved = [String(await goodsIdOf(app, 'car-model')), String(await goodsIdOf(app, 'charger'))];
    expect(answer.result.length).toBeGreaterThan(0);
    expect(answer.result.length).toBeLessThanOrEqual(LOVE_RECOMMEND_MAX);
    for (const id of loved) expect(answer.result.map((g) => g.id)).not.toContain(id);
  });

  it('reads an invalid token as a guest', async () => {
    expect((await recommend('y'.repeat(50))).result).toEqual((await recommend(null)).result);
  });
});

describe('GET /hermes/v1/love/goods/loveUserCount', () => {
  it('counts the users who love a goods, without a login', async () => {
    expect((await userCount(await goodsIdOf(app, 'car-model'))).result).toBeGreaterThanOrEqual(1);
    expect((await userCount(await goodsIdOf(app, 'starlight'))).result).toBe(0);
  });

  it('answers an unknown goods with 40401 and refuses a missing or malformed id with 40000', async () => {
    expectError(await userCount(987_654_321), ErrorCode.GOODS_NOT_FOUND, 404);
    expectError(await userCount('x'), ErrorCode.BAD_REQUEST, 400);
    expectError(await call(app, 'GET', Paths.loveUserCount), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('concurrent hearts', () => {
  it('leaves one row when one user loves a goods 20 times at once', async () => {
    const user = await newUser(app);
    const id = await goodsIdOf(app, 'tent');
    const answers = await Promise.all(Array.from({ length: 20 }, () => love(user.token, id)));
    for (const a of answers) expect(a.result.love).toBe(Love.love);
    expect(await rowsOf(user.userId, id)).toBe(1);
  });

  it('leaves at most one row, agreeing with the heart the detail shows, when loves and unloves race', async () => {
    const user = await newUser(app);
    const id = await goodsIdOf(app, 'backpack');
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? unlove(user.token, id) : love(user.token, id))));
    for (const a of answers) expect(a.code, a.body).toBe(0);
    const rows = await rowsOf(user.userId, id);
    expect(rows).toBeLessThanOrEqual(1);
    const detail = await call<{ love: number }>(app, 'GET', fillPath(Paths.goodsDetail, { productId: id }), { token: user.token });
    expect(detail.result.love).toBe(rows);
    // The next love settles it to exactly one row.
    await love(user.token, id);
    expect(await rowsOf(user.userId, id)).toBe(1);
  });
});
