import { WarrantyCardStatus, WarrantyClaimStatus as S, WarrantyEvent as E, WarrantyRefusal, type WarrantyClaimStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  addChinaDays,
  chinaDay,
  chooseCardsToVoid,
  isAppointmentAllowed,
  isOpenWarrantyStatus,
  isPreferredDateAllowed,
  nextWarrantyStatus,
  vinTransferRefusal,
  warrantyCardStanding,
  warrantyDeadline,
  warrantyEndDate,
  warrantyServiceMoves,
  warrantyTimeline,
} from './warranty.ts';

const ALL: WarrantyClaimStatus[] = Object.values(S);

describe('the warranty claim machine', () => {
  it('walks 已提交 → 已受理 → 已预约 → 维修中 → 已完成', () => {
    expect(nextWarrantyStatus(S.submitted, E.accept)).toBe(S.accepted);
    expect(nextWarrantyStatus(S.accepted, E.schedule)).toBe(S.scheduled);
    expect(nextWarrantyStatus(S.scheduled, E.schedule)).toBe(S.scheduled);
    expect(nextWarrantyStatus(S.scheduled, E.startRepair)).toBe(S.repairing);
    expect(nextWarrantyStatus(S.repairing, E.complete)).toBe(S.completed);
  });

  it('allows each move only from its statuses', () => {
    const from: Record<string, WarrantyClaimStatus[]> = {
      [E.accept]: [S.submitted],
      [E.schedule]: [S.accepted, S.scheduled],
      [E.startRepair]: [S.scheduled],
      [E.complete]: [S.repairing],
      [E.reject]: [S.submitted, S.accepted],
      [E.cancel]: [S.submitted, S.accepted],
      [E.void]: [S.submitted, S.accepted, S.scheduled, S.repairing],
    };
    for (const event of Object.values(E)) {
      for (const status of ALL) expect(nextWarrantyStatus(status, event) !== null, `${event} from ${status}`).toBe(from[event]!.includes(status));
    }
  });

  it('counts submitted to repairing as open, and offers service only its moves', () => {
    expect(ALL.filter(isOpenWarrantyStatus)).toEqual([S.submitted, S.accepted, S.scheduled, S.repairing]);
    expect(warrantyServiceMoves(S.submitted)).toEqual([E.accept, E.reject]);
    expect(warrantyServiceMoves(S.scheduled)).toEqual([E.schedule, E.startRepair]);
    expect(warrantyServiceMoves(S.completed)).toEqual([]);
  });

  it('marks the timeline steps reached', () => {
    expect(warrantyTimeline(new Set([S.submitted, S.accepted, S.rejected]))).toEqual([
      { status: S.submitted, done: true },
      { status: S.accepted, done: true },
      { status: S.scheduled, done: false },
      { status: S.repairing, done: false },
      { status: S.completed, done: false },
    ]);
  });

  it('gives 24 h to accept and 48 h from acceptance to schedule', () => {
    const submitted = new Date('2026-11-27T02:00:00Z');
    const accepted = new Date('2026-11-27T10:00:00Z');
    expect(warrantyDeadline(S.submitted, submitted, null)?.toISOString()).toBe('2026-11-28T02:00:00.000Z');
    expect(warrantyDeadline(S.accepted, submitted, accepted)?.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(warrantyDeadline(S.scheduled, submitted, accepted)).toBeNull();
  });
});

describe('the warranty period', () => {
  it('ends the day before the same date months later, clamped to a short month', () => {
    expect(warrantyEndDate('2026-11-27', 36)).toBe('2029-11-26');
    expect(warrantyEndDate('2026-01-01', 12)).toBe('2026-12-31');
    expect(warrantyEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(warrantyEndDate('2027-12-31', 2)).toBe('2028-02-29');
    expect(warrantyEndDate('2026-03-15', 12)).toBe('2027-03-14');
  });

  it('reads China dates and moves by days across months and years', () => {
    expect(chinaDay(new Date('2026-11-27T16:30:00Z'))).toBe('2026-11-28');
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days left inclusive of the end date, then expires; voided wins', () => {
    const card = { endDate: '2026-12-01', voided: false };
    expect(warrantyCardStanding(card, '2026-11-27')).toEqual({ status: WarrantyCardStatus.active, daysLeft: 5, refusal: null });
    expect(warrantyCardStanding(card, '2026-12-01')).toEqual({ status: WarrantyCardStatus.active, daysLeft: 1, refusal: null });
    expect(warrantyCardStanding(card, '2026-12-02')).toEqual({ status: WarrantyCardStatus.expired, daysLeft: 0, refusal: WarrantyRefusal.expired });
    expect(warrantyCardStanding({ ...card, voided: true }, '2026-11-27')).toEqual({ status: WarrantyCardStatus.voided, daysLeft: 0, refusal: WarrantyRefusal.voided });
  });

  it('takes a preferred date from tomorrow to 30 days ahead, real days only', () => {
    expect(isPreferredDateAllowed('2026-11-27', '2026-11-27')).toBe(false);
    expect(isPreferredDateAllowed('2026-11-28', '2026-11-27')).toBe(true);
    expect(isPreferredDateAllowed('2026-12-27', '2026-11-27')).toBe(true);
    expect(isPreferredDateAllowed('2026-12-28', '2026-11-27')).toBe(false);
    expect(isPreferredDateAllowed('2026-02-30', '2026-02-01')).toBe(false);
    expect(isPreferredDateAllowed('2026-11-20', '2026-11-27')).toBe(false);
  });

  it('takes an appointment after now and within 30 days', () => {
    const now = Date.parse('2026-11-27T02:00:00Z');
    expect(isAppointmentAllowed(now, now)).toBe(false);
    expect(isAppointmentAllowed(now + 60_000, now)).toBe(true);
    expect(isAppointmentAllowed(now + 31 * 86_400_000, now)).toBe(false);
    expect(isAppointmentAllowed(Number.NaN, now)).toBe(false);
  });
});

describe('voiding and transferring cards', () => {
  const cards = [
    { id: 1, unitIndex: 1, voided: false, hasOpenClaim: false },
    { id: 2, unitIndex: 2, voided: false, hasOpenClaim: true },
    { id: 3, unitIndex: 3, voided: false, hasOpenClaim: false },
    { id: 4, unitIndex: 4, voided: true, hasOpenClaim: false },
  ];

  it('voids cards without an open claim first, latest unit first, never one twice', () => {
    expect(chooseCardsToVoid(cards, 1)).toEqual([3]);
    expect(chooseCardsToVoid(cards, 2)).toEqual([3, 1]);
    expect(chooseCardsToVoid(cards, 3)).toEqual([3, 1, 2]);
    expect(chooseCardsToVoid(cards, 9)).toEqual([3, 1, 2]);
    expect(chooseCardsToVoid(cards, 0)).toEqual([]);
  });

  it("moves an active car-bound card with no open claim to another of its owner's cars only", () => {
    const card = { vin: 'LNBSCB3F5KX000001', status: WarrantyCardStatus.active, hasOpenClaim: false };
    const mine = ['LNBSCB3F5KX000001', 'LNBSCB3F5KX000002'];
    expect(vinTransferRefusal(card, 'LNBSCB3F5KX000002', mine)).toBeNull();
    expect(vinTransferRefusal(card, 'LNBSCB3F5KX000003', mine)).toBe('notOwners');
    expect(vinTransferRefusal(card, 'LNBSCB3F5KX000001', mine)).toBe('notAllowed');
    expect(vinTransferRefusal({ ...card, vin: null }, 'LNBSCB3F5KX000002', mine)).toBe('notAllowed');
    expect(vinTransferRefusal({ ...card, hasOpenClaim: true }, 'LNBSCB3F5KX000002', mine)).toBe('notAllowed');
    expect(vinTransferRefusal({ ...card, status: WarrantyCardStatus.expired }, 'LNBSCB3F5KX000002', mine)).toBe('notAllowed');
    expect(vinTransferRefusal({ ...card, status: WarrantyCardStatus.voided }, 'LNBSCB3F5KX000002', mine)).toBe('notAllowed');
  });
});
