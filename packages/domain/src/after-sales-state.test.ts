import { AfterSalesEvent, AfterSalesStatus as S, AfterSalesStatusText, AfterSalesStep, AfterSalesType, type AfterSalesStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  afterSalesStatusesAllowing,
  afterSalesTimeline,
  afterSalesTimeout,
  holdsShipment,
  isFinalAfterSalesStatus,
  isOpenAfterSalesStatus,
  nextAfterSalesStatus,
} from './after-sales-state.ts';

const statuses = Object.values(S);
const events = Object.values(AfterSalesEvent);
const { refundOnly, returnRefund } = AfterSalesType;

/** Every move each type allows, written out by hand: everything else must be refused. */
const allowed: Record<AfterSalesType, [AfterSalesStatus, AfterSalesEvent, AfterSalesStatus][]> = {
  [refundOnly]: [
    [S.applied, 'approve', S.approved],
    [S.applied, 'reject', S.rejected],
    [S.applied, 'cancel', S.cancelled],
    [S.approved, 'refund', S.refunding],
    [S.approved, 'reject', S.rejected],
    [S.approved, 'cancel', S.cancelled],
    [S.refunding, 'refunded', S.completed],
  ],
  [returnRefund]: [
    [S.applied, 'approve', S.approved],
    [S.applied, 'reject', S.rejected],
    [S.applied, 'cancel', S.cancelled],
    [S.approved, 'ship', S.returned],
    [S.approved, 'cancel', S.cancelled],
    [S.approved, 'expire', S.closed],
    [S.returned, 'receive', S.received],
    [S.returned, 'reject', S.rejected],
    [S.received, 'refund', S.refunding],
    [S.refunding, 'refunded', S.completed],
  ],
};

describe('after-sales case machine', () => {
  it('allows exactly the listed moves and refuses every event from every other status', () => {
    for (const type of [refundOnly, returnRefund]) {
      for (const status of statuses) {
        for (const event of events) {
          const move = allowed[type].find(([from, on]) => from === status && on === event);
          expect(nextAfterSalesStatus(type, status, event), `${type} ${status} ${event}`).toBe(move ? move[2] : null);
        }
      }
    }
  });

  it('never refunds a return before it came back, nor ships a refund-only case', () => {
    expect(nextAfterSalesStatus(returnRefund, S.approved, AfterSalesEvent.refund)).toBeNull();
    expect(nextAfterSalesStatus(returnRefund, S.returned, AfterSalesEvent.refund)).toBeNull();
    expect(nextAfterSalesStatus(refundOnly, S.approved, AfterSalesEvent.ship)).toBeNull();
    expect(nextAfterSalesStatus(refundOnly, S.completed, AfterSalesEvent.refund)).toBeNull();
  });

  it('names the statuses an event starts from, for conditional updates', () => {
    expect(afterSalesStatusesAllowing(AfterSalesEvent.refund)).toEqual([S.approved, S.received]);
    expect(afterSalesStatusesAllowing(AfterSalesEvent.cancel)).toEqual([S.applied, S.approved]);
    expect(afterSalesStatusesAllowing(AfterSalesEvent.refunded)).toEqual([S.refunding]);
  });

  it('ends in completed, rejected, cancelled and closed; only those free the pieces that did not go back', () => {
    expect(statuses.filter((s) => isFinalAfterSalesStatus(refundOnly, s)).sort()).toEqual([S.completed, S.rejected, S.cancelled].sort());
    expect(statuses.filter((s) => isFinalAfterSalesStatus(returnRefund, s)).sort()).toEqual([S.completed, S.rejected, S.cancelled, S.closed].sort());
    expect(statuses.filter((s) => !isOpenAfterSalesStatus(s)).sort()).toEqual([S.rejected, S.cancelled, S.closed].sort());
    for (const s of statuses) expect(AfterSalesStatusText[s]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('approves a case left undecided 48 hours and closes a return not shipped in 7 days', () => {
    expect(afterSalesTimeout(refundOnly, S.applied, 0)).toEqual({ event: AfterSalesEvent.approve, atMs: 48 * 3_600_000 });
    expect(afterSalesTimeout(returnRefund, S.applied, 0, { decisionHours: 24 })).toEqual({ event: AfterSalesEvent.approve, atMs: 24 * 3_600_000 });
    expect(afterSalesTimeout(returnRefund, S.approved, 10)).toEqual({ event: AfterSalesEvent.expire, atMs: 10 + 7 * 86_400_000 });
    expect(afterSalesTimeout(refundOnly, S.approved, 10)).toBeNull();
    expect(afterSalesTimeout(returnRefund, S.returned, 10)).toBeNull();
  });

  it('draws the timeline of each type up to where the case is', () => {
    const done = (type: AfterSalesType, status: AfterSalesStatus) => afterSalesTimeline(type, status).map((s) => `${s.step}${s.done ? '+' : ''}`);
    expect(done(refundOnly, S.approved)).toEqual(['apply+', 'review+', 'refund', 'complete']);
    expect(done(returnRefund, S.returned)).toEqual(['apply+', 'review+', 'returnShip+', 'returnReceive', 'refund', 'complete']);
    expect(afterSalesTimeline(returnRefund, S.completed).every((s) => s.done)).toBe(true);
    expect(afterSalesTimeline(returnRefund, S.cancelled).filter((s) => s.done).map((s) => s.step)).toEqual([AfterSalesStep.apply]);
  });

  it('holds the shipment only for a 仅退款 asked before shipping, while it waits for the decision or the refund', () => {
    const holding = statuses.filter((status) => holdsShipment(refundOnly, status, true));
    expect(holding).toEqual([S.applied, S.approved]);
    for (const status of statuses) {
      expect(holdsShipment(refundOnly, status, false)).toBe(false);
      expect(holdsShipment(returnRefund, status, true)).toBe(false);
    }
  });
});
