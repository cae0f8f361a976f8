import {
  DeductType,
  BizType,
  ColumnJumpType,
  ColumnType,
  CrowdfundStatus,
  ErrorCode,
  errorInfo,
  PageStatus,
  Paths,
  ProductRoute,
  type ApiEnvelope,
  type PageConfig,
} from '@emall/contract';
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

function pageUrl(query: string): string {
  return api(`${Paths.pageManagement}?${query}`);
}

async function getPage(query: string) {
  const res = await app.server.inject({ method: 'GET', url: pageUrl(query) });
  return { res, body: res.json<ApiEnvelope<PageConfig | null>>() };
}

async function getPublished(query: string): Promise<PageConfig> {
  const { res, body } = await getPage(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(body.code).toBe(0);
  return body.result as PageConfig;
}

async function goodsIdByName(name: string): Promise<number> {
  const [row] = await app.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, name));
  if (!row) throw new Error(`no seeded goods named ${name}`);
  return row.id;
}

function expectBadRequest(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as ApiEnvelope<null>;
  expect(body.code).toBe(ErrorCode.BAD_REQUEST);
  expect(body.message).toContain(errorInfo[ErrorCode.BAD_REQUEST].message);
  expect(body.result).toBeNull();
}

describe('GET page-management: the seeded shop page', () => {
  it('answers the published shop page with its modules in sort order', async () => {
    const page = await getPublished('pageCode=shop');
    expect(page.pageCode).toBe(demoPageCodes.shop);
    expect(page.status).toBe(PageStatus.published);
    expect(page.pageTitle).toBe('曜川商城 · 冬季焕新季 精品好物限时特惠');
    expect(page.moduleList.map((m) => m.columnType)).toEqual([
      ColumnType.carousel,
      ColumnType.navigation,
      ColumnType.coupon,
      ColumnType.crowdfund,
      ColumnType.bigImage,
      ColumnType.card,
      ColumnType.oneRowOneCol,
      ColumnType.multiImage,
      ColumnType.oneRowTwoCol,
      ColumnType.couponCards,
      ColumnType.oneRowBigImage,
      ColumnType.oneRowScroll,
      ColumnType.richText,
      ColumnType.feeds,
    ]);
    // Module ids are unique strings.
    const ids = page.moduleList.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[1-9][0-9]*$/);
  });

  it('gives carousel and big-image pictures with their pixel size and a goods jump', async () => {
    const page = await getPublished('pageCode=shop');
    const carousel = page.moduleList.find((m) => m.columnType === ColumnType.carousel)!;
    expect(carousel.images).toHaveLength(3);
    for (const img of carousel.images) {
      expect(img.picture).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);
      expect(img.width).toBe(1080);
      expect(img.height).toBe(540);
      expect(img.jumpType).toBe(ColumnJumpType.goods);
      expect(img.content).toMatch(/^\/store\/boutique\/product\?productId=[1-9][0-9]*$/);
      expect(img.title).not.toBe('');
    }
    const bigImage = page.moduleList.find((m) => m.columnType === ColumnType.bigImage)!;
    expect(bigImage.images).toHaveLength(1);
    expect(bigImage.images[0]).toMatchObject({ width: 1080, height: 600, jumpType: ColumnJumpType.goods });
    const jacketId = await goodsIdByName('曜川 车主专属冲锋衣');
    expect(bigImage.images[0]!.content).toBe(`${ProductRoute.boutique}?productId=${jacketId}`);
  });

  it('lists goods cards with fen prices and a boutique share URL', async () => {
    const page = await getPublished('pageCode=shop');
    const twoCol = page.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!;
    expect(twoCol.colName).toBe('精品推荐');
    expect(twoCol.showBuyButton).toBe(true);
    expect(twoCol.buyButtonText).toBe('购买');
    expect(twoCol.goodsList.map((g) => g.name)).toEqual([
      '曜川 ES9 1:18 合金车模',
      '曜川 城市通勤双肩包',
      '曜川 钛金保温杯 500ml',
      '曜川 限量棒球帽',
      '曜川 露营天幕套装',
      '曜川 晴雨折叠伞',
    ]);
    const carModel = twoCol.goodsList[0]!;
    expect(carModel).toMatchObject({
      bizType: BizType.shop,
      price: 39_900,
      productPrice: 45_900,
      eValue: 0,
      deductType: DeductType.cash,
      deductAmount: 10_000,
      crowdfundFlag: false,
    });
    expect(carModel.tags).toEqual([{ name: '新品' }, { name: '热卖' }]);
    expect(carModel.pictureUrl).toMatch(/^\/media\/goods-car-model-1\.webp$/);
    for (const card of twoCol.goodsList) {
      expect(card.shareUrl).toBe(`/store/boutique/product?productId=${card.id}`);
      expect(Number.isInteger(card.price)).toBe(true);
      expect(Number.isInteger(card.productPrice)).toBe(true);
    }
    const umbrella = twoCol.goodsList.find((g) => g.name === '曜川 晴雨折叠伞')!;
    expect(umbrella).toMatchObject({ status: 2, productStatus: 2 });
  });

  it('shows the crowdfund goods in the crowdfund module with crowdfundFlag and their crowdfund info', async () => {
    const page = await getPublished('pageCode=shop');
    const crowdfund = page.moduleList.find((m) => m.columnType === ColumnType.crowdfund)!;
    expect(crowdfund.colName).toBe('众筹专区');
    expect(crowdfund.goodsList.map((g) => g.name)).toEqual(['曜川 户外储能电源', '曜川 皮质钥匙包', '曜川 智能车载香氛机']);
    for (const card of crowdfund.goodsList) {
      expect(card.crowdfundFlag).toBe(true);
      expect(card.crowdfundInfo).not.toBeNull();
    }
    expect(crowdfund.goodsList.map((g) => g.crowdfundInfo!.status)).toEqual([
      CrowdfundStatus.Crowdfunding,
      CrowdfundStatus.CrowdfundPreheat,
      CrowdfundStatus.CrowdfundPreheat,
    ]);
    const scroll = page.moduleList.find((m) => m.columnType === ColumnType.oneRowScroll)!;
    expect(scroll.colName).toBe('数字好物');
    for (const card of scroll.goodsList) expect(card.bizType).toBe(BizType.virtual);
    const oneCol = page.moduleList.find((m) => m.columnType === ColumnType.oneRowOneCol)!;
    expect(oneCol.goodsList.map((g) => g.name)).toEqual(['曜川 车主专属冲锋衣', '曜川 内购礼盒']);
  });

  it('gives the same page when fetched by bizType 1002', async () => {
    const byCode = await getPublished('pageCode=shop');
    const byBiz = await getPublished('bizType=1002');
    expect(byBiz).toEqual(byCode);
  });

  it('accepts a _t cache-busting value and ignores it', async () => {
    const plain = await getPublished('pageCode=shop');
    const busted = await getPublished(`pageCode=shop&_t=${Date.now()}`);
    expect(busted).toEqual(plain);
  });
});

