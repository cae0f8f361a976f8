import {
  AfterSalesReason,
  AfterSalesType,
  ErrorCode,
  Paths,
  UploadType,
  WARRANTY_REPAIR_HOTLINE,
  WarrantyCardStatus,
  WarrantyClaimStatus as S,
  WarrantyFaultType,
  WarrantyPaths,
  type WarrantyCardDetail,
} from '@emall/contract';
import { addChinaDays, chinaDay, OrderEvent } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, advanceOrder, apply, casePath, operator, shopperCall } from '../../test/after-sales.ts';
import { tally } from '../../test/concurrency.ts';
import { newKey } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyBody, applyClaim, cardsOf, claimCall, firstCard, serviceMove, warrantyOrder, warrantyPhoto } from '../../test/warranty.ts';
import { findOrderById, findOrderLines } from '../orders/orders.service.ts';
import { issueWarrantyCards } from './warranty-cards.service.ts';
import { warrantyCards, warrantyClaims } from './warranty.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const cardRows = (orderId: number) => app.ctx.db.select().from(warrantyCards).where(eq(warrantyCards.orderId, orderId));

describe('warranty cards', () => {
  it('are made on sign-for, one per unit, exactly once however often sign-for runs', async () => {
    const { user, orderId } = await warrantyOrder(app, { pieces: 2, months: 12 });
    const order = (await findOrderById(app.ctx.db, orderId))!;
    // Repeated and concurrent: the unique (line, unit) leaves two cards.
    await Promise.all([0, 1, 2].map(() => app.ctx.db.transaction((tx) => issueWarrantyCards(tx, order, app.clock.now()))));
    const rows = await cardRows(orderId);
    expect(rows.map((r) => r.unitIndex).sort()).toEqual([1, 2]);
    const today = chinaDay(app.clock.now());
    const list = await cardsOf(app, user.token, `orderId=${orderId}`);
    expect(list.result.totalNum).toBe(2);
    expect(list.result.result[0]).toMatchObject({
      status: WarrantyCardStatus.active,
      statusText: '保修中',
      startDate: today,
      endDate: addChinaDays(addChinaDays(today, 365), -1),
      months: 12,
      canClaim: true,
      cannotClaimReason: '',
      orderId: String(orderId),
    });
    expect(list.result.result[0]!.cardNo).toMatch(/^WC\d{20}$/);
    expect(list.result.result[0]!.serialNo).toMatch(/^SN\d+$/);
  });

  it('are not made for goods without a warranty, nor before sign-for', async () => {
    const none = await warrantyOrder(app, { months: 0 });
    expect(await cardRows(none.orderId)).toHaveLength(0);
    const waiting = await warrantyOrder(app, { receive: false });
    await advanceOrder(app, waiting.orderId, OrderEvent.ship);
    expect(await cardRows(waiting.orderId)).toHaveLength(0);
  });

  it("answers another user's card, an unknown one and a malformed id as not found or bad request", async () => {
    const { user } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const stranger = await newUser(app);
    const get = (token: string | null, id: string) => shopperCall<WarrantyCardDetail>(app, token, 'GET', WarrantyPaths.card.replace(':id', id));
    expect((await get(user.token, card.cardId)).code).toBe(0);
    expect((await get(stranger.token, card.cardId)).code).toBe(ErrorCode.WARRANTY_CARD_NOT_FOUND);
    expect((await get(user.token, '999999999')).code).toBe(ErrorCode.WARRANTY_CARD_NOT_FOUND);
    expect((await get(user.token, 'abc')).code).toBe(ErrorCode.BAD_REQUEST);
    expect((await get(null, card.cardId)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await cardsOf(app, stranger.token)).result.totalNum).toBe(0);
    expect((await cardsOf(app, user.token, 'orderId=x')).code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('applying for a claim', () => {
  it('opens a submitted claim with its timeline; the same key answers it again, also when sent twice at once', async () => {
    const { user } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const photo = await warrantyPhoto(app, user.userId);
    const body = await applyBody(app, card.cardId, { photos: [photo] });
    const key = newKey();
    const [a, b] = await Promise.all([applyClaim(app, user.token, body, key), applyClaim(app, user.token, body, key)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.result.claimId).toBe(b.result.claimId);
    expect(a.result).toMatchObject({ status: S.submitted, statusText: '已提交', photos: [photo], video: null, canCancel: true, canRate: false });
    expect(a.result.claimNo).toMatch(/^WR\d{20}$/);
    expect(a.result.timeline.map((s) => [s.text, s.done])).toEqual([['已提交', true], ['已受理', false], ['已预约', false], ['维修中', false], ['已完成', false]]);
    expect(a.result.events).toHaveLength(1);
    const again = await applyClaim(app, user.token, body, key);
    expect(again.result.claimId).toBe(a.result.claimId);
    expect(await app.ctx.db.select().from(warrantyClaims).where(eq(warrantyClaims.cardId, Number(card.cardId)))).toHaveLength(1);
    const detail = await shopperCall<WarrantyCardDetail>(app, user.token, 'GET', WarrantyPaths.card.replace(':id', card.cardId));
    expect(detail.result.openFaultTypes).toEqual([WarrantyFaultType.noCharge]);
    expect(detail.result.claims.map((c) => c.claimId)).toEqual([a.result.claimId]);
  });

  it('keeps one open claim per fault: a second one (another key, even at once) is refused, another fault is not', async () => {
    const { user } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const body = await applyBody(app, card.cardId);
    const codes = (await Promise.all([applyClaim(app, user.token, body), applyClaim(app, user.token, body)])).map((r) => r.code);
    expect(tally(codes)).toEqual({ 0: 1, [ErrorCode.WARRANTY_CLAIM_OPEN]: 1 });
    expect((await applyClaim(app, user.token, { ...body, faultType: WarrantyFaultType.cable })).code).toBe(0);
  });

  it('refuses a card out of its period with the paid-repair hotline', async () => {
    const { user, orderId } = await warrantyOrder(app, { months: 1 });
    const card = await firstCard(app, user);
    // The period ended yesterday (China date): as if the month had passed.
    const yesterday = addChinaDays(chinaDay(app.clock.now()), -1);
    await app.ctx.db.update(warrantyCards).set({ endDate: yesterday }).where(eq(warrantyCards.orderId, orderId));
    const listed = await firstCard(app, user);
    expect(listed).toMatchObject({ status: WarrantyCardStatus.expired, statusText: '已过保', daysLeft: 0, canClaim: false });
    expect(listed.cannotClaimReason).toContain(WARRANTY_REPAIR_HOTLINE);
    const res = await applyClaim(app, user.token, await applyBody(app, card.cardId));
    expect(res.code).toBe(ErrorCode.WARRANTY_OUT_OF_PERIOD);
    expect(res.message).toContain(WARRANTY_REPAIR_HOTLINE);
  });

  it("refuses another user's card as not found, and bad input with a clear code, writing nothing", async () => {
    const { user } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const stranger = await newUser(app);
    const body = await applyBody(app, card.cardId);
    const today = chinaDay(app.clock.now());
    const strangersPhoto = await warrantyPhoto(app, stranger.userId);
    const reviewPhoto = await warrantyPhoto(app, user.userId, UploadType.comment);
    const video = await warrantyPhoto(app, user.userId, UploadType.warrantyVideo);
    const photo = await warrantyPhoto(app, user.userId);
    const cases: [unknown, number][] = [
      [body, ErrorCode.WARRANTY_CARD_NOT_FOUND],
      [{ ...body, cardId: '999999999' }, ErrorCode.WARRANTY_CARD_NOT_FOUND],
      [{ ...body, cardId: 'x1' }, ErrorCode.BAD_REQUEST],
      [{ ...body, description: '坏了' }, ErrorCode.BAD_REQUEST],
      [{ ...body, faultType: 'exploded' }, ErrorCode.BAD_REQUEST],
      [{ ...body, timeSlot: 3 }, ErrorCode.BAD_REQUEST],
      [{ ...body, preferredDate: today }, ErrorCode.WARRANTY_DATE_INVALID],
      [{ ...body, preferredDate: addChinaDays(today, 31) }, ErrorCode.WARRANTY_DATE_INVALID],
      [{ ...body, preferredDate: '2026-02-30' }, ErrorCode.WARRANTY_DATE_INVALID],
      [{ ...body, contactPhone: '12345' }, ErrorCode.PHONE_INVALID],
      [{ ...body, storeId: '999999999' }, ErrorCode.STORE_NOT_FOUND],
      [{ ...body, photos: [strangersPhoto] }, ErrorCode.WARRANTY_MEDIA_INVALID],
      [{ ...body, photos: [reviewPhoto] }, ErrorCode.WARRANTY_MEDIA_INVALID],
      [{ ...body, photos: [photo], video }, ErrorCode.WARRANTY_MEDIA_INVALID],
      [{ ...body, photos: Array(7).fill(photo) }, ErrorCode.BAD_REQUEST],
      [{ cardId: card.cardId }, ErrorCode.BAD_REQUEST],
      ['not json', ErrorCode.BAD_REQUEST],
    ];
    for (const [i, [payload, code]] of cases.entries()) {
      const res = await applyClaim(app, i === 0 ? stranger.token : user.token, payload);
      expect(res.code, `${i}: ${res.body}`).toBe(code);
      expect(res.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await applyClaim(app, null, body)).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect(await app.ctx.db.select().from(warrantyClaims).where(eq(warrantyClaims.cardId, Number(card.cardId)))).toHaveLength(0);
    // A video alone is taken.
    expect((await applyClaim(app, user.token, { ...body, video })).result).toMatchObject({ video, photos: [] });
  });
});

describe('the shopper’s moves', () => {
  it('cancels only before scheduling, rates only a completed claim and only once', async () => {
    const { user } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const op = await operator(app);
    const first = (await applyClaim(app, user.token, await applyBody(app, card.cardId))).result;
    expect((await claimCall(app, user.token, 'rate', first.claimId, { score: 5, comment: '' })).code).toBe(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
    const cancelled = await claimCall(app, user.token, 'cancel', first.claimId);
    expect(cancelled.result).toMatchObject({ status: S.cancelled, canCancel: false });
    expect((await claimCall(app, user.token, 'cancel', first.claimId)).code).toBe(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);

    const claim = (await applyClaim(app, user.token, await applyBody(app, card.cardId))).result;
    for (const move of ['accept', 'schedule'] as const) expect((await serviceMove(app, op, move, claim.claimId)).body.code).toBe(0);
    expect((await claimCall(app, user.token, 'cancel', claim.claimId)).code).toBe(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
    const seen = (await claimCall(app, user.token, 'claim', claim.claimId)).result;
    expect(seen.appointment?.store.storeName).toBeTruthy();
    for (const move of ['startRepair', 'complete'] as const) expect((await serviceMove(app, op, move, claim.claimId)).body.code).toBe(0);
    const stranger = await newUser(app);
    expect((await claimCall(app, stranger.token, 'rate', claim.claimId, { score: 5, comment: '' })).code).toBe(ErrorCode.WARRANTY_CLAIM_NOT_FOUND);
    expect((await claimCall(app, user.token, 'rate', claim.claimId, { score: 6, comment: '' })).code).toBe(ErrorCode.BAD_REQUEST);
    expect((await claimCall(app, user.token, 'rate', claim.claimId, { score: 0, comment: '' })).code).toBe(ErrorCode.BAD_REQUEST);
    expect((await claimCall(app, user.token, 'rate', claim.claimId, { score: 4, comment: 'x'.repeat(201) })).code).toBe(ErrorCode.BAD_REQUEST);
    const rated = await claimCall(app, user.token, 'rate', claim.claimId, { score: 5, comment: '上门及时,修好了' });
    expect(rated.result).toMatchObject({ status: S.completed, canRate: false, rating: { score: 5, comment: '上门及时,修好了' } });
    expect(rated.result.repair).toMatchObject({ parts: ['充电枪线缆'] });
    expect(rated.result.timeline.every((s) => s.done && s.at !== null)).toBe(true);
    expect((await claimCall(app, user.token, 'rate', claim.claimId, { score: 1, comment: '' })).code).toBe(ErrorCode.WARRANTY_ALREADY_RATED);
    expect((await claimCall(app, stranger.token, 'claim', claim.claimId)).code).toBe(ErrorCode.WARRANTY_CLAIM_NOT_FOUND);
  });
});

describe('a refund voids cards', () => {
  it('voids as many cards of the line as units refunded, those without an open claim first, and refuses claims on them', async () => {
    const { user, orderId } = await warrantyOrder(app, { pieces: 2 });
    const cards = (await cardsOf(app, user.token, `orderId=${orderId}`)).result.result;
    const claimed = cards[0]!;
    const open = (await applyClaim(app, user.token, await applyBody(app, claimed.cardId))).result;
    const lineId = claimed.lineId;
    const asked = await apply(app, user.token, { orderId, type: AfterSalesType.returnRefund, reason: AfterSalesReason.quality, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
    expect(asked.code, asked.body).toBe(0);
    const op = await operator(app);
    const id = asked.result.id;
    expect((await act(app, op, 'approve', id)).body.code).toBe(0);
    const shipped = await shopperCall(app, user.token, 'POST', casePath(Paths.afterSalesReturnShipment, id), { expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
    expect(shipped.code, shipped.body).toBe(0);
    expect((await act(app, op, 'receive', id, { note: '完好' })).body.code).toBe(0);
    expect((await act(app, op, 'refund', id)).body.code).toBe(0);

    const after = (await cardsOf(app, user.token, `orderId=${orderId}`)).result.result;
    const byId = new Map(after.map((c) => [c.cardId, c]));
    expect(byId.get(claimed.cardId)!.status).toBe(WarrantyCardStatus.active);
    const voided = after.find((c) => c.cardId !== claimed.cardId)!;
    expect(voided).toMatchObject({ status: WarrantyCardStatus.voided, statusText: '已作废', canClaim: false });
    expect((await claimCall(app, user.token, 'claim', open.claimId)).result.status).toBe(S.submitted);
    expect((await applyClaim(app, user.token, await applyBody(app, voided.cardId))).code).toBe(ErrorCode.WARRANTY_CARD_VOIDED);
  });

  it('makes cards only for the units left when some were refunded before sign-for', async () => {
    const { user, orderId } = await warrantyOrder(app, { pieces: 2, receive: false });
    const lineId = (await findOrderLines(app.ctx.db, orderId))[0]!.id;
    const asked = await apply(app, user.token, { orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
    expect(asked.code, asked.body).toBe(0);
    const op = await operator(app);
    expect((await act(app, op, 'approve', asked.result.id)).body.code).toBe(0);
    expect((await act(app, op, 'refund', asked.result.id)).body.code).toBe(0);
    await advanceOrder(app, orderId, OrderEvent.ship, OrderEvent.receive);
    expect(await cardRows(orderId)).toHaveLength(1);
  });
});
