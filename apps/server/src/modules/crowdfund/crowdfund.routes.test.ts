import { CrowdfundStatus, ErrorCode, errorInfo, fillPath, Paths, ReservationStatus, type CrowdfundReservation, type GoodsDetail } from '@emall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, goodsIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { crowdfundReservations } from './crowdfund.table.ts';

const HOUR_MS = 3_600_000;

async function crowdfundNoOf(app: TestApp, key: string): Promise<string> {
  const [row] = await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, await goodsIdOf(app, key)));
  if (!row) throw new Error(`${key} has no crowdfund`);
  return row.crowdfundNo;
}

function reserve(app: TestApp, token: string | null, payload: unknown) {
  return call<CrowdfundReservation>(app, 'POST', Paths.crowdfundReserve, { token, payload });
}

function cancel(app: TestApp, token: string | null, payload: unknown) {
  return call<CrowdfundReservation>(app, 'POST', Paths.crowdfundReserveCancel, { token, payload });
}

function result(app: TestApp, token: string | null, productId: number | string) {
  return call<CrowdfundReservation>(app, 'GET', fillPath(Paths.crowdfundReservationResult, { id: productId }), { token });
}

let app: TestApp;
let keychain: number;
let keychainNo: string;

beforeAll(async () => {
  app = await createTestApp();
  keychain = await goodsIdOf(app, 'keychain-cf');
  keychainNo = await crowdfundNoOf(app, 'keychain-cf');
});

afterAll(() => app.close());

