import {
  ActivityType,
  BizType,
  BuyerType,
  CrowdfundStatus,
  CrowdfundTargetType,
  DeductType,
  ErrorCode,
  errorInfo,
  fillPath,
  GoodsStatus,
  GoodsType,
  Paths,
  PreSale,
  ProductStatus,
  ReservationStatus,
  Whitelist,
  type ApiEnvelope,
  type GoodsDetail,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods } from '../catalogue/catalogue.table.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

async function idOf(target: TestApp, name: string): Promise<number> {
  const [row] = await target.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, name));
  if (!row) throw new Error(`no seeded goods named ${name}`);
  return row.id;
}

async function fetchGoods(target: TestApp, productId: string | number) {
  const res = await target.server.inject({
    method: 'GET',
    url: api(fillPath(Paths.goodsDetail, { productId })),
  });
  return { res, body: res.json<ApiEnvelope<GoodsDetail | null>>() };
}

async function detailOf(target: TestApp, name: string): Promise<GoodsDetail> {
  const { res, body } = await fetchGoods(target, await idOf(target, name));
  expect(res.statusCode, res.body).toBe(200);
  expect(body.code).toBe(0);
  return body.result as GoodsDetail;
}

describe('GET goods detail: a boutique goods', () => {
  it('answers the car model with pictures, fen prices, E-value, tags and SKUs', async () => {
    const id = await idOf(app, '曜川 ES9 1:18 合金车模');
    const detail = await detailOf(app, '曜川 ES9 1:18 合金车模');
    expect(detail).toMatchObject({
      id: String(id),
      name: '曜川 ES9 1:18 合金车模',
      saleName: '曜川 ES9 1:18 合金收藏车模 原厂授权 开门可动',
      bizType: BizType.shop,
      goodsType: GoodsType.shop,
      shareUrl: `/store/boutique/product?productId=${id}`,
      price: 39_900,
      productPrice: 45_900,
      eValue: 0,
      deductType: DeductType.cash,
      deductAmount: 10_000,
      status: GoodsStatus.Sale,
      productStatus: ProductStatus.for_sale,
      preSale: PreSale.normal,
      crowdfundFlag: false,
      crowdfundInfo: null,
      userLimitFlag: false,
      buyerType: BuyerType.all,
      whitelist: Whitelist.no,
      activity: { activityType: ActivityType.COMMON },
      trackVO: { productId: String(id), productName: '曜川 ES9 1:18 合金车模' },
      stock: 200,
    });
    expect(detail.tags).toEqual([{ name: '新品' }, { name: '热卖' }]);
    expect(detail.pictures).toEqual([1, 2, 3].map((n) => `/media/goods-car-model-${n}.webp`));
    expect(detail.detailPictures).toEqual(['/media/goods-car-model-d1.webp', '/media/goods-car-model-d2.webp']);
    expect(detail.pictureUrl).toBe(detail.pictures[0]);
    expect(detail.description).not.toBe('');
  });

  it('prices a mixed-pay goods with both a cash and an E-value part', async () => {
    const detail = await detailOf(app, '曜川 内购礼盒');
    expect(detail).toMatchObject({ deductType: DeductType.all, price: 9_900, eValue: 1_000 });
    expect(detail.skus.map((s) => [s.price, s.eValue])).toEqual([[9_900, 1_000]]);
  });

  it('lists each SKU with its own id, name, stock and fen prices, and a total stock', async () => {
    const detail = await detailOf(app, '曜川 ES9 1:18 合金车模');
    expect(detail.skus).toHaveLength(2);
    expect(detail.skus.map((s) => [s.specsName, s.stock, s.price, s.productPrice, s.eValue])).toEqual([
      ['星河银', 120, 39_900, 45_900, 0],
      ['曜石黑', 80, 39_900, 45_900, 0],
    ]);
    for (const sku of detail.skus) {
      expect(sku.productSpecsId).toMatch(/^[1-9][0-9]*$/);
      expect(sku.pictureUrl).toMatch(/^\/media\/.+\.webp$/);
    }
    expect(new Set(detail.skus.map((s) => s.productSpecsId)).size).toBe(2);
    expect(detail.stock).toBe(detail.skus.reduce((sum, s) => sum + s.stock, 0));
  });

  it('accepts an activityCode query value', async () => {
    const id = await idOf(app, '曜川 ES9 1:18 合金车模');
    const res = await app.server.inject({ method: 'GET', url: api(`/hermes/v2/goods/${id}?activityCode=ACT-1`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
  });
});

describe('GET goods detail: buy rules and states of §3', () => {
  it('marks the umbrella with no stock left as sold out', async () => {
    const detail = await detailOf(app, '曜川 晴雨折叠伞');
    expect(detail.productStatus).toBe(ProductStatus.sell_out);
    expect(detail.status).toBe(GoodsStatus.SaleOut);
    expect(detail.stock).toBe(0);
    expect(detail.skus.length).toBeGreaterThan(0);
  });

  it('gives the E-value-only cup deductType 1 with no cash price', async () => {
    const detail = await detailOf(app, '曜川 钛金保温杯 500ml');
    expect(detail.deductType).toBe(DeductType.integral);
    expect(detail.price).toBe(0);
    expect(detail.eValue).toBe(1_590);
  });

  it('gives the cash-only backpack deductType 0', async () => {
    const detail = await detailOf(app, '曜川 城市通勤双肩包');
    expect(detail.deductType).toBe(DeductType.cash);
    expect(detail.eValue).toBe(0);
  });

  it('limits the cap to 2 per user', async () => {
    const detail = await detailOf(app, '曜川 限量棒球帽');
    expect(detail.userLimitFlag).toBe(true);
    expect(detail.userLimit).toBe(2);
    expect(detail.userPurchasedNum).toBe(0);
  });

  it('sells the jacket to car owners only (buyerType 1)', async () => {
    const detail = await detailOf(app, '曜川 车主专属冲锋衣');
    expect(detail.buyerType).toBe(BuyerType.needCarUser);
  });

  it('sells the gift box to whitelisted users only (whitelist 1)', async () => {
    const detail = await detailOf(app, '曜川 内购礼盒');
    expect(detail.whitelist).toBe(Whitelist.yes);
  });

  it('marks the tent as a pre-sale goods', async () => {
    const detail = await detailOf(app, '曜川 露营天幕套装');
    expect(detail.preSale).toBe(PreSale.preSale);
  });

  it('answers the keyring without SKUs with code 100027, HTTP 200 and a null result', async () => {
    const { res, body } = await fetchGoods(app, await idOf(app, '曜川 联名钥匙扣'));
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(ErrorCode.GOODS_SKU_EMPTY);
    expect(body.message).toBe(errorInfo[ErrorCode.GOODS_SKU_EMPTY].message);
    expect(body.result).toBeNull();
    expect(Object.hasOwn(body, 'result')).toBe(true);
  });

  it('gives a goods that is not crowdfunded a null crowdfundInfo', async () => {
    const detail = await detailOf(app, '曜川 露营天幕套装');
    expect(detail.crowdfundFlag).toBe(false);
    expect(detail.crowdfundInfo).toBeNull();
    expect(detail.activity.activityType).toBe(ActivityType.COMMON);
  });
});

describe('GET goods detail: ids that find nothing', () => {
  it('answers an unknown id with 40401 and HTTP 404', async () => {
    const { res, body } = await fetchGoods(app, 987_654_321);
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ code: ErrorCode.GOODS_NOT_FOUND, message: '商品不存在或已下架', result: null });
  });

  it('answers the largest allowed 15-digit id with 40401, not a 500', async () => {
    const { res, body } = await fetchGoods(app, '999999999999999');
    expect(res.statusCode).toBe(404);
    expect(body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['1e3'], ['01'], ['12345678901234567890'], ['1234567890123456'], ['1 OR 1=1']])(
    'refuses the id %s with 40000 and HTTP 400',
    async (productId) => {
      const { res, body } = await fetchGoods(app, productId);
      expect(res.statusCode, res.body).toBe(400);
      expect(body.code).toBe(ErrorCode.BAD_REQUEST);
      expect(body.message).toContain(errorInfo[ErrorCode.BAD_REQUEST].message);
      expect(body.result).toBeNull();
    },
  );

  it('refuses an over-long activityCode with 40000', async () => {
    const id = await idOf(app, '曜川 ES9 1:18 合金车模');
    const res = await app.server.inject({ method: 'GET', url: api(`/hermes/v2/goods/${id}?activityCode=${'a'.repeat(65)}`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('answers an off-shelf goods with 40401 as if it did not exist', async () => {
    const id = await idOf(app, '曜川 城市通勤双肩包');
    expect((await fetchGoods(app, id)).body.code).toBe(0);
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, id));
    try {
      const { res, body } = await fetchGoods(app, id);
      expect(res.statusCode).toBe(404);
      expect(body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
      expect(body.result).toBeNull();
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
  });
});

describe('GET goods detail: crowdfunds at the seeding time', () => {
  it('shows the diffuser starting in 72 h as crowdfund preheat with the time to its start', async () => {
    const detail = await detailOf(app, '曜川 智能车载香氛机');
    expect(detail.crowdfundFlag).toBe(true);
    expect(detail.activity.activityType).toBe(ActivityType.CROWDFUNDING);
    const cf = detail.crowdfundInfo!;
    expect(cf).not.toBeNull();
    expect(cf.status).toBe(CrowdfundStatus.CrowdfundPreheat);
    expect(cf.remainTime).toBe(72 * HOUR_MS);
    const now = app.clock.now().getTime();
    expect(cf.crowdfundStartMillisecond).toBe(now + 72 * HOUR_MS);
    expect(cf.crowdfundEndMillisecond).toBe(now + (72 + 14 * 24) * HOUR_MS);
    expect(cf).toMatchObject({
      targetType: CrowdfundTargetType.Amount,
      targetValue: 50_000_000,
      crowTarget: 50_000_000,
      schedule: 0,
      currentAmount: 0,
      supportPersonCount: 0,
      appointmentStatus: ReservationStatus.UnReserved,
    });
    expect(cf.crowdfundNo).toMatch(/^CF\d{6}$/);
  });

  it('shows the keychain starting in 6 h as crowdfund preheat', async () => {
    const detail = await detailOf(app, '曜川 皮质钥匙包');
    expect(detail.crowdfundFlag).toBe(true);
    expect(detail.crowdfundInfo!.status).toBe(CrowdfundStatus.CrowdfundPreheat);
    expect(detail.crowdfundInfo!.remainTime).toBe(6 * HOUR_MS);
    expect(detail.crowdfundInfo!.targetType).toBe(CrowdfundTargetType.Pieces);
  });

  it('shows the running powerbank crowdfund at 69 % with about 10 days left', async () => {
    const detail = await detailOf(app, '曜川 户外储能电源');
    const cf = detail.crowdfundInfo!;
    expect(cf.status).toBe(CrowdfundStatus.Crowdfunding);
    expect(cf.schedule).toBe(69); // 1380 of 2000 pieces
    expect(cf.currentQuantity).toBe(1_380);
    expect(cf.crowdfundEdCount).toBe(1_380);
    expect(cf.targetValue).toBe(2_000);
    // The seeded base: supports from outside the shop, none of its orders yet (issue 19).
    expect(cf.supportPersonCount).toBe(1_296);
    expect(cf.totalJoinPeople).toBe(1_296);
    expect(cf.realityJoinPeople).toBe(0);
    expect(cf.progress).toBe(69);
    expect(cf.remainTime).toBe(10 * DAY_MS);
  });
});

describe('GET goods detail: crowdfunds as the clock moves', () => {
  // Its own app, so moving the clock cannot disturb the tests above.
  let moving: TestApp;
  beforeAll(async () => {
    moving = await createTestApp();
  });
  afterAll(() => moving.close());

  it('turns the diffuser into a running crowdfund once its start has passed', async () => {
    moving.clock.advance(72 * HOUR_MS + 60_000);
    const cf = (await detailOf(moving, '曜川 智能车载香氛机')).crowdfundInfo!;
    expect(cf.status).toBe(CrowdfundStatus.Crowdfunding);
    expect(cf.remainTime).toBe(cf.crowdfundEndMillisecond - moving.clock.now().getTime());
    expect(cf.remainTime).toBe(14 * DAY_MS - 60_000);
  });

  it('ends the diffuser without progress as a failed crowdfund (5) with no time left', async () => {
    moving.clock.advance(14 * DAY_MS);
    const cf = (await detailOf(moving, '曜川 智能车载香氛机')).crowdfundInfo!;
    expect(cf.status).toBe(CrowdfundStatus.CrowdfundFail);
    expect(cf.remainTime).toBe(0);
  });

  it('ends the powerbank short of its target as a failed crowdfund too', async () => {
    // The clock is now 17 days past seeding, beyond the powerbank's 10-day end.
    const cf = (await detailOf(moving, '曜川 户外储能电源')).crowdfundInfo!;
    expect(cf.status).toBe(CrowdfundStatus.CrowdfundFail);
    expect(cf.schedule).toBe(69);
  });
});
