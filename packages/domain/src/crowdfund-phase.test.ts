import { ActivityType, CrowdfundStatus, CrowdfundTargetType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { crowdfundPhaseAt, crowdfundRaisedPercent, crowdfundStatusAt, isActivityOver, isCrowdfundClosed, type CrowdfundFacts } from './crowdfund.ts';

const START = Date.UTC(2026, 11, 1);
const END = Date.UTC(2026, 11, 31);
const cf = (over: Partial<CrowdfundFacts> = {}): CrowdfundFacts => ({
  status: CrowdfundStatus.Crowdfunding,
  startAt: new Date(START),
  endAt: new Date(END),
  targetType: CrowdfundTargetType.Amount,
  targetValue: 100_000,
  currentAmountFen: 50_000,
  currentQuantity: 3,
  ...over,
});
const crowdfundGoods = { activityType: ActivityType.CROWDFUNDING };

describe('crowdfundRaisedPercent', () => {
  it('counts the amount of an amount target and the pieces of a pieces target', () => {
    expect(crowdfundRaisedPercent(cf())).toBe(50);
    expect(crowdfundRaisedPercent(cf({ targetType: CrowdfundTargetType.Pieces, targetValue: 4 }))).toBe(75);
  });
});

describe('crowdfundStatusAt', () => {
  it('keeps a draft or an off crowdfund as stored, whatever the clock', () => {
    expect(crowdfundStatusAt(cf({ status: CrowdfundStatus.Draft }), START + 1)).toBe(CrowdfundStatus.Draft);
    expect(crowdfundStatusAt(cf({ status: CrowdfundStatus.Off }), START + 1)).toBe(CrowdfundStatus.Off);
  });

  it('is preheat until the start, running from the start until the end (exclusive)', () => {
    expect(crowdfundStatusAt(cf(), START - 1)).toBe(CrowdfundStatus.CrowdfundPreheat);
    expect(crowdfundStatusAt(cf(), START)).toBe(CrowdfundStatus.Crowdfunding);
    expect(crowdfundStatusAt(cf(), END - 1)).toBe(CrowdfundStatus.Crowdfunding);
  });

  it('settles at the end: success at 100 percent exactly, fail below', () => {
    expect(crowdfundStatusAt(cf({ currentAmountFen: 100_000 }), END)).toBe(CrowdfundStatus.CrowdfundSuccess);
    expect(crowdfundStatusAt(cf({ currentAmountFen: 99_999 }), END)).toBe(CrowdfundStatus.CrowdfundFail);
  });
});

describe('crowdfundPhaseAt and isActivityOver (cartable and buyable now)', () => {
  it('has no phase for a goods that is no crowdfund, or has no crowdfund row', () => {
    expect(crowdfundPhaseAt({ activityType: ActivityType.COMMON }, cf(), START - 1)).toBe('none');
    expect(crowdfundPhaseAt(crowdfundGoods, null, START - 1)).toBe('none');
    expect(isActivityOver({ activityType: ActivityType.COMMON }, cf(), END + 1)).toBe(false);
  });

  it('is open only while the crowdfund runs', () => {
    expect(crowdfundPhaseAt(crowdfundGoods, cf(), START - 1)).toBe('preheat');
    expect(isActivityOver(crowdfundGoods, cf(), START - 1)).toBe(true);
    expect(crowdfundPhaseAt(crowdfundGoods, cf(), START)).toBe('running');
    expect(isActivityOver(crowdfundGoods, cf(), START)).toBe(false);
    expect(crowdfundPhaseAt(crowdfundGoods, cf(), END)).toBe('ended');
    expect(isActivityOver(crowdfundGoods, cf(), END)).toBe(true);
  });

  it('holds a draft back as not started and an off crowdfund as ended', () => {
    expect(crowdfundPhaseAt(crowdfundGoods, cf({ status: CrowdfundStatus.Draft }), START + 1)).toBe('preheat');
    expect(crowdfundPhaseAt(crowdfundGoods, cf({ status: CrowdfundStatus.Off }), START + 1)).toBe('ended');
    expect(isActivityOver(crowdfundGoods, cf({ status: CrowdfundStatus.Off }), START + 1)).toBe(true);
  });

  it('closes the preheat and ended phases only', () => {
    expect(isCrowdfundClosed('none')).toBe(false);
    expect(isCrowdfundClosed('running')).toBe(false);
    expect(isCrowdfundClosed('preheat')).toBe(true);
    expect(isCrowdfundClosed('ended')).toBe(true);
  });
});
