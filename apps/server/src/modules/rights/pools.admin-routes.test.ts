import {
  CardType,
  ErrorCode,
  fillPath,
  MarketingAdminPaths,
  MarketingAuditTarget,
  PoolStatus,
  RightsPoolKind,
  Role,
  type AdminPool,
  type AdminPoolBody,
  type AdminPoolPage,
} from '@emall/contract';
import { poolStatusAt } from '@emall/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSend, auditRowsOf, expectRefused, poolBody } from '../../test/marketing.ts';
import { signInOperator, type OperatorSession } from '../../test/operators.ts';
import { goodsIdOf } from '../../test/goods.ts';
import { claim, exchange, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rightsPools } from './rights.table.ts';

let app: TestApp;
let op: OperatorSession;

beforeAll(async () => {
  app = await createTestApp();
  op = await signInOperator(app, [Role.marketing]);
});
afterAll(() => app.close());

const poolBodyOf = (fields: Partial<AdminPoolBody> = {}) => poolBody(app, fields);
const send = <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) => adminSend<T>(app, op, method, path, payload);
const createPool = (fields: Partial<AdminPoolBody> = {}) => send<AdminPool>('POST', MarketingAdminPaths.pools, poolBodyOf(fields));
const poolPath = (id: string) => fillPath(MarketingAdminPaths.pool, { id });

const auditRows = (targetId: string) => auditRowsOf(app, MarketingAuditTarget.pool, targetId);

async function poolCount(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(rightsPools);
  return row?.n ?? 0;
}

describe('creating a pool', () => {
  it('creates a coupon the shop can claim, and records one audit row', async () => {
    const created = await createPool();
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const pool = created.body.result;
    expect(pool).toMatchObject({ stockTotal: 100, stockLeft: 100, claimedCount: 0, usedCount: 0, status: PoolStatus.open, claimStopped: false });
    expect(await auditRows(pool.id)).toBe(1);

    const shopper = await newUser(app);
    const claimed = claim(app, shopper.token, { id: Number(pool.id), marketingNo: pool.marketingNo });
    expect((await claimed).json().code, (await claimed).body).toBe(0);
    const after = await send<AdminPool>('GET', poolPath(pool.id));
    expect(after.body.result).toMatchObject({ stockLeft: 99, claimedCount: 1, usedCount: 0 });
  });

  it.each([
    ['a reduction above its threshold', { eachReductionFen: 40_000 }, ErrorCode.POOL_REDUCTION_INVALID],
    ['a discount of 100%', { cardType: CardType.enoughDiscount, discountRatio: 100 }, ErrorCode.POOL_DISCOUNT_INVALID],
    ['a window ending before it starts', { validTo: new Date(0).toISOString() }, ErrorCode.MARKETING_WINDOW_INVALID],
    ['an E-value price on a coupon', { eprice: 100 }, ErrorCode.POOL_EPRICE_INVALID],
    ['no stock', { stockTotal: 0 }, ErrorCode.BAD_REQUEST],
    ['an unknown card type', { cardType: 'halfOff' as CardType }, ErrorCode.BAD_REQUEST],
    ['a malformed marketing number', { marketingNo: 'MKT 2026' }, ErrorCode.BAD_REQUEST],
    ['a goods id that is no id', { goodsIds: ['abc'] }, ErrorCode.BAD_REQUEST],
  ])('refuses %s with 400 and a Chinese message, writing nothing', async (_what, fields, code) => {
    const before = await poolCount();
    expectRefused(await createPool(fields as Partial<AdminPoolBody>), code);
    expect(await poolCount()).toBe(before);
  });

  it('limits a coupon to chosen goods, each kept once, and freezes them once claimed', async () => {
    const backpack = String(await goodsIdOf(app, 'backpack'));
    const cup = String(await goodsIdOf(app, 'cup'));
    const created = await createPool({ goodsIds: [cup, backpack] });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const pool = created.body.result;
    expect([...pool.goodsIds].sort()).toEqual([backpack, cup].sort());
    const shopper = await newUser(app);
    expect((await claim(app, shopper.token, { id: Number(pool.id), marketingNo: pool.marketingNo })).json().code).toBe(0);
    expectRefused(await send('PUT', poolPath(pool.id), poolBodyOf({ goodsIds: [backpack] })), ErrorCode.POOL_TERMS_LOCKED);
    expect((await send<AdminPool>('GET', poolPath(pool.id))).body.result.goods.map((g) => g.id).sort()).toEqual([backpack, cup].sort());
  });

  it('refuses goods that do not exist with 40401, writing nothing', async () => {
    const before = await poolCount();
    expectRefused(await createPool({ goodsIds: ['987654321'] }), ErrorCode.GOODS_NOT_FOUND);
    expect(await poolCount()).toBe(before);
  });

  it('prices a rights card in E-value, and the shop exchanges it for that', async () => {
    const created = await createPool({ kind: RightsPoolKind.card, cardName: '运营洗车卡', cardType: CardType.deduct, useConditionFen: 0, eprice: 100 });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const shopper = await newUser(app, 150);
    const res = await exchange(app, shopper.token, { cardId: created.body.result.id, source: 'H5' });
    expect(res.json().code, res.body).toBe(0);
    expect((await send<AdminPool>('GET', poolPath(created.body.result.id))).body.result.claimedCount).toBe(1);
  });
});

