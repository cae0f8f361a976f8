import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_WAIT_MS, holdsSession, whenFirstScreenPainted } from './boot.ts';

/** A PerformanceObserver whose entries the test hands out. */
function fakeObserver(types: string[]) {
  const observers: { type: string; callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class Fake {
    static supportedEntryTypes = types;
    private record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { type: '', callback, disconnected: false };
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
      observers.push(this.record);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const emit = (type: string, entry: object) => {
    for (const o of observers.filter((x) => x.type === type && !x.disconnected)) o.callback({ getEntries: () => [entry] } as PerformanceObserverEntryList, o as unknown as PerformanceObserver);
  };
  return { Observer: Fake as unknown as typeof PerformanceObserver, emit };
}

describe('a rendered page starts its app after the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the first contentful paint when the page has no hero', () => {
    document.body.innerHTML = '<div id="root"><h1>首页</h1></div>';
    const { Observer, emit } = fakeObserver(['paint', 'largest-contentful-paint']);
    const start = vi.fn();
    whenFirstScreenPainted(start, document, Observer);
    emit('paint', { name: 'first-paint' });
    expect(start).not.toHaveBeenCalled();
    emit('paint', { name: 'first-contentful-paint' });
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BOOT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the hero picture's paint too", () => {
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" src="/media/a.webp" alt="冬季焕新季"><img src="/media/b.webp" alt=""></div>';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    const { Observer, emit } = fakeObserver(['paint', 'largest-contentful-paint']);
    const start = vi.fn();
    whenFirstScreenPainted(start, document, Observer);
    emit('paint', { name: 'first-contentful-paint' });
    emit('largest-contentful-paint', { name: '', element: document.querySelectorAll('img')[1] });
    expect(start).not.toHaveBeenCalled();
    emit('largest-contentful-paint', { name: '', element: hero });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest after its wait, at once in a hidden page, and without entry types it cannot observe', () => {
    document.body.innerHTML = '<div id="root"><p>购物车</p></div>';
    const never = vi.fn();
    whenFirstScreenPainted(never, document, fakeObserver(['paint']).Observer);
    vi.advanceTimersByTime(BOOT_WAIT_MS - 1);
    expect(never).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(never).toHaveBeenCalledTimes(1);

    const noObserver = vi.fn();
    whenFirstScreenPainted(noObserver, document, undefined);
    expect(noObserver).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    whenFirstScreenPainted(hidden, document, fakeObserver(['paint']).Observer);
    expect(hidden).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});

describe("a logged-in device's rendered page", () => {
  it('is told by a session with a token in the store', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(holdsSession('yc_emall_session', storage('{"state":{"token":"t-1","userId":"7","phone":"139"},"version":0}'))).toBe(true);
    expect(holdsSession('yc_emall_session', storage('{"state":{"token":null,"userId":null,"phone":null},"version":0}'))).toBe(false);
    expect(holdsSession('yc_emall_session', storage(null))).toBe(false);
    expect(holdsSession(undefined, storage('{"state":{"token":"t-1"}}'))).toBe(false);
  });
});
