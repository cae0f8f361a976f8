import { ErrorCode, FeedItemType, Paths, ProductRoute, type ApiEnvelope, type FeedResult } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPageCodes } from '../../seed/seed.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods } from '../catalogue/catalogue.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

function getFeed(target: TestApp, query: string) {
  return target.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?${query}`) });
}

async function feed(target: TestApp, query: string): Promise<FeedResult> {
  const res = await getFeed(target, query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ApiEnvelope<FeedResult>>();
  expect(body.code).toBe(0);
  return body.result;
}

describe('GET page-management/feed: the shop feed', () => {
  it('pages 20 items at a time by default: 48 items take three pages, in one stable order', async () => {
    const pages = [await feed(app, 'pageCode=shop'), await feed(app, 'pageCode=shop&pageNo=2'), await feed(app, 'pageCode=shop&pageNo=3')];
    expect(pages.map((p) => p.feedsList.pageNo)).toEqual([1, 2, 3]);
    expect(pages.map((p) => p.feedsList.result.length)).toEqual([20, 20, 8]);
    for (const p of pages) expect(p.feedsList.totalNum).toBe(48);
    const all = pages.flatMap((p) => p.feedsList.result);
    const keys = all.map((i) => `${i.type}:${i.id}`);
    expect(new Set(keys).size).toBe(48);
    expect(all.filter((i) => i.type === FeedItemType.pgc).length).toBeGreaterThanOrEqual(25);
    expect(all.filter((i) => i.type === FeedItemType.product).length).toBeGreaterThanOrEqual(20);
    expect((await feed(app, 'pageCode=shop&pageNo=4')).feedsList).toEqual({ pageNo: 4, result: [], totalNum: 48 });
    // The same order again, and the same items with another page size.
    const again = (await feed(app, 'pageCode=shop&pageSize=48')).feedsList.result.map((i) => `${i.type}:${i.id}`);
    expect(again).toEqual(keys);
  });

  it('carries the feed module title styling', async () => {
    const result = await feed(app, 'pageCode=shop');
    expect(result).toMatchObject({ colName: '为你推荐', showColName: true, colNameColor: '#1A1A1A', colNameBgType: 1, colBgContent: '' });
  });

  it('gives products their price, picture size and product page, and articles their author, likes and cover size', async () => {
    const all = (await feed(app, 'pageCode=shop&pageSize=50')).feedsList.result;
    const product = all.find((i) => i.name === '曜川 ES9 1:18 合金车模')!;
    expect(product).toMatchObject({ type: FeedItemType.product, price: 39_900, eValue: 0, width: 1080, height: 1080, headUrl: '', likeCount: 0 });
    expect(product.jumpUrl).toBe(`${ProductRoute.boutique}?productId=${product.id}`);
    expect(product.pictureUrl).toMatch(/^\/media\/goods-car-model-1\.webp$/);
    const articles = all.filter((i) => i.type === FeedItemType.pgc);
    for (const a of articles) {
      expect(a.jumpUrl).toBe(`/pgc/detail?id=${a.id}`);
      expect(a.headUrl).toMatch(/^\/media\/avatar-\d+\.webp$/);
      expect(a.userName).not.toBe('');
      expect(a.pictureUrl).toMatch(/^\/media\/article-\d+\.webp$/);
      expect(a.width).toBe(1080);
      expect([1440, 1080, 810]).toContain(a.height);
      expect(a.price).toBe(0);
    }
    expect(new Set(articles.map((a) => a.height)).size).toBe(3);
  });

  it('drops an off-shelf goods without leaving a gap, and counts it out', async () => {
    const clocked = await createTestApp();
    try {
      const [row] = await clocked.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, '曜川 ES9 1:18 合金车模'));
      await clocked.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, row!.id));
      const first = await feed(clocked, 'pageCode=shop');
      expect(first.feedsList.totalNum).toBe(47);
      expect(first.feedsList.result).toHaveLength(20);
      expect(first.feedsList.result.map((i) => i.id + i.name)).not.toContain(`${row!.id}曜川 ES9 1:18 合金车模`);
    } finally {
      await clocked.close();
    }
  });
});

describe('GET page-management/feed: other pages', () => {
  it('answers a page without a feed module with an empty feed', async () => {
    const result = await feed(app, `pageCode=${demoPageCodes.light}`);
    expect(result).toEqual({
      feedsList: { pageNo: 1, result: [], totalNum: 0 },
      colName: '',
      showColName: false,
      colNameColor: '',
      colNameBgType: 1,
      colBgContent: '',
    });
  });

  it('answers an unpublished page with an empty feed (its content is not given out)', async () => {
    expect((await feed(app, `pageCode=${demoPageCodes.unpublished}`)).feedsList.totalNum).toBe(0);
  });

  it('answers an unknown page with 40402 页面走丢了 and HTTP 404', async () => {
    const res = await getFeed(app, 'pageCode=no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: ErrorCode.PAGE_NOT_FOUND, message: '页面走丢了', result: null });
  });

  it.each([
    ['no pageCode', 'pageNo=1'],
    ['an empty pageCode', 'pageCode='],
    ['a pageCode with a slash', 'pageCode=a%2Fb'],
    ['pageNo 0', 'pageCode=shop&pageNo=0'],
    ['pageNo 1001', 'pageCode=shop&pageNo=1001'],
    ['a text pageNo', 'pageCode=shop&pageNo=two'],
    ['pageSize 0', 'pageCode=shop&pageSize=0'],
    ['pageSize 51', 'pageCode=shop&pageSize=51'],
    ['a fractional pageSize', 'pageCode=shop&pageSize=2.5'],
  ])('refuses %s with 40000', async (_what, query) => {
    const res = await getFeed(app, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, result: null });
  });
});