describe('GET /hermes/v1/crowdfund-reservation/result/productId/{id}', () => {
  it('answers a guest UnReserved (2) with the crowdfund number and no reservations yet', async () => {
    const answer = await result(app, null, keychain);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual({ crowdfundNo: keychainNo, appointmentStatus: ReservationStatus.UnReserved, reservedCount: 0 });
  });

  it('answers a goods without a crowdfund with 40408, an unknown goods with 40401, a malformed id with 40000', async () => {
    expectError(await result(app, null, await goodsIdOf(app, 'car-model')), ErrorCode.CROWDFUND_NOT_FOUND, 404);
    expectError(await result(app, null, 987_654_321), ErrorCode.GOODS_NOT_FOUND, 404);
    for (const id of ['abc', '0', '1234567890123456']) expectError(await result(app, null, id), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('reserving and cancelling a crowdfund in preheat', () => {
  it('needs a login on both (9999)', async () => {
    expectError(await reserve(app, null, { crowdfundNo: keychainNo }), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await cancel(app, null, { crowdfundNo: keychainNo }), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('reserves once however often asked, shows it to that user only, and counts it', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const first = await reserve(app, user.token, { crowdfundNo: keychainNo });
    expect(first.code, first.body).toBe(0);
    expect(first.result).toEqual({ crowdfundNo: keychainNo, appointmentStatus: ReservationStatus.Reserved, reservedCount: 1 });
    expect((await reserve(app, user.token, { crowdfundNo: keychainNo })).result).toEqual(first.result);
    expect((await result(app, user.token, keychain)).result.appointmentStatus).toBe(ReservationStatus.Reserved);
    expect((await result(app, other.token, keychain)).result).toEqual({ ...first.result, appointmentStatus: ReservationStatus.UnReserved });
    expect((await result(app, null, keychain)).result.appointmentStatus).toBe(ReservationStatus.UnReserved);

    // Another user's cancel does not touch it.
    expect((await cancel(app, other.token, { crowdfundNo: keychainNo })).result.reservedCount).toBe(1);
    expect((await result(app, user.token, keychain)).result.appointmentStatus).toBe(ReservationStatus.Reserved);

    const cancelled = await cancel(app, user.token, { crowdfundNo: keychainNo });
    expect(cancelled.result).toEqual({ crowdfundNo: keychainNo, appointmentStatus: ReservationStatus.UnReserved, reservedCount: 0 });
    expect((await cancel(app, user.token, { crowdfundNo: keychainNo })).result).toEqual(cancelled.result);

    // Reserving again makes a new active row and keeps the cancelled one as history.
    expect((await reserve(app, user.token, { crowdfundNo: keychainNo })).result.appointmentStatus).toBe(ReservationStatus.Reserved);
    const rows = await app.ctx.db.select().from(crowdfundReservations).where(eq(crowdfundReservations.userId, user.userId));
    expect(rows.map((r) => r.status).sort()).toEqual([ReservationStatus.Reserved, ReservationStatus.UnReserved]);
    expect(rows.find((r) => r.status === ReservationStatus.UnReserved)!.cancelledAt).not.toBeNull();
    await cancel(app, user.token, { crowdfundNo: keychainNo });
  });

  it('refuses a running crowdfund with 40031, HTTP 200 and a Chinese message', async () => {
    const user = await newUser(app);
    const answer = await reserve(app, user.token, { crowdfundNo: await crowdfundNoOf(app, 'powerbank') });
    expectError(answer, ErrorCode.CROWDFUND_NOT_RESERVABLE, 200);
    expect(answer.message).toBe(errorInfo[ErrorCode.CROWDFUND_NOT_RESERVABLE].message);
  });

  it('answers an unknown crowdfund number and a draft crowdfund with 40408', async () => {
    const user = await newUser(app);
    expectError(await reserve(app, user.token, { crowdfundNo: 'CF999999' }), ErrorCode.CROWDFUND_NOT_FOUND, 404);
    expectError(await cancel(app, user.token, { crowdfundNo: 'CF999999' }), ErrorCode.CROWDFUND_NOT_FOUND, 404);
    const diffuserNo = await crowdfundNoOf(app, 'diffuser');
    await app.ctx.db.update(goodsCrowdfunds).set({ status: CrowdfundStatus.Draft }).where(eq(goodsCrowdfunds.crowdfundNo, diffuserNo));
    try {
      expectError(await reserve(app, user.token, { crowdfundNo: diffuserNo }), ErrorCode.CROWDFUND_NOT_FOUND, 404);
      expectError(await result(app, user.token, await goodsIdOf(app, 'diffuser')), ErrorCode.CROWDFUND_NOT_FOUND, 404);
    } finally {
      await app.ctx.db.update(goodsCrowdfunds).set({ status: CrowdfundStatus.CrowdfundPreheat }).where(eq(goodsCrowdfunds.crowdfundNo, diffuserNo));
    }
  });

  it.each([
    ['no crowdfundNo', {}],
    ['an empty crowdfundNo', { crowdfundNo: '' }],
    ['a number', { crowdfundNo: 1 }],
    ['an over-long crowdfundNo', { crowdfundNo: 'C'.repeat(33) }],
    ['an extra field', { crowdfundNo: 'CF000010', userId: 1 }],
    ['a JSON array', ['CF000010']],
  ])('refuses %s with 40000 on both calls', async (_what, payload) => {
    const user = await newUser(app);
    expectError(await reserve(app, user.token, payload), ErrorCode.BAD_REQUEST, 400);
    expectError(await cancel(app, user.token, payload), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('reservations as the clock passes the start', () => {
  let moving: TestApp;
  beforeAll(async () => {
    moving = await createTestApp();
  });
  afterAll(() => moving.close());

  it('refuses a reservation once the preheat is over, still lets the user cancel, and the detail shows running', async () => {
    const user = await newUser(moving);
    const no = await crowdfundNoOf(moving, 'keychain-cf');
    expect((await reserve(moving, user.token, { crowdfundNo: no })).code).toBe(0);
    moving.clock.advance(6 * HOUR_MS + 1);
    const other = await newUser(moving);
    expectError(await reserve(moving, other.token, { crowdfundNo: no }), ErrorCode.CROWDFUND_NOT_RESERVABLE, 200);
    const detail = await call<GoodsDetail>(moving, 'GET', fillPath(Paths.goodsDetail, { productId: await goodsIdOf(moving, 'keychain-cf') }), {
      token: user.token,
    });
    expect(detail.result.crowdfundInfo).toMatchObject({ status: CrowdfundStatus.Crowdfunding, appointmentStatus: ReservationStatus.Reserved });
    expect((await cancel(moving, user.token, { crowdfundNo: no })).result.appointmentStatus).toBe(ReservationStatus.UnReserved);
  });
});

describe('concurrent reservations by one user', () => {
  async function activeRows(userId: number, crowdfundNo: string): Promise<number> {
    const rows = await app.ctx.db
      .select()
      .from(crowdfundReservations)
      .where(
        and(
          eq(crowdfundReservations.userId, userId),
          eq(crowdfundReservations.crowdfundNo, crowdfundNo),
          eq(crowdfundReservations.status, ReservationStatus.Reserved),
        ),
      );
    return rows.length;
  }

  it('leaves one active reservation when one user reserves 15 times at once', async () => {
    const user = await newUser(app);
    const answers = await Promise.all(Array.from({ length: 15 }, () => reserve(app, user.token, { crowdfundNo: keychainNo })));
    for (const a of answers) expect(a.result.appointmentStatus).toBe(ReservationStatus.Reserved);
    expect(await activeRows(user.userId, keychainNo)).toBe(1);
    await cancel(app, user.token, { crowdfundNo: keychainNo });
  });

  it('leaves one consistent state when reserves and cancels race: at most one active row, and the result call agrees', async () => {
    const user = await newUser(app);
    const before = (await result(app, null, keychain)).result.reservedCount;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? cancel(app, user.token, { crowdfundNo: keychainNo }) : reserve(app, user.token, { crowdfundNo: keychainNo }))),
    );
    for (const a of answers) expect(a.code, a.body).toBe(0);
    const active = await activeRows(user.userId, keychainNo);
    expect(active).toBeLessThanOrEqual(1);
    const after = await result(app, user.token, keychain);
    expect(after.result.appointmentStatus).toBe(active ? ReservationStatus.Reserved : ReservationStatus.UnReserved);
    expect(after.result.reservedCount).toBe(before + active);
  });
});
