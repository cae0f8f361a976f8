import { describe, expect, it } from 'vitest';
import { chinaClock, chinaDateRange, chinaDateStart, chinaDayWindow, chinaDateStamp, chinaDateText, chinaDateTimeText, chinaMonthDayTime, startOfChinaDay } from './china-time.ts';

const at = (iso: string) => new Date(iso);

describe('chinaClock', () => {
  it('reads an instant eight hours ahead of UTC', () => {
    expect(chinaClock(at('2026-11-22T02:05:09Z'))).toEqual({ year: 2026, month: 11, day: 22, hours: 10, minutes: 5, seconds: 9 });
  });

  it('takes milliseconds as well as dates', () => {
    expect(chinaClock(at('2026-12-31T16:00:00Z').getTime())).toMatchObject({ year: 2027, month: 1, day: 1, hours: 0 });
  });
});

describe('startOfChinaDay', () => {
  it('is 16:00 UTC of the day before', () => {
    expect(startOfChinaDay(at('2026-11-22T02:05:09Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('counts China midnight itself as the start of its day', () => {
    expect(startOfChinaDay(at('2026-11-21T16:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('puts the last millisecond before China midnight in the day before', () => {
    expect(startOfChinaDay(at('2026-11-21T15:59:59.999Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('works before 1970 too', () => {
    expect(startOfChinaDay(at('1969-12-31T20:00:00Z')).toISOString()).toBe('1969-12-31T16:00:00.000Z');
  });
});

describe('China dates', () => {
  it('stamps an order number with the China date, not the UTC one', () => {
    expect(chinaDateStamp(at('2026-11-21T15:59:59Z'))).toBe('20261121');
    expect(chinaDateStamp(at('2026-11-21T16:00:00Z'))).toBe('20261122');
    expect(chinaDateStamp(at('2026-01-04T00:00:00Z'))).toBe('20260104');
  });

  it('writes a coupon date with dots and padded parts', () => {
    expect(chinaDateText(at('2026-03-04T16:00:00Z'))).toBe('2026.03.05');
  });

  it('shows a window ending at China midnight up to the day before', () => {
    expect(chinaDateRange(at('2026-11-30T16:00:00Z'), at('2026-12-31T16:00:00Z'))).toBe('2026.12.01-2026.12.31');
  });

  it('shows a window ending a millisecond after midnight up to that day', () => {
    expect(chinaDateRange(at('2026-11-30T16:00:00Z'), at('2026-12-31T16:00:00.001Z'))).toBe('2026.12.01-2027.01.01');
  });

  it('announces a start as month, day and padded clock', () => {
    expect(chinaMonthDayTime(at('2026-12-20T02:00:00Z').getTime())).toBe('12月20日 10:00');
    expect(chinaMonthDayTime(at('2026-01-01T16:05:00Z').getTime())).toBe('1月2日 00:05');
  });

  it('prints a time with dashes, crossing midnight in China time', () => {
    expect(chinaDateTimeText(at('2026-11-22T02:05:09Z').getTime())).toBe('2026-11-22 10:05:09');
    expect(chinaDateTimeText(at('2026-11-22T16:30:00Z').getTime())).toBe('2026-11-23 00:30:00');
  });
});

describe('chinaDateStart', () => {
  it('is the instant a China calendar day began (UTC 16:00 the day before)', () => {
    expect(chinaDateStart('2026-11-25')?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(chinaDateStart('2024-02-29')?.toISOString()).toBe('2024-02-28T16:00:00.000Z');
  });

  it('answers null for a day that does not exist or is not written YYYY-MM-DD', () => {
    for (const day of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', '26-01-01', '']) expect(chinaDateStart(day), day).toBeNull();
  });
});

describe('chinaDayWindow', () => {
  it('is a China day from its midnight to the next, or null for a day that does not exist', () => {
    const window = chinaDayWindow('2026-11-25');
    expect([window?.from.toISOString(), window?.to.toISOString()]).toEqual(['2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z']);
    expect(chinaDayWindow('2026-02-30')).toBeNull();
  });
});
