import { ErrorCode, type ApiEnvelope } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../test/concurrency.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceAndLedger, claim, exchange, insertPool, newUser, reloadPool } from '../../test/storefront.ts';
import { userRights } from './rights.table.ts';

/**
 * The guarantees under concurrent requests (DESIGN: no oversell, no double spend), on
 * PGlite and, with DATABASE_URL, on PostgreSQL where transactions really run side by side.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

function codeOf(res: { statusCode: number; body: string }): number {
  const body = JSON.parse(res.body) as ApiEnvelope<unknown>;
  // Every answer is an envelope, never a 500.
  expect(res.statusCode, res.body).toBeLessThan(500);
  return body.code;
}

async function rightsInPool(poolId: number): Promise<{ n: number; users: number }> {
  const rows = await app.ctx.db.select({ userId: userRights.userId }).from(userRights).where(eq(userRights.poolId, poolId));
  return { n: rows.length, users: new Set(rows.map((r) => r.userId)).size };
}

describe('concurrent coupon claims', () => {
  it('issues exactly N rights when 30 users claim a pool with 10 left at once, and stock ends at 0', async () => {
    const pool = await insertPool(app, { kind: 'coupon', cardName: '并发券', stockTotal: 10, stockLeft: 10, perUserLimit: 1 });
    const users = await Promise.all(Array.from({ length: 30 }, () => newUser(app)));
    const answers = await Promise.all(users.map((u) => claim(app, u.token, pool)));
    const codes = answers.map(codeOf);
    expect(tally(codes)).toEqual({ 0: 10, [ErrorCode.COUPON_SOLD_OUT]: 20 });
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(0);
    expect(await rightsInPool(pool.id)).toEqual({ n: 10, users: 10 });
  });

  it('gives one user hammering a pool at most its per-user limit (some answers may be code 10)', async () => {
    const pool = await insertPool(app, { kind: 'coupon', cardName: '限领券', stockTotal: 100, stockLeft: 100, perUserLimit: 3 });
    const user = await newUser(app);
    const codes = (await Promise.all(Array.from({ length: 20 }, () => claim(app, user.token, pool)))).map(codeOf);
    for (const c of codes) expect([0, ErrorCode.COUPON_LIMIT, ErrorCode.COUPON_CLAIM_BUSY]).toContain(c);
    const issued = codes.filter((c) => c === 0).length;
    expect(issued).toBeGreaterThanOrEqual(1);
    expect(issued).toBeLessThanOrEqual(3);
    expect((await rightsInPool(pool.id)).n).toBe(issued);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(100 - issued);

    // Retrying as the client does after code 10 reaches the limit exactly, never past it.
    for (let i = 0; i < 10; i++) codeOf(await claim(app, user.token, pool));
    expect((await rightsInPool(pool.id)).n).toBe(3);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(97);
  });

  it('never takes stock below 0 when many users race for the last unit', async () => {
    const pool = await insertPool(app, { kind: 'coupon', cardName: '最后一张', stockTotal: 50, stockLeft: 1, perUserLimit: 1 });
    const users = await Promise.all(Array.from({ length: 15 }, () => newUser(app)));
    const codes = (await Promise.all(users.map((u) => claim(app, u.token, pool)))).map(codeOf);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect((await reloadPool(app, pool.id)).stockLeft).toBe(0);
  });
});

describe('concurrent card exchanges', () => {
  it('succeeds exactly k times for a user with E-value for k, and the balance never goes below 0', async () => {
    const card = await insertPool(app, { kind: 'card', cardName: '并发兑换卡', eprice: 100, stockTotal: 100, stockLeft: 100, perUserLimit: 100 });
    const user = await newUser(app, 350);
    const codes = (await Promise.all(Array.from({ length: 10 }, () => exchange(app, user.token, { cardId: String(card.id), source: 'H5' })))).map(
      codeOf,
    );
    expect(tally(codes)).toEqual({ 0: 3, [ErrorCode.EVALUE_NOT_ENOUGH]: 7 });
    expect(await balanceAndLedger(app, user.userId)).toEqual({ balance: 50, ledgerSum: 50, lowestBalanceAfter: 50 });
    expect((await rightsInPool(card.id)).n).toBe(3);
    expect((await reloadPool(app, card.id)).stockLeft).toBe(97);
  });

  it('holds across different cards, whose exchanges do not share a lock', async () => {
    const cards = await Promise.all(
      ['卡甲', '卡乙', '卡丙'].map((cardName) =>
        insertPool(app, { kind: 'card', cardName, eprice: 100, stockTotal: 100, stockLeft: 100, perUserLimit: 100 }),
      ),
    );
    const user = await newUser(app, 450);
    const codes = (
      await Promise.all(Array.from({ length: 12 }, (_, i) => exchange(app, user.token, { cardId: String(cards[i % 3]!.id), source: 'APP' })))
    ).map(codeOf);
    expect(tally(codes)).toEqual({ 0: 4, [ErrorCode.EVALUE_NOT_ENOUGH]: 8 });
    expect(await balanceAndLedger(app, user.userId)).toEqual({ balance: 50, ledgerSum: 50, lowestBalanceAfter: 50 });
    const [issued] = await app.ctx.db.select({ n: count() }).from(userRights).where(eq(userRights.userId, user.userId));
    expect(issued!.n).toBe(4);
    const stock = await Promise.all(cards.map((c) => reloadPool(app, c.id)));
    expect(stock.reduce((sum, c) => sum + (100 - c.stockLeft), 0)).toBe(4);
  });

  it('keeps a per-user card limit under concurrency, charging only the exchanges that succeed', async () => {
    const card = await insertPool(app, { kind: 'card', cardName: '限兑卡', eprice: 10, stockTotal: 100, stockLeft: 100, perUserLimit: 2 });
    const user = await newUser(app, 1_000);
    const codes = (await Promise.all(Array.from({ length: 8 }, () => exchange(app, user.token, { cardId: String(card.id), source: 'H5' })))).map(
      codeOf,
    );
    expect(tally(codes)).toEqual({ 0: 2, [ErrorCode.CARD_LIMIT]: 6 });
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 980, ledgerSum: 980 });
  });
});

describe('concurrent requests with one Idempotency-Key', () => {
  it('exchanges once when a client repeats an exchange at once, charging once', async () => {
    const card = await insertPool(app, { kind: 'card', cardName: '幂等卡', eprice: 100, stockTotal: 100, stockLeft: 100, perUserLimit: 10 });
    const user = await newUser(app, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => exchange(app, user.token, { cardId: String(card.id), source: 'H5' }, { 'idempotency-key': 'same-key-0001' })),
    );
    const ids = new Set(answers.map((a) => JSON.parse(a.body).result as string));
    expect(answers.map(codeOf)).toEqual(Array(6).fill(0));
    expect(ids.size).toBe(1);
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 900, ledgerSum: 900 });
  });

  it('issues one right when one key is sent for two cards at once, refusing the other with 40000', async () => {
    const cards = await Promise.all(
      ['幂等甲', '幂等乙'].map((cardName) => insertPool(app, { kind: 'card', cardName, eprice: 0, stockTotal: 10, stockLeft: 10, perUserLimit: 5 })),
    );
    const user = await newUser(app);
    const codes = (
      await Promise.all(cards.map((c) => exchange(app, user.token, { cardId: String(c.id), source: 'H5' }, { 'idempotency-key': 'two-pools-key' })))
    ).map(codeOf);
    expect(codes.sort()).toEqual([0, ErrorCode.BAD_REQUEST]);
    const [issued] = await app.ctx.db.select({ n: count() }).from(userRights).where(eq(userRights.userId, user.userId));
    expect(issued!.n).toBe(1);
  });
});
