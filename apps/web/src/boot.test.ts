import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_WAIT_MS, drawsOwnPage, heldToken, preloadFiles, whenFirstScreenPainted } from './boot.ts';

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
    expect(heldToken('yc_emall_session', storage('{"state":{"token":"t-1","userId":"7","phone":"139"},"version":0}'))).toBe('t-1');
    expect(heldToken('yc_emall_session', storage('{"state":{"token":null,"userId":null,"phone":null},"version":0}'))).toBeUndefined();
    expect(heldToken('yc_emall_session', storage(null))).toBeUndefined();
    expect(heldToken(undefined, storage('{"state":{"token":"t-1"}}'))).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(heldToken('yc_emall_session', refusing)).toBeUndefined();
  });

  it("draws its own page over a guest's or another shopper's, and hydrates the one drawn for it", () => {
    const storage = { getItem: () => '{"state":{"token":"t-1","userId":"7","phone":"139"},"version":0}' };
    const page = (user: string | null) => {
      document.body.innerHTML = user === null ? '<div id="root"><p>x</p></div>' : `<div id="root" data-user="${user}"><p>x</p></div>`;
      return document;
    };
    expect(drawsOwnPage('yc_emall_session', page(null), storage)).toBe(true);
    expect(drawsOwnPage('yc_emall_session', page('8'), storage)).toBe(true);
    expect(drawsOwnPage('yc_emall_session', page('7'), storage)).toBe(false);
    expect(drawsOwnPage('yc_emall_session', page(null), { getItem: () => null })).toBe(false);
    document.body.innerHTML = '';
  });
});

describe("a rendered page's own files", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are preloaded a few per task, chunks as modules and stylesheets as styles, none the page links already', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/linked.js">';
    const later: (() => void)[] = [];
    const files = ['/assets/a.js', '/assets/linked.js', '/assets/b.css', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.js'];
    preloadFiles(files, document, (run) => later.push(run));
    const links = () => [...document.head.querySelectorAll('link')].slice(1).map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/a.js'],
      ['preload', 'style', '/assets/b.css'],
      ['modulepreload', null, '/assets/c.js'],
      ['modulepreload', null, '/assets/d.js'],
    ]);
    expect(later).toHaveLength(1);
    later.shift()!();
    expect(links().map(([, , href]) => href)).toEqual(['/assets/a.js', '/assets/b.css', '/assets/c.js', '/assets/d.js', '/assets/e.js', '/assets/f.js']);
    expect(later).toHaveLength(0);
  });

  it('say when the last is linked (the idle prefetch imports its sheet then), at once when there are none', () => {
    const later: (() => void)[] = [];
    const done = vi.fn();
    preloadFiles(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'], document, (run) => later.push(run), done);
    expect(done).not.toHaveBeenCalled();
    later.shift()!();
    expect(done).toHaveBeenCalledTimes(1);
    const none = vi.fn();
    preloadFiles([], document, (run) => later.push(run), none);
    expect(none).toHaveBeenCalledTimes(1);
    expect(later).toHaveLength(0);
  });
});
