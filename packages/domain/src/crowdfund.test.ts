import { CrowdfundStatus, CrowdfundTargetType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  crowdfundCountdown,
  crowdfundDisplayStatus,
  crowdfundPreheatLabel,
  crowdfundProgressPercent,
  footerCrowdfundState,
  formatCrowdfundTarget,
  progressBarPercent,
} from './crowdfund.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('crowdfundDisplayStatus', () => {
  const start = 1_000_000;
  const end = start + 10 * DAY;

  it('stays preheat before the start', () => {
    expect(crowdfundDisplayStatus(CrowdfundStatus.CrowdfundPreheat, start, end, start - 1)).toBe('preheat');
  });

  it('switches preheat to crowdfunding once the start is reached', () => {
    expect(crowdfundDisplayStatus(CrowdfundStatus.CrowdfundPreheat, start, end, start)).toBe('crowdfunding');
    expect(crowdfundDisplayStatus(CrowdfundStatus.CrowdfundPreheat, start, end, start + 1)).toBe('crowdfunding');
  });

  it('keeps a running crowdfund running until the server settles it, even past its end', () => {
    expect(crowdfundDisplayStatus(CrowdfundStatus.Crowdfunding, start, end, start)).toBe('crowdfunding');
    expect(crowdfundDisplayStatus(CrowdfundStatus.Crowdfunding, start, end, end + DAY)).toBe('crowdfunding');
  });

  it('maps success and fail', () => {
    expect(crowdfundDisplayStatus(CrowdfundStatus.CrowdfundSuccess, start, end, start)).toBe('success');
    expect(crowdfundDisplayStatus(CrowdfundStatus.CrowdfundFail, start, end, start)).toBe('fail');
  });

  it('shows a draft as not started and an off crowdfund as failed', () => {
    expect(crowdfundDisplayStatus(CrowdfundStatus.Draft, start, end, end + 1)).toBe('preheat');
    expect(crowdfundDisplayStatus(CrowdfundStatus.Off, start, end, start + 1)).toBe('fail');
  });
});

describe('footerCrowdfundState', () => {
  it('maps display statuses to the footer input', () => {
    expect(footerCrowdfundState(null)).toBe('none');
    expect(footerCrowdfundState('preheat')).toBe('preheat');
    expect(footerCrowdfundState('crowdfunding')).toBe('running');
    expect(footerCrowdfundState('success')).toBe('ended');
    expect(footerCrowdfundState('fail')).toBe('ended');
  });
});

describe('formatCrowdfundTarget', () => {
  const { Amount, Pieces } = CrowdfundTargetType;

  it('shows amounts below 1,000,000 fen in yuan', () => {
    expect(formatCrowdfundTarget(0, Amount)).toBe('¥0.00');
    expect(formatCrowdfundTarget(999_999, Amount)).toBe('¥9999.99');
  });

  it('shows amounts from 1,000,000 fen in 万 yuan with 2 decimals', () => {
    expect(formatCrowdfundTarget(1_000_000, Amount)).toBe('¥1.00万');
    expect(formatCrowdfundTarget(1_500_000, Amount)).toBe('¥1.50万');
    expect(formatCrowdfundTarget(123_456_789, Amount)).toBe('¥123.46万');
  });

  it('rounds half up exactly, without float drift', () => {
    expect(formatCrowdfundTarget(1_005_000, Amount)).toBe('¥1.01万');
    expect(formatCrowdfundTarget(1_004_999, Amount)).toBe('¥1.00万');
    expect(formatCrowdfundTarget(1_015_000, Amount)).toBe('¥1.02万');
  });

  it('shows pieces below 10,000 as a count', () => {
    expect(formatCrowdfundTarget(0, Pieces)).toBe('0件');
    expect(formatCrowdfundTarget(9_999, Pieces)).toBe('9999件');
  });

  it('shows pieces from 10,000 in 万 with 2 decimals', () => {
    expect(formatCrowdfundTarget(10_000, Pieces)).toBe('1.00万件');
    expect(formatCrowdfundTarget(10_050, Pieces)).toBe('1.01万件');
    expect(formatCrowdfundTarget(123_456, Pieces)).toBe('12.35万件');
  });
});

describe('crowdfundCountdown', () => {
  it('shows 00:00:00 once time is up or negative', () => {
    expect(crowdfundCountdown(0)).toEqual({ kind: 'clock', text: '00:00:00' });
    expect(crowdfundCountdown(-5_000)).toEqual({ kind: 'clock', text: '00:00:00' });
    expect(crowdfundCountdown(Number.NaN)).toEqual({ kind: 'clock', text: '00:00:00' });
  });

  it('shows a zero-padded clock within a day, rounding seconds up', () => {
    expect(crowdfundCountdown(1)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(crowdfundCountdown(1_000)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(crowdfundCountdown(61_000)).toEqual({ kind: 'clock', text: '00:01:01' });
    expect(crowdfundCountdown(5 * HOUR + 4 * 60_000 + 3_000)).toEqual({ kind: 'clock', text: '05:04:03' });
    expect(crowdfundCountdown(DAY - 1_000)).toEqual({ kind: 'clock', text: '23:59:59' });
  });

  it('counts a full day as 24 hours on the clock', () => {
    expect(crowdfundCountdown(DAY)).toEqual({ kind: 'clock', text: '24:00:00' });
  });

  it('shows whole days left, rounded up, beyond a day', () => {
    expect(crowdfundCountdown(DAY + 1)).toEqual({ kind: 'days', days: 2 });
    expect(crowdfundCountdown(2 * DAY)).toEqual({ kind: 'days', days: 2 });
    expect(crowdfundCountdown(10 * DAY + HOUR)).toEqual({ kind: 'days', days: 11 });
  });
});

describe('crowdfundPreheatLabel', () => {
  it('says 待开始 when the start is more than a day away', () => {
    expect(crowdfundPreheatLabel(DAY + 1, 0)).toBe('待开始');
  });

  it('says 即将开始 within a day', () => {
    expect(crowdfundPreheatLabel(DAY, 0)).toBe('即将开始');
    expect(crowdfundPreheatLabel(HOUR, 0)).toBe('即将开始');
    expect(crowdfundPreheatLabel(0, HOUR)).toBe('即将开始');
  });
});

describe('progress', () => {
  it('is 0 without a positive target or progress', () => {
    expect(crowdfundProgressPercent(50, 0)).toBe(0);
    expect(crowdfundProgressPercent(50, -1)).toBe(0);
    expect(crowdfundProgressPercent(0, 100)).toBe(0);
    expect(crowdfundProgressPercent(-5, 100)).toBe(0);
  });

  it('rounds down so 100 means the target is met', () => {
    expect(crowdfundProgressPercent(1, 3)).toBe(33);
    expect(crowdfundProgressPercent(999, 1_000)).toBe(99);
    expect(crowdfundProgressPercent(1_000, 1_000)).toBe(100);
  });

  it('may exceed 100 while the bar stops at 100', () => {
    expect(crowdfundProgressPercent(250, 100)).toBe(250);
    expect(progressBarPercent(250, 100)).toBe(100);
    expect(progressBarPercent(40, 100)).toBe(40);
  });
});
