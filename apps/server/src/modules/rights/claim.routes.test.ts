import { CouponButtonState, ErrorCode, errorInfo, fillPath, Header, Paths, RightsStatus, type ApiEnvelope } from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { claim, insertPool, newUser, poolNamed, reloadPool, userPage, type PoolRow } from '../../test/storefront.ts';
import { userRights } from './rights.table.ts';

const DAY_MS = 86_400_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

function expectCode(res: { statusCode: number; body: string }, status: number, code: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as ApiEnvelope<null>;
  expect(body.code, res.body).toBe(code);
  expect(body.result).toBeNull();
  return body;
}

async function rightsOf(userId: number, poolId?: number) {
  return app.ctx.db
    .select()
    .from(userRights)
    .where(poolId === undefined ? eq(userRights.userId, userId) : and(eq(userRights.userId, userId), eq(userRights.poolId, poolId)));
}

async function rightsInPool(poolId: number): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(userRights).where(eq(userRights.poolId, poolId));
  return row!.n;
}

function postClaim(token: string | null, id: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: api(fillPath(Paths.couponClaim, { id })),
    headers: { 'content-type': 'application/json', ...(token ? { [Header.loginToken]: token } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST coupon claim: success', () => {
  it('issues the right, takes one from stock and turns the button to use (1) with the new rightsAccountId', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '新人专享券');
    const res = await claim(app, user.token, pool);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApiEnvelope<{ rightsAccountId: string; status: number }>>();
    expect(body.code).toBe(0);
    expect(body.result.status).toBe(CouponButtonState.use);
    expect(body.result.rightsAccountId).toMatch(/^[1-9][0-9]*$/);

    expect((await reloadPool(app, pool.id)).stockLeft).toBe(pool.stockLeft - 1);
    const [right] = await rightsOf(user.userId, pool.id);
    expect(right).toMatchObject({ id: Number(body.result.rightsAccountId), status: RightsStatus.enable, source: 'claim', ordinal: 1, usedAt: null });
    // A fixed-window coupon is valid until its window closes.
    expect(right!.expiresAt.getTime()).toBe(pool.validTo.getTime());

    const page = await userPage(app, user.token);
    const card = page.moduleList.flatMap((m) => m.cardsList).find((c) => c.cardId === String(pool.id))!;
    expect(card).toMatchObject({ status: CouponButtonState.use, rightsAccountId: body.result.rightsAccountId });
  });

  it('gives a coupon valid N days after its claim an expiry N days from now', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '精致洗车抵扣券');
    expect(pool.validDaysAfterClaim).toBe(30);
    expect((await claim(app, user.token, pool)).json().code).toBe(0);
    const [right] = await rightsOf(user.userId, pool.id);
    expect(right!.expiresAt.getTime()).toBe(app.clock.now().getTime() + 30 * DAY_MS);
  });

  it('answers a repeat with the same Idempotency-Key with the first right, taking stock once', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '精致洗车抵扣券');
    const before = (await reloadPool(app, pool.id)).stockLeft;
    const headers = { [Header.idempotencyKey]: 'claim-key-0001' };
    const first = (await claim(app, user.token, pool, headers)).json();
    const second = (await claim(app, user.token, pool, headers)).json();
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(await rightsOf(user.userId, pool.id)).toHaveLength(1);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(before - 1);
  });
});

