import { describe, expect, it } from 'vitest';
import { QueryThrottle } from './query-throttle.ts';

const MIN = 60_000;

describe('QueryThrottle', () => {
  it('lets a key be asked once per interval', () => {
    const throttle = new QueryThrottle({ intervalMs: 30 * MIN, maxBackoffMs: 12 * 60 * MIN, capacity: 10 });
    expect(throttle.take(1, 0)).toBe(true);
    expect(throttle.take(1, 10 * MIN)).toBe(false);
    expect(throttle.take(2, 10 * MIN)).toBe(true);
    throttle.succeeded(1, 1_000);
    expect(throttle.take(1, 30 * MIN)).toBe(false);
    expect(throttle.take(1, 30 * MIN + 1_000)).toBe(true);
  });

  it('waits twice as long after each failure in a row, up to the most, and the plain interval after an answer', () => {
    const throttle = new QueryThrottle({ intervalMs: 30 * MIN, maxBackoffMs: 4 * 60 * MIN, capacity: 10 });
    let now = 0;
    for (const wait of [60, 120, 240, 240]) {
      expect(throttle.take(7, now)).toBe(true);
      throttle.failed(7, now);
      expect(throttle.take(7, now + wait * MIN - 1)).toBe(false);
      now += wait * MIN;
    }
    expect(throttle.take(7, now)).toBe(true);
    throttle.succeeded(7, now);
    expect(throttle.take(7, now + 30 * MIN - 1)).toBe(false);
    expect(throttle.take(7, now + 30 * MIN)).toBe(true);
  });

  it('keeps at most its capacity, dropping the key asked longest ago', () => {
    const throttle = new QueryThrottle({ intervalMs: 30 * MIN, maxBackoffMs: 60 * MIN, capacity: 3 });
    for (const key of [1, 2, 3]) throttle.take(key, 0);
    throttle.failed(1, 0); // 1 used again: now the most recent
    for (let key = 4; key < 1_000; key++) throttle.take(key, 0);
    expect(throttle.size).toBe(3);
    // 997–999 remembered (still waiting), 1 long dropped: asked again at once.
    expect(throttle.take(999, 1)).toBe(false);
    expect(throttle.take(1, 1)).toBe(true);
  });
});
