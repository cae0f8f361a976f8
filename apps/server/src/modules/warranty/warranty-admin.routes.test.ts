import {
  ErrorCode,
  fillPath,
  Role,
  WarrantyAdminPaths,
  WarrantyAuditAction,
  WarrantyAuditTarget,
  WarrantyClaimStatus as S,
  WarrantyFaultType as F,
  type AdminWarrantyCardDetail,
  type AdminWarrantyClaimRow,
  type WarrantyClaimStatus,
} from '@emall/contract';
import { nextWarrantyStatus } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator } from '../../test/after-sales.ts';
import { tally } from '../../test/concurrency.ts';
import { goodsDraft } from '../../test/goods-admin.ts';
import { adminSend, auditRowsOf } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { applyBody, applyClaim, claimCall, firstCard, serviceMove, warrantyOrder, type ServiceMove } from '../../test/warranty.ts';
import { userCars } from '../cars/cars.table.ts';
import { warrantyCards, warrantyClaims } from './warranty.table.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

const MOVES: ServiceMove[] = ['accept', 'schedule', 'startRepair', 'complete', 'reject'];
const EVENT: Record<ServiceMove, Parameters<typeof nextWarrantyStatus>[1]> = {
  accept: 'accept',
  schedule: 'schedule',
  startRepair: 'startRepair',
  complete: 'complete',
  reject: 'reject',
};

/** A claim of a fresh card moved by service through `moves`. */
async function claimAfter(moves: ServiceMove[], fault: F = F.noCharge, card?: { user: { userId: number; token: string }; cardId: string }) {
  const owner = card ?? (await (async () => {
    const { user } = await warrantyOrder(app);
    return { user, cardId: (await firstCard(app, user)).cardId };
  })());
  const applied = await applyClaim(app, owner.user.token, await applyBody(app, owner.cardId, { faultType: fault }));
  expect(applied.code, applied.body).toBe(0);
  for (const move of moves) expect((await serviceMove(app, op, move, applied.result.claimId)).body.code, move).toBe(0);
  return { ...owner, claimId: applied.result.claimId };
}

