import {
  CouponButtonState,
  ErrorCode,
  GoodsType,
  Header,
  Paths,
  RightsStatus,
  RightsType,
  type ApiEnvelope,
  type CouponCard,
  type PointsSummary,
  type UserRight,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { claim, exchange, freshToken, insertPool, newUser, poolNamed } from '../../test/storefront.ts';

const DAY_MS = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

interface PagedRights {
  pageNo: number;
  pageSize: number;
  totalNum: number;
  result: UserRight[];
}

function get(target: TestApp, url: string, token: string | null) {
  return target.server.inject({ method: 'GET', url: api(url), headers: token ? { [Header.loginToken]: token } : {} });
}

function post(target: TestApp, url: string, token: string | null, payload?: unknown) {
  return target.server.inject({
    method: 'POST',
    url: api(url),
    headers: { ...(token ? { [Header.loginToken]: token } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

function result<T>(res: { statusCode: number; body: string }): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = JSON.parse(res.body) as ApiEnvelope<T>;
  expect(body.code, res.body).toBe(0);
  return body.result;
}

function expectCode(res: { statusCode: number; body: string }, status: number, code: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toMatchObject({ code, result: null });
}

/** A user holding: welcome (enoughLess 20 off 199), attachment 9折 (goods type 1004), wash voucher (used), wash card. */
async function userWithRights(target: TestApp) {
  const user = await newUser(target, 1_000);
  const claimed = async (name: string) => (await claim(target, user.token, await poolNamed(target, name))).json().result.rightsAccountId as string;
  const welcome = await claimed('新人专享券');
  const discount = await claimed('配件9折券');
  const voucher = await claimed('精致洗车抵扣券');
  expect((await exchange(target, user.token, { accountId: voucher, operateNum: 1 })).json().code).toBe(0);
  const washCard = (await exchange(target, user.token, { cardId: String((await poolNamed(target, '精致洗车卡')).id), source: 'H5' })).json()
    .result as string;
  return { ...user, welcome, discount, voucher, washCard };
}

describe('GET /hermes/v1/rights', () => {
  it("lists the user's rights newest first, paged, with the pool's terms", async () => {
    const user = await userWithRights(app);
    const page = result<PagedRights>(await get(app, Paths.rights, user.token));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalNum: 4 });
    expect(page.result.map((r) => r.rightsAccountId)).toEqual([user.washCard, user.voucher, user.discount, user.welcome]);
    const welcome = page.result.find((r) => r.rightsAccountId === user.welcome)!;
    expect(welcome).toMatchObject({
      cardName: '新人专享券',
      cardType: 'enoughLess',
      rightsType: RightsType.enoughLess,
      eachReduction: 2_000,
      useCondition: 19_900,
      useConditionName: '满199元可用',
      status: RightsStatus.enable,
      claimedAt: app.clock.now().toISOString(),
    });
    expect(welcome.validTimeStr).toMatch(/^\d{4}\.\d{2}\.\d{2}-\d{4}\.\d{2}\.\d{2}$/);
    expect(page.result.find((r) => r.rightsAccountId === user.voucher)!.status).toBe(RightsStatus.unuseless);
  });

  it('filters by status, rights type and goods type (rights for every goods always match)', async () => {
    const user = await userWithRights(app);
    const ids = async (query: string) =>
      result<PagedRights>(await get(app, `${Paths.rights}?${query}`, user.token)).result.map((r) => r.rightsAccountId).sort();
    expect(await ids('status=0')).toEqual([user.welcome, user.discount, user.washCard].sort());
    expect(await ids('status=2')).toEqual([user.voucher]);
    expect(await ids('status=1')).toEqual([]);
    expect(await ids(`rightsType=${RightsType.enoughDiscount}`)).toEqual([user.discount]);
    // 配件9折券 is for attachments only; the others apply to every goods.
    expect(await ids(`categoryBusinessType=${GoodsType.shop}`)).toEqual([user.welcome, user.voucher, user.washCard].sort());
    expect(await ids(`categoryBusinessType=${GoodsType.attachment}&status=0`)).toEqual([user.welcome, user.discount, user.washCard].sort());
  });

  it('reads a right past its expiry as expired (1) without writing it', async () => {
    const clocked = await createTestApp();
    try {
      const user = await userWithRights(clocked);
      clocked.clock.advance(8 * DAY_MS);
      const token = await freshToken(clocked, user.userId);
      const expired = result<PagedRights>(await get(clocked, `${Paths.rights}?status=1`, token)).result;
      // The 9折 coupon lasts 7 days from its claim; the others are still good.
      expect(expired.map((r) => [r.rightsAccountId, r.status])).toEqual([[user.discount, RightsStatus.expire]]);
      const usable = result<PagedRights>(await get(clocked, `${Paths.rights}?status=0`, token)).result;
      expect(usable.map((r) => r.rightsAccountId).sort()).toEqual([user.welcome, user.washCard].sort());
    } finally {
      await clocked.close();
    }
  });

  it("never lists another user's rights", async () => {
    await userWithRights(app);
    const stranger = await newUser(app);
    expect(result<PagedRights>(await get(app, Paths.rights, stranger.token))).toEqual({ pageNo: 1, pageSize: 10, totalNum: 0, result: [] });
  });

  it('pages with pageNo and pageSize', async () => {
    const user = await userWithRights(app);
    const first = result<PagedRights>(await get(app, `${Paths.rights}?pageNo=1&pageSize=3`, user.token));
    const second = result<PagedRights>(await get(app, `${Paths.rights}?pageNo=2&pageSize=3`, user.token));
    expect(first.result).toHaveLength(3);
    expect(second.result).toHaveLength(1);
    expect(second.totalNum).toBe(4);
    expect(new Set([...first.result, ...second.result].map((r) => r.rightsAccountId)).size).toBe(4);
  });

  it('answers a guest with 9999', async () => {
    expectCode(await get(app, Paths.rights, null), 401, ErrorCode.SESSION_EXPIRED);
  });

  it.each([['status=3'], ['status=x'], ['rightsType=3'], ['pageNo=0'], ['pageSize=51'], ['categoryBusinessType=abc'], ['categoryBusinessType=0']])(
    'refuses %s with 40000',
    async (query) => {
      const user = await newUser(app);
      expectCode(await get(app, `${Paths.rights}?${query}`, user.token), 400, ErrorCode.BAD_REQUEST);
    },
  );
});

describe('POST /hermes/v1/rights', () => {
  it('pages with pageNo 1 and pageSize 10 by default, with or without a body', async () => {
    const user = await userWithRights(app);
    expect(result<PagedRights>(await post(app, Paths.rights, user.token, {}))).toMatchObject({ pageNo: 1, pageSize: 10, totalNum: 4 });
    expect(result<PagedRights>(await post(app, Paths.rights, user.token))).toMatchObject({ pageNo: 1, pageSize: 10, totalNum: 4 });
    const used = result<PagedRights>(await post(app, Paths.rights, user.token, { status: 2, pageSize: 5 }));
    expect(used).toMatchObject({ pageSize: 5, totalNum: 1 });
    expect(used.result[0]!.rightsAccountId).toBe(user.voucher);
  });

  it.each([
    ['pageSize 0', { pageSize: 0 }],
    ['pageSize 51', { pageSize: 51 }],
    ['a string pageNo', { pageNo: '1' }],
    ['status 5', { status: 5 }],
    ['an extra field', { userId: 1 }],
    ['malformed JSON', '{"pageNo":'],
  ])('refuses %s with 40000', async (_what, payload) => {
    const user = await newUser(app);
    expectCode(await post(app, Paths.rights, user.token, payload), 400, ErrorCode.BAD_REQUEST);
  });

  it('answers a guest with 9999', async () => {
    expectCode(await post(app, Paths.rights, null, {}), 401, ErrorCode.SESSION_EXPIRED);
  });
});

describe('GET /hermes/v1/rights/ads', () => {
  it('advertises coupons open for claiming with stock, biggest first, to guests', async () => {
    const cards = result<CouponCard[]>(await get(app, Paths.rightsAds, null));
    expect(cards.map((c) => c.cardName)).toEqual(['精品满减券', '新人专享券', '配件9折券']);
    for (const c of cards) {
      expect(c.status).toBe(CouponButtonState.claim);
      expect(c.stockLeft).toBeGreaterThan(0);
    }
  });

  it('filters by goods type', async () => {
    const cards = result<CouponCard[]>(await get(app, `${Paths.rightsAds}?categoryBusinessType=${GoodsType.attachment}`, null));
    expect(cards.map((c) => c.cardName)).toEqual(['新人专享券', '配件9折券']);
  });

  it("shows a logged-in user's own button states", async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '配件9折券');
    const accountId = (await claim(app, user.token, pool)).json().result.rightsAccountId as string;
    const mine = result<CouponCard[]>(await get(app, Paths.rightsAds, user.token)).find((c) => c.cardId === String(pool.id))!;
    expect(mine).toMatchObject({ status: CouponButtonState.use, rightsAccountId: accountId });
    const theirs = result<CouponCard[]>(await get(app, Paths.rightsAds, (await newUser(app)).token)).find((c) => c.cardId === String(pool.id))!;
    expect(theirs).toMatchObject({ status: CouponButtonState.claim, rightsAccountId: '' });
  });

  it('refuses a bad categoryBusinessType with 40000', async () => {
    expectCode(await get(app, `${Paths.rightsAds}?categoryBusinessType=-1`, null), 400, ErrorCode.BAD_REQUEST);
  });
});

describe('POST /hermes/annex/v3/rights/listAndSort', () => {
  it('ranks usable rights by what they take off the amount, leaving out those whose condition it misses', async () => {
    const user = await newUser(app, 1_000);
    const big = await insertPool(app, { kind: 'coupon', cardName: '满1000减150', eachReductionFen: 15_000, useConditionFen: 100_000, perUserLimit: 1 });
    const discount = await insertPool(app, {
      kind: 'coupon',
      cardName: '8折券',
      cardType: 'enoughDiscount',
      rightsType: RightsType.enoughDiscount,
      eachReductionFen: 0,
      discountRatio: 80,
      useConditionFen: 0,
    });
    for (const p of [big, discount, await poolNamed(app, '新人专享券')]) expect((await claim(app, user.token, p)).json().code).toBe(0);
    const rank = async (body: unknown) =>
      result<UserRight[]>(await post(app, Paths.rightsListAndSort, user.token, body)).map((r) => r.cardName);
    // ¥300: 8折 takes ¥60, 满199减20 takes ¥20, 满1000减150 does not apply.
    expect(await rank({ amount: 30_000 })).toEqual(['8折券', '新人专享券']);
    // ¥1000: 8折 takes ¥200, 满1000减150 ¥150, 满199减20 ¥20.
    expect(await rank({ amount: 100_000 })).toEqual(['8折券', '满1000减150', '新人专享券']);
    // ¥100 meets no condition but the 8折's.
    expect(await rank({ amount: 10_000 })).toEqual(['8折券']);
    // No amount: by face value; a threshold-free discount has none.
    expect(await rank({})).toEqual(['满1000减150', '新人专享券', '8折券']);
    expect(await rank(undefined)).toEqual(['满1000减150', '新人专享券', '8折券']);
  });

  it("leaves out used rights and other users' rights", async () => {
    const user = await newUser(app);
    const voucher = (await claim(app, user.token, await poolNamed(app, '精致洗车抵扣券'))).json().result.rightsAccountId as string;
    await exchange(app, user.token, { accountId: voucher, operateNum: 1 });
    await userWithRights(app);
    expect(result<UserRight[]>(await post(app, Paths.rightsListAndSort, user.token, {}))).toEqual([]);
  });

  it.each([
    ['a negative amount', { amount: -1 }],
    ['a string amount', { amount: '100' }],
    ['a fractional amount', { amount: 1.5 }],
    ['an extra field', { amount: 1, sort: 'asc' }],
  ])('refuses %s with 40000', async (_what, payload) => {
    const user = await newUser(app);
    expectCode(await post(app, Paths.rightsListAndSort, user.token, payload), 400, ErrorCode.BAD_REQUEST);
  });

  it('answers a guest with 9999', async () => {
    expectCode(await post(app, Paths.rightsListAndSort, null, {}), 401, ErrorCode.SESSION_EXPIRED);
  });
});

describe('GET /hermes/v1/points', () => {
  it("answers the user's E-value, all of it available", async () => {
    const token = await loginAs(app, '13800000002');
    expect(result<PointsSummary>(await get(app, `${Paths.points}?dimension=1`, token))).toEqual({
      pointsBalance: 200,
      userAvailablePoint: 200,
      expiringPoints: 0,
    });
  });

  it('follows a card exchange', async () => {
    const user = await newUser(app, 250);
    await exchange(app, user.token, { cardId: String((await poolNamed(app, '精致洗车卡')).id), source: 'H5' });
    expect(result<PointsSummary>(await get(app, `${Paths.points}?dimension=1`, user.token)).pointsBalance).toBe(150);
  });

  it.each([[''], ['?dimension=2'], ['?dimension=abc']])('refuses %s with 40000', async (query) => {
    const user = await newUser(app);
    expectCode(await get(app, `${Paths.points}${query}`, user.token), 400, ErrorCode.BAD_REQUEST);
  });

  it('answers a guest with 9999', async () => {
    expectCode(await get(app, `${Paths.points}?dimension=1`, null), 401, ErrorCode.SESSION_EXPIRED);
  });
});