describe('POST coupon claim: the pool refuses', () => {
  it('refuses a second claim beyond the per-user limit with 40021 (HTTP 200) and writes nothing', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '新人专享券');
    expect(pool.perUserLimit).toBe(1);
    expect((await claim(app, user.token, pool)).json().code).toBe(0);
    const stock = (await reloadPool(app, pool.id)).stockLeft;
    const body = expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_LIMIT);
    expect(body.message).toBe('已达领取上限');
    expect(await rightsOf(user.userId, pool.id)).toHaveLength(1);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(stock);
  });

  it('lets a user claim up to a limit of 2, then refuses', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '配件9折券');
    expect(pool.perUserLimit).toBe(2);
    expect((await claim(app, user.token, pool)).json().code).toBe(0);
    expect((await claim(app, user.token, pool)).json().code).toBe(0);
    expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_LIMIT);
    expect((await rightsOf(user.userId, pool.id)).map((r) => r.ordinal).sort()).toEqual([1, 2]);
  });

  it('hands out the last 3 of a pool to 3 users and answers the 4th 优惠券已领完', async () => {
    const pool = await poolNamed(app, '精品满减券');
    expect(pool.stockLeft).toBe(3);
    for (let i = 0; i < 3; i++) expect((await claim(app, (await newUser(app)).token, pool)).json().code).toBe(0);
    const late = await newUser(app);
    const body = expectCode(await claim(app, late.token, pool), 200, ErrorCode.COUPON_SOLD_OUT);
    expect(body.message).toBe('优惠券已领完');
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(0);
    expect(await rightsOf(late.userId)).toHaveLength(0);
  });

  it('answers a sold-out pool with 40020 and writes no right', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '限量免单券');
    expect(pool.stockLeft).toBe(0);
    expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_SOLD_OUT);
    expect(await rightsOf(user.userId)).toHaveLength(0);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(0);
  });

  it('answers an expired pool with 40022 优惠券已过期', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '双十二折扣券');
    const body = expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_EXPIRED);
    expect(body.message).toBe('优惠券已过期');
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(pool.stockLeft);
  });

  it('answers a pool its operators stopped with 40032 and writes nothing; rights/ads leaves it out', async () => {
    const user = await newUser(app);
    const pool = await insertPool(app, { kind: 'coupon', cardName: '已停发券', claimStopped: true, advertise: true, stockTotal: 5, stockLeft: 5 });
    const body = expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_STOPPED);
    expect(body.message).toBe(errorInfo[ErrorCode.COUPON_STOPPED].message);
    expect(await rightsOf(user.userId, pool.id)).toHaveLength(0);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(5);
    const ads = await app.server.inject({ method: 'GET', url: api(Paths.rightsAds) });
    expect((ads.json() as ApiEnvelope<{ cardId: string }[]>).result.map((c) => c.cardId)).not.toContain(String(pool.id));
  });

  it('answers a pool not yet open with 40023, and claims it once its window opens', async () => {
    const clocked = await createTestApp();
    try {
      const user = await newUser(clocked);
      const pool = await poolNamed(clocked, '新春预热券');
      expectCode(await claim(clocked, user.token, pool), 200, ErrorCode.COUPON_NOT_STARTED);
      clocked.clock.advance(3 * DAY_MS);
      expect((await claim(clocked, user.token, pool)).json().code).toBe(0);
    } finally {
      await clocked.close();
    }
  });
});

describe('POST coupon claim: who may claim', () => {
  it('answers a guest with 9999 and HTTP 401', async () => {
    const pool = await poolNamed(app, '新人专享券');
    expectCode(await claim(app, null, pool), 401, ErrorCode.SESSION_EXPIRED);
    expectCode(await claim(app, 'not-a-real-token', pool), 401, ErrorCode.SESSION_EXPIRED);
  });

  it('counts the limit per user: another user claims the pool the first has exhausted', async () => {
    const pool = await poolNamed(app, '新人专享券');
    const first = await newUser(app);
    const second = await newUser(app);
    expect((await claim(app, first.token, pool)).json().code).toBe(0);
    expect((await claim(app, second.token, pool)).json().code).toBe(0);
    const firstRights = await rightsOf(first.userId, pool.id);
    const secondRights = await rightsOf(second.userId, pool.id);
    expect(firstRights).toHaveLength(1);
    expect(secondRights).toHaveLength(1);
    expect(firstRights[0]!.id).not.toBe(secondRights[0]!.id);
  });
});