describe('service moves a claim to the end', () => {
  it('accepts, schedules (and moves it), starts and completes the repair: each on the timeline and audited', async () => {
    const { user, claimId } = await claimAfter([]);
    const queue = await adminSend<{ result: AdminWarrantyClaimRow[] }>(app, op, 'GET', `${WarrantyAdminPaths.claims}?status=${S.submitted}`);
    expect(queue.body.code, JSON.stringify(queue.body)).toBe(0);
    const row = queue.body.result.result.find((r) => r.claimId === claimId)!;
    expect(row.deadline).toBe(new Date(Date.parse(row.createdAt) + 24 * 3_600_000).toISOString());
    expect(row).toMatchObject({ overdue: false, statusText: '已提交', timeSlotText: '上午 09:00–12:00' });

    const accepted = await serviceMove(app, op, 'accept', claimId, { note: '已联系用户' });
    expect(accepted.body.result).toMatchObject({ status: S.accepted, actions: ['schedule', 'reject'] });
    expect(accepted.body.result.deadline).not.toBeNull();
    await serviceMove(app, op, 'schedule', claimId);
    const stores = (await adminSend<{ storeId: string }[]>(app, op, 'GET', WarrantyAdminPaths.stores)).body.result;
    const moved = await serviceMove(app, op, 'schedule', claimId, { storeId: stores.at(-1)!.storeId, appointmentAt: new Date(app.clock.now().getTime() + 86_400_000).toISOString() });
    expect(moved.body.result.appointment?.store.storeId).toBe(stores.at(-1)!.storeId);
    expect(moved.body.result).toMatchObject({ status: S.scheduled, deadline: null, actions: ['schedule', 'startRepair'] });
    await serviceMove(app, op, 'startRepair', claimId);
    const done = await serviceMove(app, op, 'complete', claimId);
    expect(done.body.result.repair).toMatchObject({ parts: ['充电枪线缆'], note: '更换充电枪线缆,测试充电正常' });
    expect(done.body.result.audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([WarrantyAuditAction.accept, WarrantyAuditAction.schedule, WarrantyAuditAction.startRepair, WarrantyAuditAction.complete]),
    );
    expect(await auditRowsOf(app, WarrantyAuditTarget.claim, claimId)).toBe(5);
    const seen = (await claimCall(app, user.token, 'claim', claimId)).result;
    expect(seen.events.map((e) => [e.statusText, e.actorText])).toEqual([
      ['已提交', '我'],
      ['已受理', '售后服务'],
      ['已预约', '售后服务'],
      ['已预约', '售后服务'],
      ['维修中', '售后服务'],
      ['已完成', '售后服务'],
    ]);
    expect(seen.events[1]!.note).toBe('已联系用户');
  });

  it('refuses every move from a status that does not allow it, writing nothing', async () => {
    const { user } = await warrantyOrder(app);
    const card = { user, cardId: (await firstCard(app, user)).cardId };
    const claims: [WarrantyClaimStatus, string][] = [
      [S.submitted, (await claimAfter([], F.noCharge, card)).claimId],
      [S.accepted, (await claimAfter(['accept'], F.chargeInterrupted, card)).claimId],
      [S.scheduled, (await claimAfter(['accept', 'schedule'], F.display, card)).claimId],
      [S.repairing, (await claimAfter(['accept', 'schedule', 'startRepair'], F.appearance, card)).claimId],
      [S.completed, (await claimAfter(['accept', 'schedule', 'startRepair', 'complete'], F.cable, card)).claimId],
      [S.rejected, (await claimAfter(['reject'], F.light, card)).claimId],
    ];
    const cancelled = await claimAfter([], F.other, card);
    await claimCall(app, user.token, 'cancel', cancelled.claimId);
    claims.push([S.cancelled, cancelled.claimId]);
    let refused = 0;
    for (const [status, id] of claims) {
      for (const move of MOVES) {
        if (nextWarrantyStatus(status, EVENT[move]) !== null) continue;
        const res = await serviceMove(app, op, move, id);
        expect(res.body.code, `${move} from ${status}`).toBe(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
        refused++;
      }
      expect((await claimCall(app, user.token, 'claim', id)).result.status).toBe(status);
    }
    expect(refused).toBe(35 - 7);
  });

  it('lets one of two concurrent accepts win', async () => {
    const { claimId } = await claimAfter([]);
    const other = await operator(app);
    const results = await Promise.all([serviceMove(app, op, 'accept', claimId), serviceMove(app, other, 'accept', claimId)]);
    expect(tally(results.map((r) => r.body.code))).toEqual({ 0: 1, [ErrorCode.WARRANTY_ACTION_NOT_ALLOWED]: 1 });
    expect(await auditRowsOf(app, WarrantyAuditTarget.claim, claimId)).toBe(1);
  });

  it('refuses a bad appointment, an unknown store or claim and malformed bodies with clear codes', async () => {
    const { claimId } = await claimAfter(['accept']);
    const store = (await applyBody(app, '1')).storeId;
    const now = app.clock.now().getTime();
    const cases: [ServiceMove, string | number, object, number][] = [
      ['schedule', claimId, { storeId: store, appointmentAt: new Date(now - 60_000).toISOString() }, ErrorCode.WARRANTY_APPOINTMENT_INVALID],
      ['schedule', claimId, { storeId: store, appointmentAt: new Date(now + 31 * 86_400_000).toISOString() }, ErrorCode.WARRANTY_APPOINTMENT_INVALID],
      ['schedule', claimId, { storeId: '999999999', appointmentAt: new Date(now + 86_400_000).toISOString() }, ErrorCode.STORE_NOT_FOUND],
      ['schedule', claimId, { storeId: store, appointmentAt: 'tomorrow' }, ErrorCode.BAD_REQUEST],
      ['schedule', claimId, { storeId: store }, ErrorCode.BAD_REQUEST],
      ['reject', claimId, { reason: '   ' }, ErrorCode.BAD_REQUEST],
      ['reject', claimId, { reason: 'x'.repeat(201) }, ErrorCode.BAD_REQUEST],
      ['accept', '999999999', {}, ErrorCode.WARRANTY_CLAIM_NOT_FOUND],
      ['accept', 'abc', {}, ErrorCode.BAD_REQUEST],
    ];
    for (const [move, id, body, code] of cases) expect((await serviceMove(app, op, move, id, body)).body.code, `${move} ${JSON.stringify(body)}`).toBe(code);
    expect((await serviceMove(app, op, 'complete', claimId, { parts: [], note: '', photos: [] })).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await claimCall(app, null, 'claim', claimId)).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('refuses anonymous callers, shoppers and 财务 (no warranty permission)', async () => {
    const { claimId } = await claimAfter([]);
    const path = fillPath(WarrantyAdminPaths.accept, { id: claimId });
    const finance = await signInOperator(app, [Role.finance]);
    expect((await adminCall(app, null, 'POST', path, {})).statusCode).toBe(401);
    const shopper = await loginAs(app, '13800007001');
    const asShopper = await app.server.inject({ method: 'POST', url: `/admin-api${path}`, headers: { 'login-token': shopper }, payload: {} });
    expect(asShopper.json().code).toBe(ErrorCode.ADMIN_NOT_SIGNED_IN);
    const res = await adminCall(app, finance, 'POST', path, {});
    expect(res.statusCode).toBe(403);
    expect((await adminCall(app, finance, 'GET', WarrantyAdminPaths.claims)).statusCode).toBe(403);
    expect((await adminCall(app, await signInOperator(app, [Role.service]), 'GET', WarrantyAdminPaths.claims)).statusCode).toBe(200);
  });

  it('finds claims by claim number, serial or VIN, and overdue ones', async () => {
    const { claimId } = await claimAfter([]);
    const detail = (await serviceMove(app, op, 'reject', claimId, { reason: '人为损坏' })).body.result;
    const find = async (q: string) => (await adminSend<{ result: AdminWarrantyClaimRow[] }>(app, op, 'GET', `${WarrantyAdminPaths.claims}?${q}`)).body.result.result.map((r) => r.claimId);
    expect(await find(`keyword=${detail.claimNo}`)).toEqual([claimId]);
    expect(await find(`keyword=${detail.card.serialNo}`)).toEqual([claimId]);
    const late = await claimAfter([]);
    // Submitted 25 hours ago: past the 24 hours to accept.
    await app.ctx.db.update(warrantyClaims).set({ createdAt: new Date(app.clock.now().getTime() - 25 * 3_600_000) }).where(eq(warrantyClaims.id, Number(late.claimId)));
    const overdue = await find('overdue=true');
    expect(overdue).toContain(late.claimId);
    expect(overdue).not.toContain(claimId);
    expect((await find(`status=${S.submitted}`))[0]).toBe(late.claimId);
  });
});

describe('cards in the console', () => {
  it('corrects a serial (audited) and transfers a car-bound card only to another of its owner’s cars', async () => {
    const { user, orderId } = await warrantyOrder(app);
    const card = await firstCard(app, user);
    const put = (kind: 'serial' | 'vin', body: object) => adminSend<AdminWarrantyCardDetail>(app, op, 'PUT', fillPath(WarrantyAdminPaths[kind], { id: card.cardId }), body);
    const fixed = await put('serial', { serialNo: 'HC11K-2026-000777', reason: '按安装单更正' });
    expect(fixed.body.result).toMatchObject({ serialNo: 'HC11K-2026-000777' });
    expect(fixed.body.result.audit[0]).toMatchObject({ action: WarrantyAuditAction.correctSerial });
    expect((await put('serial', { serialNo: '坏', reason: '更正' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    // A card of goods not bound to a car has no VIN to move.
    expect((await put('vin', { vin: 'LYC0ES9A0R1000002', reason: '换车' })).body.code).toBe(ErrorCode.WARRANTY_TRANSFER_NOT_ALLOWED);

    const [mine, other, strangers] = ['LYC0ES9A0R1000101', 'LYC0ES9A0R1000102', 'LYC0ES9A0R1000103'];
    await app.ctx.db.insert(userCars).values([
      { userId: user.userId, vin: mine!, model: 'ES9', isDefault: true },
      { userId: user.userId, vin: other!, model: 'ES7' },
    ]);
    await app.ctx.db.update(warrantyCards).set({ vin: mine }).where(eq(warrantyCards.orderId, orderId));
    const before = (await adminSend<AdminWarrantyCardDetail>(app, op, 'GET', fillPath(WarrantyAdminPaths.card, { id: card.cardId }))).body.result;
    expect(before).toMatchObject({ ownerCars: [{ vin: other, name: 'ES7' }], canTransferVin: true });
    expect((await put('vin', { vin: strangers, reason: '换车' })).body.code).toBe(ErrorCode.WARRANTY_VIN_NOT_OWNERS);
    expect((await put('vin', { vin: 'NOT-A-VIN', reason: '换车' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    const open = await applyClaim(app, user.token, await applyBody(app, card.cardId));
    expect((await put('vin', { vin: other, reason: '换车' })).body.code).toBe(ErrorCode.WARRANTY_TRANSFER_NOT_ALLOWED);
    await claimCall(app, user.token, 'cancel', open.result.claimId);
    const moved = await put('vin', { vin: other, reason: '用户置换新车' });
    expect(moved.body.result).toMatchObject({ vin: other });
    expect(await auditRowsOf(app, WarrantyAuditTarget.card, card.cardId)).toBe(2);
    const found = await adminSend<{ result: { cardId: string }[] }>(app, op, 'GET', `${WarrantyAdminPaths.cards}?keyword=${other}`);
    expect(found.body.result.result.map((c) => c.cardId)).toContain(card.cardId);
  });

  it('keeps goods warrantyMonths and warrantyCover in the goods editor, within range', async () => {
    const goodsOp = await signInOperator(app, [Role.goods]);
    const created = await adminSend<{ id: string; warrantyMonths: number; warrantyCover: string }>(app, goodsOp, 'POST', '/goods', goodsDraft({ warrantyMonths: 36, warrantyCover: '主机三年质保' }));
    expect(created.body.result).toMatchObject({ warrantyMonths: 36, warrantyCover: '主机三年质保' });
    expect((await adminSend(app, goodsOp, 'POST', '/goods', goodsDraft({ warrantyMonths: 121 }))).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});