describe('editing a pool', () => {
  it('freezes the face value once claimed, keeps the stock at or above what was claimed, and audits each change', async () => {
    const pool = (await createPool({ marketingNo: 'MKT-EDIT', stockTotal: 3 })).body.result;
    const shopper = await newUser(app);
    const right = await claim(app, shopper.token, { id: Number(pool.id), marketingNo: pool.marketingNo });
    expect(right.json().code, right.body).toBe(0);
    const used = await exchange(app, shopper.token, { accountId: right.json().result.rightsAccountId, operateNum: 1 });
    expect(used.json().code, used.body).toBe(0);

    expectRefused(await send('PUT', poolPath(pool.id), poolBodyOf({ marketingNo: 'MKT-EDIT', stockTotal: 3, eachReductionFen: 5_000 })), ErrorCode.POOL_TERMS_LOCKED);
    expectRefused(await send('PUT', poolPath(pool.id), poolBodyOf({ marketingNo: 'MKT-EDIT', stockTotal: 0 })), ErrorCode.BAD_REQUEST);
    expect(await auditRows(pool.id)).toBe(1);

    const edited = await send<AdminPool>('PUT', poolPath(pool.id), poolBodyOf({ marketingNo: 'MKT-EDIT', stockTotal: 1, perUserLimit: 2, poolName: '改名活动' }));
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(0);
    expect(edited.body.result).toMatchObject({ stockTotal: 1, stockLeft: 0, claimedCount: 1, usedCount: 1, poolName: '改名活动', status: PoolStatus.soldOut });
    expect(await auditRows(pool.id)).toBe(2);

    const grown = await send<AdminPool>('PUT', poolPath(pool.id), poolBodyOf({ marketingNo: 'MKT-EDIT', stockTotal: 10 }));
    expect(grown.body.result).toMatchObject({ stockTotal: 10, stockLeft: 9 });
  });

  it('answers an unknown pool with 404', async () => {
    expectRefused(await send('PUT', poolPath('987654321'), poolBodyOf()), ErrorCode.POOL_NOT_FOUND);
    expectRefused(await send('GET', poolPath('987654321')), ErrorCode.POOL_NOT_FOUND);
  });
});

describe('stopping and starting claims', () => {
  it('refuses claims while stopped and takes them again once started, auditing each switch once', async () => {
    const pool = (await createPool({ marketingNo: 'MKT-STOP' })).body.result;
    const claimingPath = fillPath(MarketingAdminPaths.poolClaiming, { id: pool.id });
    const stopped = await send<AdminPool>('PUT', claimingPath, { claimStopped: true });
    expect(stopped.body.result).toMatchObject({ claimStopped: true, status: PoolStatus.stopped });
    await send<AdminPool>('PUT', claimingPath, { claimStopped: true });
    expect(await auditRows(pool.id)).toBe(2);

    const shopper = await newUser(app);
    const refused = await claim(app, shopper.token, { id: Number(pool.id), marketingNo: pool.marketingNo });
    expect(refused.json().code).toBe(ErrorCode.COUPON_STOPPED);

    await send<AdminPool>('PUT', claimingPath, { claimStopped: false });
    expect((await claim(app, shopper.token, { id: Number(pool.id), marketingNo: pool.marketingNo })).json().code).toBe(0);
    expect(await auditRows(pool.id)).toBe(3);
  });
});

describe('listing pools', () => {
  it('filters by status as the domain reads each pool, by kind and by keyword, and pages', async () => {
    const now = app.clock.now();
    for (const status of Object.values(PoolStatus)) {
      const page = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?status=${status}&pageSize=100`);
      expect(page.body.code, JSON.stringify(page.body)).toBe(0);
      for (const p of page.body.result.result) {
        const facts = { validFrom: new Date(p.validFrom), validTo: new Date(p.validTo), validDaysAfterClaim: null, claimStopped: p.claimStopped, stockLeft: p.stockLeft };
        expect(poolStatusAt(facts, now), p.cardName).toBe(status);
      }
    }
    const seededStates = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?pageSize=100`);
    const states = new Set(seededStates.body.result.result.map((p) => p.status));
    for (const s of [PoolStatus.open, PoolStatus.soldOut, PoolStatus.ended, PoolStatus.notStarted]) expect(states).toContain(s);

    const cards = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?kind=card&pageSize=100`);
    expect(cards.body.result.result.every((p) => p.kind === RightsPoolKind.card)).toBe(true);
    const found = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?keyword=${encodeURIComponent('运营满减')}`);
    expect(found.body.result.result.map((p) => p.cardName)).toContain('运营满减券');

    const first = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?pageSize=2&pageNo=1`);
    const second = await send<AdminPoolPage>('GET', `${MarketingAdminPaths.pools}?pageSize=2&pageNo=2`);
    expect(first.body.result.result).toHaveLength(2);
    expect(first.body.result.totalNum).toBe(seededStates.body.result.totalNum);
    expect(second.body.result.result[0]!.id).not.toBe(first.body.result.result[0]!.id);
  });

  it('refuses an unknown status filter with 400', async () => {
    expectRefused(await send('GET', `${MarketingAdminPaths.pools}?status=gone`), ErrorCode.BAD_REQUEST);
  });
});
