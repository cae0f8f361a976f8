import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A promise the test settles by hand, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let ms = start;
  return {
    now: () => ms,
    advance: (by: number) => {
      ms += by;
    },
  };
}

// A pure unit: the cache needs no app or database, so this file builds none.
describe('TtlCache', () => {
  it('shares one load between concurrent misses for the same key', async () => {
    const cache = new TtlCache<string, string>(1_000);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);

    const first = cache.get('page', load);
    const second = cache.get('page', load);
    const third = cache.get('page', load);
    pending.resolve('value');

    await expect(Promise.all([first, second, third])).resolves.toEqual(['value', 'value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads different keys separately', async () => {
    const cache = new TtlCache<string, string>(1_000);
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('a', load), cache.get('b', load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a cached value until its TTL has passed, then loads again', async () => {
    const clock = manualClock();
    const cache = new TtlCache<string, number>(1_000, 100, clock.now);
    let n = 0;
    const load = vi.fn(async () => ++n);

    expect(await cache.get('k', load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks at a fresh value only: nothing while loading, after the TTL or after invalidate', async () => {
    const clock = manualClock();
    const cache = new TtlCache<string, number>(1_000, 100, clock.now);
    const pending = deferred<number>();
    const loading = cache.get('k', () => pending.promise);
    expect(cache.peek('k')).toBeUndefined();
    pending.resolve(7);
    await loading;
    expect(cache.peek('k')).toBe(7);
    clock.advance(1_000);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 8);
    cache.invalidate('k');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('reloads one key after invalidate(key) and leaves the others cached', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let n = 0;
    const load = vi.fn(async () => ++n);

    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    cache.invalidate('a');

    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reloads every key after invalidate() with no key', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let n = 0;
    const load = vi.fn(async () => ++n);

    await cache.get('a', load);
    await cache.get('b', load);
    cache.invalidate();

    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(4);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not cache a failed load, so the next get tries again', async () => {
    const cache = new TtlCache<string, string>(60_000);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('database down');
    });
    await expect(cache.get('k', failing)).rejects.toThrow('database down');

    const working = vi.fn(async () => 'fresh');
    await expect(cache.get('k', working)).resolves.toBe('fresh');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('rejects every concurrent waiter of a failed load and then loads anew', async () => {
    const cache = new TtlCache<string, string>(60_000);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);

    const first = cache.get('k', load);
    const second = cache.get('k', load);
    pending.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);

    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });

  it('never caches with a TTL of 0, loading on every get', async () => {
    const cache = new TtlCache<string, number>(0);
    let n = 0;
    const load = vi.fn(async () => ++n);

    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('still shares one load between concurrent misses with a TTL of 0', async () => {
    const cache = new TtlCache<string, string>(0);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    pending.resolve('v');
    await expect(both).resolves.toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('evicts the oldest entry once maxEntries is reached', async () => {
    const cache = new TtlCache<string, string>(60_000, 2);
    const load = vi.fn(async () => 'v');

    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts 'a'
    expect(load).toHaveBeenCalledTimes(3);

    await cache.get('b', load);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(3);

    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('getMany answers hits from the cache and loads every miss in one call', async () => {
    const cache = new TtlCache<number, string>(60_000);
    const loadMany = vi.fn(async (keys: number[]) => new Map(keys.map((k) => [k, `v${k}`])));

    expect([...(await cache.getMany([1, 2], loadMany))]).toEqual([
      [1, 'v1'],
      [2, 'v2'],
    ]);
    expect([...(await cache.getMany([3, 2, 1, 4], loadMany))]).toEqual([
      [3, 'v3'],
      [2, 'v2'],
      [1, 'v1'],
      [4, 'v4'],
    ]);
    expect(loadMany.mock.calls).toEqual([[[1, 2]], [[3, 4]]]);
    expect([...(await cache.getMany([2, 4], loadMany))]).toEqual([
      [2, 'v2'],
      [4, 'v4'],
    ]);
    expect(loadMany).toHaveBeenCalledTimes(2);
  });

  it('getMany joins a load already in flight for a key and fails the misses of a failed load', async () => {
    const cache = new TtlCache<string, string>(60_000);
    const pending = deferred<string>();
    const single = cache.get('a', () => pending.promise);
    const loadMany = vi.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));

    const many = cache.getMany(['a', 'b'], loadMany);
    pending.resolve('from get');
    expect([...(await many)]).toEqual([
      ['a', 'from get'],
      ['b', 'B'],
    ]);
    expect(loadMany.mock.calls).toEqual([[['b']]]);
    await single;

    await expect(cache.getMany(['c'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', async () => 'later')).toBe('later');
  });

  // BUG (reported to the lead): a load that started before invalidate() still stores its result
  // afterwards, so a writer's invalidate can be undone by a read that was in flight: the value
  // read before the write is served for a whole TTL on this instance. Waiters arriving after the
  // invalidate also join the stale in-flight load. Expected: invalidate also drops in-flight
  // loads (e.g. a generation counter checked before storing).
  it('does not keep a value whose load was already in flight when the key was invalidated', async () => {
    const cache = new TtlCache<string, string>(60_000);
    const stale = deferred<string>();

    const inFlight = cache.get('k', () => stale.promise); // read started before the write
    cache.invalidate('k'); // the writer commits and invalidates
    stale.resolve('before-write');
    await inFlight;

    const afterWrite = await cache.get('k', async () => 'after-write');
    expect(afterWrite).toBe('after-write');
  });
});