describe('GET page-management: other page states (§2)', () => {
  it('answers an unpublished page with status 0 and no modules', async () => {
    const page = await getPublished(`pageCode=${demoPageCodes.unpublished}`);
    expect(page.status).toBe(PageStatus.unpublished);
    expect(page.moduleList).toEqual([]);
  });

  it('answers an undercarriage page with status 2 and no modules', async () => {
    const page = await getPublished(`pageCode=${demoPageCodes.undercarriage}`);
    expect(page.status).toBe(PageStatus.undercarriage);
    expect(page.moduleList).toEqual([]);
  });

  it('answers a published page without modules with an empty module list', async () => {
    const page = await getPublished(`pageCode=${demoPageCodes.empty}`);
    expect(page.status).toBe(PageStatus.published);
    expect(page.moduleList).toEqual([]);
  });

  it('answers an unknown page code with 40402 页面走丢了 and HTTP 404', async () => {
    const { res, body } = await getPage('pageCode=no-such-page');
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ code: ErrorCode.PAGE_NOT_FOUND, message: '页面走丢了', result: null });
  });

  it('answers an unknown bizType with 40402 and HTTP 404', async () => {
    const { res, body } = await getPage('bizType=4242');
    expect(res.statusCode).toBe(404);
    expect(body.code).toBe(ErrorCode.PAGE_NOT_FOUND);
  });
});

describe('GET page-management: bad queries answer 40000, never 500', () => {
  it('refuses a request with neither pageCode nor bizType', async () => {
    const res = await app.server.inject({ method: 'GET', url: api(Paths.pageManagement) });
    expectBadRequest(res);
  });

  it('refuses a request with only a cache-busting value', async () => {
    const { res } = await getPage('_t=123');
    expectBadRequest(res);
  });

  it.each([
    ['a path', '../x'],
    ['a space', 'a b'],
    ['SQL', "'; drop table pages; --"],
    ['a slash', 'shop/1'],
    ['non-ASCII', '商城'],
    ['an empty value', ''],
    ['65 characters', 'a'.repeat(65)],
  ])('refuses a pageCode with %s', async (_what, pageCode) => {
    const { res } = await getPage(`pageCode=${encodeURIComponent(pageCode)}`);
    expectBadRequest(res);
  });

  it('accepts a pageCode of exactly 64 allowed characters (and finds no page)', async () => {
    const { res, body } = await getPage(`pageCode=${'a'.repeat(64)}`);
    expect(res.statusCode).toBe(404);
    expect(body.code).toBe(ErrorCode.PAGE_NOT_FOUND);
  });

  it.each([['abc'], ['-1'], ['1.5'], ['1e3'], ['123456789']])('refuses a non-numeric or over-long bizType %s', async (bizType) => {
    const { res } = await getPage(`bizType=${encodeURIComponent(bizType)}`);
    expectBadRequest(res);
  });

  it('answers the longest allowed bizType that matches no page with 40402, not a 500', async () => {
    const { res, body } = await getPage('bizType=99999999');
    // 8 digits pass the schema and fit the int4 column, so it is simply not found.
    expect(res.statusCode).toBe(404);
    expect(body.code).toBe(ErrorCode.PAGE_NOT_FOUND);
  });

  it('refuses an over-long _t value', async () => {
    const { res } = await getPage(`pageCode=shop&_t=${'1'.repeat(33)}`);
    expectBadRequest(res);
  });

  it('answers a repeated pageCode without a 500', async () => {
    const { res } = await getPage('pageCode=shop&pageCode=demo-empty');
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET page-management: goods that leave the shelf', () => {
  it('drops an off-shelf goods from the module goods lists', async () => {
    const backpackId = await goodsIdByName('曜川 城市通勤双肩包');
    const before = await getPublished('pageCode=shop');
    const twoColBefore = before.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!;
    expect(twoColBefore.goodsList.map((g) => g.id)).toContain(String(backpackId));

    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, backpackId));
    try {
      const after = await getPublished('pageCode=shop');
      const twoCol = after.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!;
      expect(twoCol.goodsList.map((g) => g.id)).not.toContain(String(backpackId));
      expect(twoCol.goodsList).toHaveLength(twoColBefore.goodsList.length - 1);
      // The other goods keep their order.
      expect(twoCol.goodsList.map((g) => g.id)).toEqual(
        twoColBefore.goodsList.map((g) => g.id).filter((id) => id !== String(backpackId)),
      );
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, backpackId));
    }
  });
});
