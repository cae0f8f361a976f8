import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdlePrefetch } from './use-idle-prefetch.ts';

describe('a sheet fetched when the page is idle', () => {
  afterEach(() => {
    delete window.emallLinkIdleFiles;
    vi.useRealTimers();
  });

  it('is imported once the files the server named for it are linked (src/boot.ts), not before', async () => {
    vi.useFakeTimers();
    let linked: (() => void) | null = null;
    window.emallLinkIdleFiles = (done) => void (linked = done);
    const load = vi.fn(async () => undefined);
    renderHook(() => useIdlePrefetch(load));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(linked).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
    linked!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not imported when the page is left while its files are being linked', async () => {
    vi.useFakeTimers();
    let linked: (() => void) | null = null;
    window.emallLinkIdleFiles = (done) => void (linked = done);
    const load = vi.fn(async () => undefined);
    const { unmount } = renderHook(() => useIdlePrefetch(load));
    await vi.advanceTimersByTimeAsync(1_000);
    unmount();
    linked!();
    expect(load).not.toHaveBeenCalled();
  });

  it('is imported when idle on a page the server did not name files for', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => undefined);
    renderHook(() => useIdlePrefetch(load));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
