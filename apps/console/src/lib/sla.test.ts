import { AfterSalesAdminText as T, fillText } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { slaLeft } from './sla.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

describe('slaLeft', () => {
  it('says nothing waits when there is no deadline', () => {
    expect(slaLeft(null, NOW)).toEqual({ level: 'none', text: T.slaNone });
  });

  it('counts days and hours, then hours and minutes, then minutes', () => {
    expect(slaLeft(at(6 * 24 * HOUR + 5 * HOUR + 59_000), NOW)).toEqual({ level: 'normal', text: fillText(T.leftDaysHours, { days: 6, hours: 5 }) });
    expect(slaLeft(at(13 * HOUR + 30 * 60_000), NOW)).toEqual({ level: 'normal', text: fillText(T.leftHoursMinutes, { hours: 13, minutes: 30 }) });
    expect(slaLeft(at(30_000), NOW)).toEqual({ level: 'urgent', text: fillText(T.leftMinutes, { minutes: 1 }) });
  });

  it('turns urgent under twelve hours and overdue at the deadline', () => {
    expect(slaLeft(at(12 * HOUR), NOW).level).toBe('normal');
    expect(slaLeft(at(12 * HOUR - 1), NOW).level).toBe('urgent');
    expect(slaLeft(at(0), NOW)).toEqual({ level: 'overdue', text: T.slaOverdue });
  });
});
