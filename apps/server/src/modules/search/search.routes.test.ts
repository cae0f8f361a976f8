import { ErrorCode, GoodsType, Paths, SEARCH_SUGGEST_MAX, type GoodsCard, type HotWord } from '@emall/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../http/paged.ts';
import { call, expectError, goodsIdOf } from '../../test/goods.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedHotWords } from '../../seed/shopper.ts';
import { goods } from '../catalogue/catalogue.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

const post = (payload: unknown) => call<Paged<GoodsCard>>(app, 'POST', Paths.search, { payload });
const get = (query: string) => call<Paged<GoodsCard>>(app, 'GET', `${Paths.search}${query}`);
const ids = (answer: { result: Paged<GoodsCard> }) => answer.result.result.map((g) => g.id);

type NewGoods = typeof goods.$inferInsert;
/** Goods of our own for ranking, named with a word no seeded goods has. */
async function insertGoods(rows: (Partial<NewGoods> & Pick<NewGoods, 'name'>)[]): Promise<string[]> {
  const inserted = await app.ctx.db
    .insert(goods)
    .values(
      rows.map((r) => ({
        bizType: 1,
        goodsType: GoodsType.shop,
        category: '测试',
        saleName: r.name,
        pictures: [],
        detailPictures: [],
        tags: [],
        priceFen: 100,
        productPriceFen: 100,
        deductType: 0,
        sort: 1_000,
        ...r,
      })),
    )
    .returning({ id: goods.id });
  return inserted.map((r) => String(r.id));
}

