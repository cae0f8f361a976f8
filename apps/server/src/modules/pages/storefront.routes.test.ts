import {
  BizType,
  ColumnJumpType,
  ColumnType,
  CouponButtonState,
  ErrorCode,
  GoodsType,
  Header,
  HomeRoute,
  MaterialCode,
  Paths,
  type ApiEnvelope,
  type CouponCard,
  type PageConfig,
  type SkinData,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPageCodes } from '../../seed/seed.ts';
import { api, createTestApp, signedHeaders, type TestApp } from '../../test/test-app.ts';
import { claim, exchange, freshToken, newUser, poolNamed, userPage } from '../../test/storefront.ts';
import { rightsPools } from '../rights/rights.table.ts';
import { pages } from './pages.table.ts';

const DAY_MS = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

async function v2(target: TestApp, query: string): Promise<PageConfig> {
  const res = await target.server.inject({ method: 'GET', url: api(`${Paths.pageManagement}?${query}`) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiEnvelope<PageConfig>>().result;
}

function cardsOf(page: PageConfig, columnType: string): CouponCard[] {
  return page.moduleList.filter((m) => m.columnType === columnType).flatMap((m) => m.cardsList);
}

function byName(cards: CouponCard[], name: string): CouponCard {
  const card = cards.find((c) => c.cardName === name);
  if (!card) throw new Error(`no card ${name}`);
  return card;
}

describe('v2 page: coupon, card and coupon-card modules', () => {
  it('shows every coupon state to everyone: claimable, 3 left, sold out (stock 0), expired, not started', async () => {
    const coupons = cardsOf(await v2(app, 'pageCode=shop'), ColumnType.coupon);
    expect(coupons.map((c) => [c.cardName, c.status, c.stockLeft])).toEqual([
      ['新人专享券', CouponButtonState.claim, 1_000],
      ['精品满减券', CouponButtonState.claim, 3],
      ['限量免单券', CouponButtonState.claim, 0],
      ['双十二折扣券', CouponButtonState.expired, 470],
      ['新春预热券', CouponButtonState.claim, 500],
    ]);
    const welcome = byName(coupons, '新人专享券');
    expect(welcome).toMatchObject({
      cardId: welcome.rightPoolId,
      marketingNo: 'MKT-2026-WINTER',
      cardType: 'enoughLess',
      eachReduction: 2_000,
      useCondition: 19_900,
      useConditionName: '满199元可用',
      eprice: 0,
      rightsAccountId: '',
      jumpType: ColumnJumpType.URL,
      useJumpUrl: HomeRoute.shop,
    });
    expect(welcome.pictureUrl).toMatch(/^\/media\/rights-[a-z-]+\.webp$/);
    expect(welcome.validTimeStr).toBe('2026.11.20-2026.12.21');
    expect(byName(coupons, '双十二折扣券')).toMatchObject({ cardType: 'enoughDiscount', discountRatio: 85, useConditionName: '满300元可用' });
  });

  it('lists exchange cards at 0, 100 and 5000 E-value and the coupon cards valid days after their claim', async () => {
    const page = await v2(app, 'pageCode=shop');
    expect(cardsOf(page, ColumnType.card).map((c) => [c.cardName, c.eprice, c.status])).toEqual([
      ['车载香氛体验卡', 0, CouponButtonState.claim],
      ['精致洗车卡', 100, CouponButtonState.claim],
      ['年度保养权益卡', 5_000, CouponButtonState.claim],
    ]);
    const couponCards = cardsOf(page, ColumnType.couponCards);
    expect(couponCards.map((c) => [c.cardName, c.validTimeStr])).toEqual([
      ['精致洗车抵扣券', '领取后30天内有效'],
      ['配件9折券', '领取后7天内有效'],
    ]);
    expect(byName(couponCards, '精致洗车抵扣券').useConditionName).toBe('无门槛');
  });

  it('gives goods and image modules no cards, and card modules no goods', async () => {
    const page = await v2(app, 'pageCode=shop');
    for (const m of page.moduleList) {
      const isCards = ([ColumnType.coupon, ColumnType.card, ColumnType.couponCards] as string[]).includes(m.columnType);
      expect(m.cardsList.length > 0, m.columnType).toBe(isCards);
      if (isCards) expect(m.goodsList).toEqual([]);
    }
  });

  it('navigates to the category homes, a page and a goods', async () => {
    const nav = (await v2(app, 'pageCode=shop')).moduleList.find((m) => m.columnType === ColumnType.navigation)!;
    expect(nav.images.map((i) => [i.jumpType, i.content.replace(/\d+$/, 'N')])).toEqual([
      [ColumnJumpType.URL, HomeRoute.intellect],
      [ColumnJumpType.URL, HomeRoute.light],
      [ColumnJumpType.URL, HomeRoute.attachment],
      [ColumnJumpType.page, demoPageCodes.winterFest],
      [ColumnJumpType.goods, '/store/sound/product?productId=N'],
    ]);
    for (const i of nav.images) expect(i).toMatchObject({ width: 240, height: 240 });
  });

  it('gives the rich-text module clean HTML', async () => {
    const rich = (await v2(app, 'pageCode=shop')).moduleList.find((m) => m.columnType === ColumnType.richText)!;
    expect(rich.richText).toContain('<ul>');
    expect(rich.richText).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
  });

  it('carries the seasonal skin on the shop page: from a day before seeding to 30 days after', async () => {
    const page = await v2(app, 'pageCode=shop');
    const now = app.clock.now().getTime();
    expect(page.h5SkinData).toMatchObject({ startTime: now - DAY_MS, endTime: now + 30 * DAY_MS });
    expect(page.h5SkinData!.materialData.map((d) => d.dataType).sort()).toEqual(['headerBg', 'tabBg']);
    for (const d of page.h5SkinData!.materialData) expect(d.dataUrl).toMatch(/^\/media\/skin-[a-z-]+\.webp$/);
    expect((await v2(app, 'pageCode=intellect')).h5SkinData).toBeNull();
  });
});

describe('v2 page: the landing page and the category homes', () => {
  it('opens the landing page with a top tab of the shop and the three category homes', async () => {
    const page = await v2(app, `pageCode=${demoPageCodes.winterFest}`);
    const [first] = page.moduleList;
    expect(first!.columnType).toBe(ColumnType.topTab);
    expect(first!.tabs.map((t) => [t.title, t.contentCode])).toEqual([
      ['商城', 'shop'],
      ['智能', 'intellect'],
      ['轻改', 'light'],
      ['配件', 'attachment'],
    ]);
    for (const [i, t] of first!.tabs.entries()) expect(t.trackData).toMatchObject({ tabName: t.title, tabIndex: String(i) });
    for (const t of first!.tabs) expect((await v2(app, `pageCode=${t.contentCode}`)).moduleList.length).toBeGreaterThan(0);
  });

  it.each([
    ['intellect', GoodsType.virtual, [BizType.virtual]],
    ['light', GoodsType.lightModification, [BizType.lightModification]],
    ['attachment', GoodsType.attachment, [BizType.attachment]],
  ])('serves the %s home by page code and by business type, with goods of its kind', async (pageCode, bizType, kinds) => {
    const page = await v2(app, `pageCode=${pageCode}`);
    expect(await v2(app, `bizType=${bizType}`)).toEqual(page);
    const goods = page.moduleList.flatMap((m) => m.goodsList);
    expect(goods.length).toBeGreaterThan(0);
    for (const g of goods) expect(kinds).toContain(g.bizType);
  });

  it('keeps the home charger among the attachments', async () => {
    const names = (await v2(app, 'pageCode=attachment')).moduleList.flatMap((m) => m.goodsList.map((g) => g.shareUrl));
    expect(names.some((url) => url.startsWith('/store/home-charging/product?'))).toBe(true);
  });
});

describe('GET annex/v4 page-management: the page with the user’s coupon states', () => {
  it('answers a guest (and an invalid token) with the v2 page unchanged', async () => {
    const plain = await v2(app, 'pageCode=shop');
    expect(await userPage(app, null)).toEqual(plain);
    expect(await userPage(app, 'not-a-token')).toEqual(plain);
  });

  it('overlays one user’s states: 1 use with their right, 2 used, 3 expired, 0 claim, and leaves other users alone', async () => {
    const clocked = await createTestApp();
    try {
      const user = await newUser(clocked, 1_000);
      const other = await newUser(clocked);
      const welcome = await poolNamed(clocked, '新人专享券');
      const voucher = await poolNamed(clocked, '精致洗车抵扣券');
      const discount = await poolNamed(clocked, '配件9折券');
      const washCard = await poolNamed(clocked, '精致洗车卡');
      const welcomeRight = (await claim(clocked, user.token, welcome)).json().result.rightsAccountId as string;
      for (let i = 0; i < 2; i++) {
        const id = (await claim(clocked, user.token, voucher)).json().result.rightsAccountId as string;
        await exchange(clocked, user.token, { accountId: id, operateNum: 1 });
      }
      await claim(clocked, user.token, discount);
      await claim(clocked, user.token, discount);
      const cardRight = (await exchange(clocked, user.token, { cardId: String(washCard.id), source: 'H5' })).json().result as string;

      let page = await userPage(clocked, user.token);
      expect(byName(cardsOf(page, ColumnType.coupon), '新人专享券')).toMatchObject({ status: CouponButtonState.use, rightsAccountId: welcomeRight, stockLeft: welcome.stockLeft - 1 });
      expect(byName(cardsOf(page, ColumnType.couponCards), '精致洗车抵扣券')).toMatchObject({ status: CouponButtonState.used, rightsAccountId: '' });
      expect(byName(cardsOf(page, ColumnType.card), '精致洗车卡')).toMatchObject({ status: CouponButtonState.use, rightsAccountId: cardRight });
      expect(byName(cardsOf(page, ColumnType.coupon), '精品满减券').status).toBe(CouponButtonState.claim);
      expect(byName(cardsOf(page, ColumnType.coupon), '双十二折扣券').status).toBe(CouponButtonState.expired);

      const theirs = await userPage(clocked, other.token);
      expect(byName(cardsOf(theirs, ColumnType.coupon), '新人专享券')).toMatchObject({ status: CouponButtonState.claim, rightsAccountId: '' });

      // Eight days on, both 9折 coupons (7 days) have expired and the limit of 2 is reached: 3 expired.
      clocked.clock.advance(8 * DAY_MS);
      page = await userPage(clocked, await freshToken(clocked, user.userId));
      expect(byName(cardsOf(page, ColumnType.couponCards), '配件9折券').status).toBe(CouponButtonState.expired);
      expect(byName(cardsOf(page, ColumnType.coupon), '新人专享券').status).toBe(CouponButtonState.use);
    } finally {
      await clocked.close();
    }
  });

  it('is never served from the page cache: a claim shows at once while v2 may still be cached', async () => {
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
    try {
      const user = await newUser(cached);
      const pool = await poolNamed(cached, '精品满减券');
      expect(byName(cardsOf(await userPage(cached, user.token), ColumnType.coupon), '精品满减券').status).toBe(CouponButtonState.claim);
      const before = await v2(cached, 'pageCode=shop');
      expect((await claim(cached, user.token, pool)).json().code).toBe(0);
      const mine = byName(cardsOf(await userPage(cached, user.token), ColumnType.coupon), '精品满减券');
      expect(mine).toMatchObject({ status: CouponButtonState.use, stockLeft: 2 });
      // The public page is the cached one (stock at most 5 s old in production).
      expect(await v2(cached, 'pageCode=shop')).toEqual(before);
    } finally {
      await cached.close();
    }
  });

  it('serves a page without cards, and one by business type, as v2 does', async () => {
    const user = await newUser(app);
    expect(await userPage(app, user.token, 'light')).toEqual(await v2(app, 'pageCode=light'));
    const res = await app.server.inject({
      method: 'GET',
      url: api(`${Paths.pageManagementUser}?bizType=1002`),
      headers: { [Header.loginToken]: user.token },
    });
    expect(res.json().result.pageCode).toBe('shop');
  });

  it.each([
    ['no page code or business type', '', 400, ErrorCode.BAD_REQUEST],
    ['a bad page code', '?pageCode=a%20b', 400, ErrorCode.BAD_REQUEST],
    ['an unknown page code', '?pageCode=no-such-page', 404, ErrorCode.PAGE_NOT_FOUND],
  ])('answers %s like v2', async (_what, query, status, code) => {
    const user = await newUser(app);
    const res = await app.server.inject({ method: 'GET', url: api(`${Paths.pageManagementUser}${query}`), headers: { [Header.loginToken]: user.token } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, result: null });
  });

  it('gives an unpublished page no modules and no skin for a user either', async () => {
    const user = await newUser(app);
    const page = await userPage(app, user.token, demoPageCodes.unpublished);
    expect(page.moduleList).toEqual([]);
    expect(page.h5SkinData).toBeNull();
  });
});

describe('GET /v5/appMaterial/getMaterialInfo', () => {
  function material(target: TestApp, query: string, signed = true) {
    return target.server.inject({
      method: 'GET',
      url: api(`${Paths.materialInfo}${query}`),
      headers: signed ? signedHeaders(target, 'GET', Paths.materialInfo) : {},
    });
  }

  it('answers the home skin in force now', async () => {
    const res = await material(app, `?materialCode=${MaterialCode.homeSkin}`);
    expect(res.statusCode, res.body).toBe(200);
    const skin = res.json<ApiEnvelope<SkinData>>().result;
    expect(skin).toEqual((await v2(app, 'pageCode=shop')).h5SkinData);
  });

  it('answers null for another material code, and for a skin not yet or no longer in force', async () => {
    expect((await material(app, '?materialCode=splash_ad')).json()).toEqual({ code: 0, message: 'success', result: null });
    const clocked = await createTestApp();
    try {
      const now = clocked.clock.now().getTime();
      await clocked.ctx.db.update(pages).set({ skinStartsAt: new Date(now + DAY_MS) }).where(eq(pages.pageCode, 'shop'));
      expect((await material(clocked, `?materialCode=${MaterialCode.homeSkin}`)).json().result).toBeNull();
      clocked.clock.advance(2 * DAY_MS);
      expect((await material(clocked, `?materialCode=${MaterialCode.homeSkin}`)).json().result).not.toBeNull();
      clocked.clock.advance(30 * DAY_MS);
      expect((await material(clocked, `?materialCode=${MaterialCode.homeSkin}`)).json().result).toBeNull();
    } finally {
      await clocked.close();
    }
  });

  it('needs the v5 signature (40007 without it)', async () => {
    const res = await material(app, `?materialCode=${MaterialCode.homeSkin}`, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it.each([[''], ['?materialCode='], ['?materialCode=home-skin'], [`?materialCode=${'a'.repeat(65)}`]])('refuses %s with 40000', async (query) => {
    const res = await material(app, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('v2 page: pools that change', () => {
  it('shows a pool whose window has closed as expired (3) to everyone', async () => {
    const clocked = await createTestApp();
    try {
      const pool = await poolNamed(clocked, '限量免单券');
      await clocked.ctx.db.update(rightsPools).set({ validTo: new Date(clocked.clock.now().getTime() - 1) }).where(eq(rightsPools.id, pool.id));
      expect(byName(cardsOf(await v2(clocked, 'pageCode=shop'), ColumnType.coupon), '限量免单券').status).toBe(CouponButtonState.expired);
    } finally {
      await clocked.close();
    }
  });
});