describe('POST coupon claim: bad input answers 40000 (or not found), never a 500', () => {
  let user: { userId: number; token: string };
  let pool: PoolRow;
  beforeAll(async () => {
    user = await newUser(app);
    pool = await poolNamed(app, '新人专享券');
  });
  const valid = () => ({ marketingNo: pool.marketingNo, rightPoolId: String(pool.id), cardId: String(pool.id) });

  it.each([
    ['a non-numeric path id', 'abc'],
    ['a zero path id', '0'],
    ['a negative path id', '-1'],
    ['a path id of 16 digits', '1234567890123456'],
  ])('refuses %s', async (_what, id) => {
    expectCode(await postClaim(user.token, id, valid()), 400, ErrorCode.BAD_REQUEST);
  });

  it.each([
    ['a missing marketingNo', () => ({ rightPoolId: String(pool.id), cardId: String(pool.id) }), 'marketingNo'],
    ['a missing cardId', () => ({ marketingNo: pool.marketingNo, rightPoolId: String(pool.id) }), 'cardId'],
    ['a number for the cardId', () => ({ ...valid(), cardId: pool.id }), 'cardId'],
    ['an empty marketingNo', () => ({ ...valid(), marketingNo: '' }), 'marketingNo'],
    ['an over-long marketingNo', () => ({ ...valid(), marketingNo: 'M'.repeat(65) }), 'marketingNo'],
    ['an extra field', () => ({ ...valid(), userId: '1' }), ''],
    ['a cardId other than the path id', () => ({ ...valid(), cardId: String(pool.id + 1) }), 'cardId'],
    ['a rightPoolId other than the path id', () => ({ ...valid(), rightPoolId: String(pool.id + 1) }), 'rightPoolId'],
  ])('refuses %s', async (_what, payload, field) => {
    const body = expectCode(await postClaim(user.token, String(pool.id), payload()), 400, ErrorCode.BAD_REQUEST);
    if (field) expect(body.message).toContain(field);
  });

  it('refuses malformed JSON and a JSON array', async () => {
    expectCode(await postClaim(user.token, String(pool.id), '{"marketingNo": '), 400, ErrorCode.BAD_REQUEST);
    expectCode(await postClaim(user.token, String(pool.id), JSON.stringify([valid()])), 400, ErrorCode.BAD_REQUEST);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    expectCode(await claim(app, user.token, pool, { [Header.idempotencyKey]: 'short' }), 400, ErrorCode.BAD_REQUEST);
    expectCode(await claim(app, user.token, pool, { [Header.idempotencyKey]: 'bad key with spaces' }), 400, ErrorCode.BAD_REQUEST);
  });

  it('refuses an Idempotency-Key reused for another pool', async () => {
    const other = await newUser(app);
    const headers = { [Header.idempotencyKey]: 'reused-key-01' };
    expect((await claim(app, other.token, await poolNamed(app, '精致洗车抵扣券'), headers)).json().code).toBe(0);
    expectCode(await claim(app, other.token, pool, headers), 400, ErrorCode.BAD_REQUEST);
    expect(await rightsOf(other.userId, pool.id)).toHaveLength(0);
  });

  it('answers an unknown pool with 40404 优惠券不存在 and HTTP 404', async () => {
    const body = expectCode(await claim(app, user.token, { id: 999_999, marketingNo: pool.marketingNo }), 404, ErrorCode.COUPON_NOT_FOUND);
    expect(body.message).toBe(errorInfo[ErrorCode.COUPON_NOT_FOUND].message);
  });

  it('answers a known pool under another marketing number with 40404', async () => {
    expectCode(await claim(app, user.token, { id: pool.id, marketingNo: 'MKT-OTHER' }), 404, ErrorCode.COUPON_NOT_FOUND);
    expect(await rightsOf(user.userId, pool.id)).toHaveLength(0);
  });

  it('answers a rights card (exchanged, not claimed) with 40404', async () => {
    const card = await poolNamed(app, '车载香氛体验卡');
    expectCode(await claim(app, user.token, card), 404, ErrorCode.COUPON_NOT_FOUND);
    expect(await rightsInPool(card.id)).toBe(0);
  });
});

// A claim in flight holds a lock per user and pool; PGlite has one connection, so only
// PostgreSQL can hold it from outside the way a second instance would.
describe.runIf(process.env.DATABASE_URL)('POST coupon claim while another claim holds the lock (PostgreSQL)', () => {
  it('answers code 10 (HTTP 200) and writes nothing, then claims once the lock is free', async () => {
    const user = await newUser(app);
    const pool = await poolNamed(app, '精致洗车抵扣券');
    const stock = (await reloadPool(app, pool.id)).stockLeft;
    const dbName = (await app.ctx.db.execute('select current_database() as name') as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`rights:${user.userId}:${pool.id}`]);
      const body = expectCode(await claim(app, user.token, pool), 200, ErrorCode.COUPON_CLAIM_BUSY);
      expect(body.message).toBe(errorInfo[ErrorCode.COUPON_CLAIM_BUSY].message);
      expect(await rightsOf(user.userId, pool.id)).toHaveLength(0);
      expect((await reloadPool(app, pool.id)).stockLeft).toBe(stock);
      await holder.query('commit');
      expect((await claim(app, user.token, pool)).json().code).toBe(0);
    } finally {
      await holder.end();
    }
  });
});