describe('POST /hermes/annex/v1/goods/search', () => {
  it('finds the home charger by a Chinese keyword in its name', async () => {
    const answer = await post({ keyword: '充电桩' });
    expect(answer.code, answer.body).toBe(0);
    expect(ids(answer)[0]).toBe(String(await goodsIdOf(app, 'charger')));
    expect(answer.result).toMatchObject({ pageNo: 1, pageSize: 20 });
  });

  it.each([
    ['a two-character name word', '壁纸', 'wallpaper'],
    ['a tag', '门店安装', 'wheel'],
    ['a category', '轻改', 'starlight'],
    ['Latin letters in another case', 'nfc', 'digital-key'],
    ['two terms that both appear', '曜川 车模', 'car-model'],
  ])('finds goods by %s', async (_what, keyword, key) => {
    expect(ids(await post({ keyword }))).toContain(String(await goodsIdOf(app, key)));
  });

  it('finds nothing when one of two terms appears nowhere', async () => {
    expect((await post({ keyword: '车模 不存在的词' })).result).toMatchObject({ totalNum: 0, result: [] });
  });

  it('ranks an exact name, then a name prefix, then a name containing it, then a tag only', async () => {
    const [tagOnly, contains, prefix, exact] = await insertGoods([
      { name: '氛围套件', tags: [{ name: '琥珀灯' }], sort: 1 },
      { name: '车内琥珀灯组', sort: 2 },
      { name: '琥珀灯带 加长版', sort: 3 },
      { name: '琥珀灯', sort: 4 },
    ]);
    expect(ids(await post({ keyword: '琥珀灯' }))).toEqual([exact, prefix, contains, tagOnly]);
  });

  it('finds a misspelt keyword of 3 or more letters by trigram similarity, after the exact matches', async () => {
    const [kit] = await insertGoods([{ name: 'Starlight kit' }]);
    const answer = await post({ keyword: 'starlite' });
    expect(ids(answer)).toContain(kit);
    expect((await post({ keyword: 'xyzzyq' })).result.totalNum).toBe(0);
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect((await post({ keyword: '%' })).result.totalNum).toBe(0);
    expect((await post({ keyword: '_' })).result.totalNum).toBe(0);
    expect((await post({ keyword: '\\' })).result.totalNum).toBe(0);
  });

  it('pages through every match once', async () => {
    const all = await post({ keyword: '曜川', pageSize: 50 });
    expect(all.result.totalNum).toBeGreaterThan(7);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(all.result.totalNum / 3); pageNo++) {
      const page = await post({ keyword: '曜川', pageNo, pageSize: 3 });
      expect(page.result.totalNum).toBe(all.result.totalNum);
      seen.push(...ids(page));
    }
    expect(seen).toEqual(ids(all));
    expect((await post({ keyword: '曜川', pageNo: 99 })).result.result).toEqual([]);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await post({ keyword: '曜川', sort: 'priceAsc', pageSize: 50 })).result.result;
    const prices = asc.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await post({ keyword: '曜川', sort: 'priceDesc', pageSize: 50 })).result.result.map((g) => g.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    // Seeded rows carry the database's own now(), not the test clock's.
    const [newest] = await insertGoods([{ name: '曜川 最新款', createdAt: new Date(Date.now() + 3_600_000) }]);
    expect(ids(await post({ keyword: '曜川', sort: 'newest' }))[0]).toBe(newest);
  });

  it('limits the search to a goods type by bizType; 1002 searches the whole shop', async () => {
    const attachments = await post({ keyword: '曜川', bizType: GoodsType.attachment, pageSize: 50 });
    expect(attachments.result.result.length).toBeGreaterThan(0);
    for (const g of attachments.result.result) expect(g.goodsType).toBe(GoodsType.attachment);
    const whole = await post({ keyword: '曜川', bizType: 1002, pageSize: 50 });
    expect(whole.result.totalNum).toBe((await post({ keyword: '曜川', pageSize: 50 })).result.totalNum);
    expect(new Set(whole.result.result.map((g) => g.goodsType)).size).toBeGreaterThan(1);
  });

  it('leaves out off-shelf goods', async () => {
    const id = await goodsIdOf(app, 'charger');
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, id));
    try {
      expect(ids(await post({ keyword: '充电桩' }))).not.toContain(String(id));
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
  });

  it.each([
    ['no keyword', {}],
    ['an empty keyword', { keyword: '' }],
    ['a keyword of spaces', { keyword: '   ' }],
    ['a keyword over 50 characters', { keyword: '车'.repeat(51) }],
    ['a number for the keyword', { keyword: 12 }],
    ['an unknown sort', { keyword: '车模', sort: 'cheapest' }],
    ['pageSize 51', { keyword: '车模', pageSize: 51 }],
    ['pageNo 0', { keyword: '车模', pageNo: 0 }],
    ['a pageNo as text', { keyword: '车模', pageNo: '1' }],
    ['a bizType that is no goods type', { keyword: '车模', bizType: 7 }],
    ['an extra field', { keyword: '车模', userId: 1 }],
    ['a JSON array', [{ keyword: '车模' }]],
  ])('refuses %s with 40000', async (_what, payload) => {
    expectError(await post(payload), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('GET /hermes/annex/v1/goods/search', () => {
  it('answers a keyword as the POST does', async () => {
    const byGet = await get(`?bizType=1002&keyword=${encodeURIComponent('充电桩')}`);
    expect(byGet.code, byGet.body).toBe(0);
    expect(byGet.result).toEqual((await post({ keyword: '充电桩', bizType: 1002 })).result);
  });

  it('lists the shop’s on-shelf goods in its own order without a keyword', async () => {
    const [onShelf] = await app.ctx.db.select({ n: count() }).from(goods).where(eq(goods.onShelf, true));
    for (const query of ['?bizType=1002', '?bizType=1002&keyword=', '?keyword=%20%20']) {
      const answer = await get(query);
      expect(answer.code, answer.body).toBe(0);
      expect(answer.result.totalNum).toBe(onShelf!.n);
      expect(answer.result.result[0]!.id).toBe(String(await goodsIdOf(app, 'car-model')));
    }
    const light = await get(`?bizType=${GoodsType.lightModification}`);
    expect(light.result.totalNum).toBe(2);
  });

  it.each([['?bizType=abc'], ['?bizType=0'], ['?bizType=10000'], ['?bizType=7'], ['?pageSize=0'], [`?keyword=${'a'.repeat(51)}`]])(
    'refuses %s with 40000',
    async (query) => {
      expectError(await get(query), ErrorCode.BAD_REQUEST, 400);
    },
  );

  it.each([['?keyword=abc&sort=zzz'], ['?keyword=abc&sort='], ['?keyword=abc&sort=priceAsc&sort=zzz']])(
    'refuses an unknown sort (%s) with 40000 naming the field, not a 500',
    async (query) => {
      const answer = await get(query);
      expectError(answer, ErrorCode.BAD_REQUEST, 400);
      expect(answer.message).toBe('请求参数错误: sort');
    },
  );

  it('sorts by a known sort as the POST does', async () => {
    for (const sort of ['priceAsc', 'priceDesc', 'newest'] as const) {
      const byGet = await get(`?keyword=${encodeURIComponent('曜川')}&pageSize=50&sort=${sort}`);
      expect(byGet.code, byGet.body).toBe(0);
      expect(byGet.result).toEqual((await post({ keyword: '曜川', pageSize: 50, sort })).result);
    }
  });

  it('ignores a query parameter it does not know (a shared link may carry one)', async () => {
    const answer = await get(`?keyword=${encodeURIComponent('充电桩')}&order=zzz&from=wechat`);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual((await post({ keyword: '充电桩' })).result);
  });
});

describe('the trigram index', () => {
  it('serves a search for a 3-character keyword', async () => {
    // The demo catalogue is small enough that the planner would rather scan it: forbid that to see the index is usable.
    const plan = await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain select id from goods where search_text ilike ${'%充电桩%'}`);
      return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('goods_search_trgm_idx');
  });

  it('is chosen by the planner on its own once there are thousands of goods', async () => {
    const big = await createTestApp({ seed: false });
    try {
      await big.ctx.db.execute(sql`
        insert into goods (biz_type, goods_type, category, name, sale_name, pictures, detail_pictures, tags, price_fen, product_price_fen, deduct_type)
        select 1, 1002, '精品', '商品' || g || case when g % 500 = 0 then ' 充电桩' else ' 车模' end, '', '[]', '[]', '[]', 100, 100, 0
        from generate_series(1, 5000) g`);
      await big.ctx.db.execute(sql`vacuum analyze goods`);
      const planOf = async (query: ReturnType<typeof sql>) =>
        ((await big.ctx.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      expect(await planOf(sql`select id from goods where search_text ilike ${'%充电桩%'}`)).toContain('goods_search_trgm_idx');
      // The search's own condition for a keyword of 3+ characters: contains, or similar by trigrams.
      const both = await planOf(sql`select id from goods where on_shelf and (search_text ilike ${'%充电桩%'} or ${'充电桩'} <% search_text)`);
      expect(both).toContain('goods_search_trgm_idx');
      expect(both).not.toContain('Seq Scan');
      const found = await big.ctx.db.select({ n: count() }).from(goods).where(and(sql`${goods.searchText} ilike ${'%充电桩%'}`));
      expect(found[0]!.n).toBe(10);
    } finally {
      await big.close();
    }
  }, 60_000);
});

describe('GET /hermes/annex/v1/goods/search/hot', () => {
  it('answers the seeded hot words in order, the first two highlighted', async () => {
    for (const query of ['', '?bizType=1002']) {
      const answer = await call<HotWord[]>(app, 'GET', `${Paths.searchHot}${query}`);
      expect(answer.code, answer.body).toBe(0);
      expect(answer.result).toEqual(seedHotWords.map((label, i) => ({ label, highlight: i < 2 })));
    }
  });

  it('answers a business type without hot words with an empty list', async () => {
    expect((await call<HotWord[]>(app, 'GET', `${Paths.searchHot}?bizType=1004`)).result).toEqual([]);
  });

  it.each([['?bizType=abc'], ['?bizType=0'], ['?bizType=10000']])('refuses %s with 40000', async (query) => {
    expectError(await call(app, 'GET', `${Paths.searchHot}${query}`), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('GET /hermes/annex/v1/goods/search/leno', () => {
  const suggest = (param: string) => call<string[]>(app, 'GET', `${Paths.searchSuggest}?param=${encodeURIComponent(param)}`);

  it('suggests matching hot words first, then goods names', async () => {
    const answer = await suggest('充电');
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result[0]).toBe('充电桩');
    expect(answer.result).toContain('11kW 家用智能充电桩');
    expect(answer.result).toContain('充电卡 500 元');
    // A name that starts with the text comes before one that only contains it.
    expect(answer.result.indexOf('充电卡 500 元')).toBeLessThan(answer.result.indexOf('11kW 家用智能充电桩'));
  });

  it('answers at most 10 distinct suggestions', async () => {
    const answer = await suggest('曜川');
    expect(answer.result.length).toBe(SEARCH_SUGGEST_MAX);
    expect(new Set(answer.result).size).toBe(answer.result.length);
  });

  it('leaves out off-shelf goods and answers nothing for text nothing contains', async () => {
    const id = await goodsIdOf(app, 'wallpaper');
    await app.ctx.db.update(goods).set({ onShelf: false }).where(inArray(goods.id, [id]));
    try {
      expect((await suggest('极光')).result).toEqual([]);
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
    expect((await suggest('%')).result).toEqual([]);
    expect((await suggest('   ')).result).toEqual([]);
  });

  it('refuses a missing, empty or over-long param with 40000', async () => {
    expectError(await call(app, 'GET', Paths.searchSuggest), ErrorCode.BAD_REQUEST, 400);
    expectError(await suggest(''), ErrorCode.BAD_REQUEST, 400);
    expectError(await suggest('车'.repeat(51)), ErrorCode.BAD_REQUEST, 400);
  });
});
