import { CrowdfundStatus, CrowdfundTargetType, ErrorCode } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { crowdfundStatusAt, type CrowdfundFacts } from './crowdfund.ts';
import { crowdfundOutcomeOf, crowdfundRefundKey, isCrowdfundDueForSettlement, judgeCrowdfundEnd } from './crowdfund-settlement.ts';

const START = Date.UTC(2026, 11, 1);
const END = Date.UTC(2026, 11, 31);
const cf = (over: Partial<CrowdfundFacts> = {}): CrowdfundFacts => ({
  status: CrowdfundStatus.CrowdfundPreheat,
  startAt: new Date(START),
  endAt: new Date(END),
  targetType: CrowdfundTargetType.Amount,
  targetValue: 100_000,
  currentAmountFen: 99_999,
  currentQuantity: 3,
  ...over,
});

describe('crowdfundOutcomeOf', () => {
  it('succeeds from the target on, to the fen, in the amount of an amount target', () => {
    expect(crowdfundOutcomeOf(cf())).toBe(CrowdfundStatus.CrowdfundFail);
    expect(crowdfundOutcomeOf(cf({ currentAmountFen: 100_000 }))).toBe(CrowdfundStatus.CrowdfundSuccess);
    expect(crowdfundOutcomeOf(cf({ currentAmountFen: 250_000 }))).toBe(CrowdfundStatus.CrowdfundSuccess);
  });

  it('counts the pieces of a piece target, whatever the amount', () => {
    const pieces = { targetType: CrowdfundTargetType.Pieces, targetValue: 4, currentAmountFen: 10_000_000 };
    expect(crowdfundOutcomeOf(cf({ ...pieces, currentQuantity: 3 }))).toBe(CrowdfundStatus.CrowdfundFail);
    expect(crowdfundOutcomeOf(cf({ ...pieces, currentQuantity: 4 }))).toBe(CrowdfundStatus.CrowdfundSuccess);
  });

  it('fails a campaign nothing was raised for', () => {
    expect(crowdfundOutcomeOf(cf({ currentAmountFen: 0 }))).toBe(CrowdfundStatus.CrowdfundFail);
  });
});

describe('isCrowdfundDueForSettlement', () => {
  it('is due from its end on, published or taken off, never as a draft', () => {
    expect(isCrowdfundDueForSettlement(cf(), END - 1)).toBe(false);
    expect(isCrowdfundDueForSettlement(cf(), END)).toBe(true);
    expect(isCrowdfundDueForSettlement(cf({ status: CrowdfundStatus.Crowdfunding }), END + 1)).toBe(true);
    expect(isCrowdfundDueForSettlement(cf({ status: CrowdfundStatus.Off }), END + 1)).toBe(true);
    expect(isCrowdfundDueForSettlement(cf({ status: CrowdfundStatus.Draft }), END + 1)).toBe(false);
  });
});

describe('judgeCrowdfundEnd', () => {
  it('ends a running crowdfund now', () => {
    expect(judgeCrowdfundEnd(cf(), START + 5)).toEqual({ ok: true, value: { endAt: new Date(START + 5) } });
  });

  it('keeps the end of one already past it', () => {
    expect(judgeCrowdfundEnd(cf(), END + 5)).toEqual({ ok: true, value: { endAt: new Date(END) } });
  });

  it('refuses a draft and a crowdfund in preheat', () => {
    expect(judgeCrowdfundEnd(cf(), START - 1)).toEqual({ ok: false, code: ErrorCode.CROWDFUND_NOT_STARTED });
    expect(judgeCrowdfundEnd(cf({ status: CrowdfundStatus.Draft }), START + 5)).toEqual({ ok: false, code: ErrorCode.CROWDFUND_NOT_STARTED });
  });
});

describe('the settled outcome', () => {
  it('is the status from then on, whatever refunds did to the figures since', () => {
    const settled = cf({ currentAmountFen: 0, outcome: CrowdfundStatus.CrowdfundSuccess });
    expect(crowdfundStatusAt(settled, END + 1)).toBe(CrowdfundStatus.CrowdfundSuccess);
    expect(crowdfundStatusAt(cf({ currentAmountFen: 500_000, outcome: CrowdfundStatus.CrowdfundFail }), END + 1)).toBe(CrowdfundStatus.CrowdfundFail);
    // Before it is recorded, the figures decide as before; a draft or off one stays as stored.
    expect(crowdfundStatusAt(cf({ outcome: null }), END + 1)).toBe(CrowdfundStatus.CrowdfundFail);
    expect(crowdfundStatusAt(cf({ status: CrowdfundStatus.Off, outcome: CrowdfundStatus.CrowdfundFail }), END + 1)).toBe(CrowdfundStatus.Off);
  });
});

describe('crowdfundRefundKey', () => {
  it('names the crowdfund and the order, so each order of each crowdfund has one', () => {
    expect(crowdfundRefundKey('CF000042', 7)).toBe('crowdfund-fail:CF000042:7');
    expect(crowdfundRefundKey('CF000042', 7)).not.toBe(crowdfundRefundKey('CF000043', 7));
  });
});
