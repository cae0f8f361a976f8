import { describe, expect, it } from 'vitest';
import { chinaDayDate, chinaDayNumber, chinaDayStart, lastChinaDays } from './dashboard.ts';

describe('China days of the dashboard', () => {
  it('starts a day at midnight in Asia/Shanghai, 16:00 UTC the day before', () => {
    const lateUtc = new Date('2026-11-24T16:00:00Z');
    expect(chinaDayDate(chinaDayNumber(lateUtc))).toBe('2026-11-25');
    expect(chinaDayDate(chinaDayNumber(new Date(lateUtc.getTime() - 1)))).toBe('2026-11-24');
    expect(chinaDayStart(chinaDayNumber(lateUtc))).toEqual(lateUtc);
  });

  it('lists the last days oldest first, today last', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    const days = lastChinaDays(now, 30);
    expect(days).toHaveLength(30);
    expect(chinaDayDate(days[29]!)).toBe('2026-11-25');
    expect(chinaDayDate(days[0]!)).toBe('2026-10-27');
  });
});
