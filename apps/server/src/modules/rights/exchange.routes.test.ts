import { ErrorCode, errorInfo, Header, Paths, RightsStatus, type ApiEnvelope } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { balanceAndLedger, claim, exchange, freshToken, newUser, poolNamed, reloadPool, userIdOf } from '../../test/storefront.ts';
import { pointsLedger } from '../points/points.table.ts';
import { rightsPools, userRights } from './rights.table.ts';

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

function expectRightId(res: { statusCode: number; body: string }): number {
  expect(res.statusCode, res.body).toBe(200);
  const body = JSON.parse(res.body) as ApiEnvelope<string>;
  expect(body.code, res.body).toBe(0);
  expect(body.result).toMatch(/^[1-9][0-9]*$/);
  return Number(body.result);
}

async function rightsOf(userId: number) {
  return app.ctx.db.select().from(userRights).where(eq(userRights.userId, userId));
}

describe('POST card exchange: rights cards for E-value (§4)', () => {
  it('exchanges a free card (eprice 0) at once, with no ledger entry', async () => {
    const user = await newUser(app, 300);
    const card = await poolNamed(app, '车载香氛体验卡');
    expect(card.eprice).toBe(0);
    const id = expectRightId(await exchange(app, user.token, { cardId: String(card.id), source: 'H5' }));
    const [right] = await rightsOf(user.userId);
    expect(right).toMatchObject({ id, poolId: card.id, status: RightsStatus.enable, source: 'H5', eprice: 0 });
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 300, ledgerSum: 300 });
    expect((await reloadPool(app, card.id)).stockLeft).toBe(card.stockLeft - 1);
  });

  it('takes the price from the E-value in the same transaction and writes the ledger row with the balance after', async () => {
    const demo = await loginAs(app, '13800000002');
    const demoId = await userIdOf(app, '13800000002');
    const card = await poolNamed(app, '精致洗车卡');
    expect(card.eprice).toBe(100);

    const first = expectRightId(await exchange(app, demo, { cardId: String(card.id), source: 'APP' }));
    const second = expectRightId(await exchange(app, demo, { cardId: String(card.id), source: 'WEAPP' }));
    expect(second).not.toBe(first);
    const ledger = await app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, demoId));
    expect(ledger.filter((l) => l.delta < 0).map((l) => [l.delta, l.balanceAfter, l.idempotencyKey])).toEqual([
      [-100, 100, `rights-exchange:${first}`],
      [-100, 0, `rights-exchange:${second}`],
    ]);
    expect(await balanceAndLedger(app, demoId)).toMatchObject({ balance: 0, ledgerSum: 0, lowestBalanceAfter: 0 });

    // A third finds no E-value left: 17004 with HTTP 200, and nothing is written.
    const stock = (await reloadPool(app, card.id)).stockLeft;
    const body = expectCode(await exchange(app, demo, { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.EVALUE_NOT_ENOUGH);
    expect(body.message).toBe('E值不足 兑换失败');
    expect((await rightsOf(demoId)).filter((r) => r.poolId === card.id)).toHaveLength(2);
    expect((await reloadPool(app, card.id)).stockLeft).toBe(stock);
    expect(await balanceAndLedger(app, demoId)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('answers 17004 for a 5000 E-value card to a user with less, writing no right, stock or ledger row', async () => {
    const user = await newUser(app, 200);
    const card = await poolNamed(app, '年度保养权益卡');
    expect(card.eprice).toBe(5_000);
    expectCode(await exchange(app, user.token, { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.EVALUE_NOT_ENOUGH);
    expect(await rightsOf(user.userId)).toHaveLength(0);
    expect((await reloadPool(app, card.id)).stockLeft).toBe(card.stockLeft);
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 200, ledgerSum: 200 });
  });

  it('lets the owner exchange the 5000 card once, then answers the per-user limit with 40025', async () => {
    const owner = await loginAs(app, '13800000001');
    const ownerId = await userIdOf(app, '13800000001');
    const card = await poolNamed(app, '年度保养权益卡');
    const before = (await balanceAndLedger(app, ownerId)).balance;
    expectRightId(await exchange(app, owner, { cardId: String(card.id), source: 'H5' }));
    expect(await balanceAndLedger(app, ownerId)).toMatchObject({ balance: before - 5_000, ledgerSum: before - 5_000 });
    const body = expectCode(await exchange(app, owner, { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.CARD_LIMIT);
    expect(body.message).toBe(errorInfo[ErrorCode.CARD_LIMIT].message);
    expect((await balanceAndLedger(app, ownerId)).balance).toBe(before - 5_000);
  });

  it('answers a card with no stock left with 40024 and charges nothing', async () => {
    const user = await newUser(app, 1_000);
    const card = await poolNamed(app, '精致洗车卡');
    await app.ctx.db.update(rightsPools).set({ stockLeft: 0 }).where(eq(rightsPools.id, card.id));
    try {
      expectCode(await exchange(app, user.token, { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.CARD_SOLD_OUT);
      expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 1_000, ledgerSum: 1_000 });
    } finally {
      await app.ctx.db.update(rightsPools).set({ stockLeft: card.stockLeft }).where(eq(rightsPools.id, card.id));
    }
  });

  it('answers an exchange before its window with 40027 and after it with 40026', async () => {
    const clocked = await createTestApp();
    try {
      const user = await newUser(clocked, 1_000);
      const card = await poolNamed(clocked, '精致洗车卡');
      await clocked.ctx.db
        .update(rightsPools)
        .set({ validFrom: new Date(clocked.clock.now().getTime() + DAY_MS) })
        .where(eq(rightsPools.id, card.id));
      expectCode(await exchange(clocked, user.token, { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.CARD_NOT_STARTED);
      clocked.clock.advance(91 * DAY_MS);
      expectCode(await exchange(clocked, await freshToken(clocked, user.userId), { cardId: String(card.id), source: 'H5' }), 200, ErrorCode.CARD_EXPIRED);
      expect(await balanceAndLedger(clocked, user.userId)).toMatchObject({ balance: 1_000 });
    } finally {
      await clocked.close();
    }
  });

  it('answers a repeat with the same Idempotency-Key with the first right, charged once', async () => {
    const user = await newUser(app, 500);
    const card = await poolNamed(app, '精致洗车卡');
    const headers = { [Header.idempotencyKey]: 'exchange-key-1' };
    const first = expectRightId(await exchange(app, user.token, { cardId: String(card.id), source: 'H5' }, headers));
    const again = expectRightId(await exchange(app, user.token, { cardId: String(card.id), source: 'H5' }, headers));
    expect(again).toBe(first);
    expect(await balanceAndLedger(app, user.userId)).toMatchObject({ balance: 400, ledgerSum: 400 });
  });
});

describe('POST card exchange: refusals before anything is written', () => {
  let user: { userId: number; token: string };
  let cardId: string;
  beforeAll(async () => {
    user = await newUser(app, 1_000);
    cardId = String((await poolNamed(app, '精致洗车卡')).id);
  });

  it('answers a guest with 9999 and HTTP 401', async () => {
    expectCode(await exchange(app, null, { cardId, source: 'H5' }), 401, ErrorCode.SESSION_EXPIRED);
  });

  it('answers an unknown card with 40405 and a coupon pool (claimed, not exchanged) with 40405', async () => {
    expectCode(await exchange(app, user.token, { cardId: '999999', source: 'H5' }), 404, ErrorCode.CARD_NOT_FOUND);
    const coupon = await poolNamed(app, '新人专享券');
    expectCode(await exchange(app, user.token, { cardId: String(coupon.id), source: 'H5' }), 404, ErrorCode.CARD_NOT_FOUND);
    expect(await rightsOf(user.userId)).toHaveLength(0);
  });

  it.each([
    ['a non-numeric cardId', () => ({ cardId: 'abc', source: 'H5' })],
    ['a cardId of 16 digits', () => ({ cardId: '1234567890123456', source: 'H5' })],
    ['a zero cardId', () => ({ cardId: '0', source: 'H5' })],
    ['a number for the cardId', () => ({ cardId: Number(cardId), source: 'H5' })],
    ['an unknown source', () => ({ cardId, source: 'PC' })],
    ['a missing source', () => ({ cardId })],
    ['both shapes at once', () => ({ cardId, source: 'H5', accountId: '1', operateNum: 1 })],
    ['operateNum 2', () => ({ accountId: '1', operateNum: 2 })],
    ['a non-numeric accountId', () => ({ accountId: 'x1', operateNum: 1 })],
    ['an empty object', () => ({})],
    ['an extra field', () => ({ cardId, source: 'H5', eprice: 0 })],
  ])('refuses %s with 40000', async (_what, payload) => {
    expectCode(await exchange(app, user.token, payload()), 400, ErrorCode.BAD_REQUEST);
    expect(await rightsOf(user.userId)).toHaveLength(0);
  });

  it('refuses malformed JSON with 40000', async () => {
    expectCode(await exchange(app, user.token, '{"cardId":'), 400, ErrorCode.BAD_REQUEST);
  });
});

describe('POST card with accountId and operateNum 1: using a held right (§3)', () => {
  it('marks the right used and answers its id; a second use answers 40028', async () => {
    const user = await newUser(app);
    const voucher = await poolNamed(app, '精致洗车抵扣券');
    const accountId = (await claim(app, user.token, voucher)).json().result.rightsAccountId as string;
    expect(expectRightId(await exchange(app, user.token, { accountId, operateNum: 1 }))).toBe(Number(accountId));
    const [right] = await rightsOf(user.userId);
    expect(right).toMatchObject({ status: RightsStatus.unuseless });
    expect(right!.usedAt).toEqual(app.clock.now());
    const body = expectCode(await exchange(app, user.token, { accountId, operateNum: 1 }), 200, ErrorCode.RIGHT_USED);
    expect(body.message).toBe('该权益已使用');
  });

  it("answers another user's right as unknown (40406) and leaves it usable", async () => {
    const owner = await newUser(app);
    const stranger = await newUser(app);
    const voucher = await poolNamed(app, '精致洗车抵扣券');
    const accountId = (await claim(app, owner.token, voucher)).json().result.rightsAccountId as string;
    expectCode(await exchange(app, stranger.token, { accountId, operateNum: 1 }), 404, ErrorCode.RIGHT_NOT_FOUND);
    const [right] = await rightsOf(owner.userId);
    expect(right).toMatchObject({ status: RightsStatus.enable, usedAt: null });
    expectCode(await exchange(app, stranger.token, { accountId: '999999', operateNum: 1 }), 404, ErrorCode.RIGHT_NOT_FOUND);
  });

  it('answers a right past its expiry with 40029 and leaves it unused', async () => {
    const clocked = await createTestApp();
    try {
      const user = await newUser(clocked);
      const voucher = await poolNamed(clocked, '精致洗车抵扣券');
      const accountId = (await claim(clocked, user.token, voucher)).json().result.rightsAccountId as string;
      clocked.clock.advance(30 * DAY_MS);
      expectCode(await exchange(clocked, await freshToken(clocked, user.userId), { accountId, operateNum: 1 }), 200, ErrorCode.RIGHT_EXPIRED);
      const [right] = await clocked.ctx.db.select().from(userRights).where(eq(userRights.userId, user.userId));
      expect(right).toMatchObject({ status: RightsStatus.enable, usedAt: null });
    } finally {
      await clocked.close();
    }
  });

  it('answers a guest with 9999', async () => {
    expectCode(await exchange(app, null, { accountId: '1', operateNum: 1 }), 401, ErrorCode.SESSION_EXPIRED);
  });
});

describe('POST card pre-check', () => {
  function preCheck(payload: unknown) {
    return app.server.inject({
      method: 'POST',
      url: api(Paths.cardPreCheck),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  }

  it("answers the card's description for the confirm dialog", async () => {
    const card = await poolNamed(app, '年度保养权益卡');
    const res = await preCheck({ rightsBaseId: String(card.id), rightsType: 'card' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', result: card.desc });
  });

  it('answers an unknown card and a coupon pool with 40405', async () => {
    expectCode(await preCheck({ rightsBaseId: '999999', rightsType: 'card' }), 404, ErrorCode.CARD_NOT_FOUND);
    const coupon = await poolNamed(app, '新人专享券');
    expectCode(await preCheck({ rightsBaseId: String(coupon.id), rightsType: 'card' }), 404, ErrorCode.CARD_NOT_FOUND);
  });

  it.each([
    ['another rightsType', { rightsBaseId: '1', rightsType: 'coupon' }],
    ['a missing rightsType', { rightsBaseId: '1' }],
    ['a non-numeric rightsBaseId', { rightsBaseId: 'abc', rightsType: 'card' }],
    ['a number for the rightsBaseId', { rightsBaseId: 1, rightsType: 'card' }],
    ['an extra field', { rightsBaseId: '1', rightsType: 'card', x: 1 }],
  ])('refuses %s with 40000', async (_what, payload) => {
    expectCode(await preCheck(payload), 400, ErrorCode.BAD_REQUEST);
  });
});
