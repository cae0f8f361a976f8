import { describe, expect, it } from 'vitest';
import { clockOffset, secondsToDeadline } from './pay-deadline.ts';

const deadline = '2026-11-22T10:15:00.000Z';
const at = (iso: string): number => Date.parse(iso);

describe('pay deadline', () => {
  it('counts whole seconds up to the deadline, rounded up', () => {
    expect(secondsToDeadline(deadline, at('2026-11-22T10:00:00.000Z'), 0)).toBe(900);
    expect(secondsToDeadline(deadline, at('2026-11-22T10:14:59.200Z'), 0)).toBe(1);
    expect(secondsToDeadline(deadline, at('2026-11-22T10:15:00.000Z'), 0)).toBe(0);
    expect(secondsToDeadline(deadline, at('2026-11-22T10:20:00.000Z'), 0)).toBe(0);
  });

  it('goes by the server clock when the phone’s is wrong', () => {
    // The phone runs 2 minutes slow: the server's time is 2 minutes ahead of it.
    const offset = clockOffset('2026-11-22T10:02:00.000Z', at('2026-11-22T10:00:00.000Z'));
    expect(offset).toBe(120_000);
    expect(secondsToDeadline(deadline, at('2026-11-22T10:00:00.000Z'), offset)).toBe(780);
  });

  it('treats an unreadable time as no time left and no offset', () => {
    expect(secondsToDeadline('never', 0, 0)).toBe(0);
    expect(clockOffset('now', 5)).toBe(0);
  });
});
