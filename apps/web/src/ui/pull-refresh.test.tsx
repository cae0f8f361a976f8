import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullRefresh } from './pull-refresh.tsx';

function pull(target: Element, to: number): void {
  fireEvent.touchStart(target, { touches: [{ clientY: 0 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: to / 2 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: to }] });
}

function head(): HTMLElement {
  return document.querySelector<HTMLElement>('.adm-pull-to-refresh-head')!;
}

describe('PullRefresh', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  it('refreshes on a pull past the threshold, says so, then settles back', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>订单一</p>
      </PullRefresh>,
    );
    const item = screen.getByText('订单一');
    pull(item, 200);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    expect(parseFloat(head().style.height)).toBeGreaterThan(60);
    fireEvent.touchEnd(item);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中...')).toBeTruthy();
    expect(head().style.height).toBe('40px');
    // A pull while it refreshes does nothing.
    pull(item, 200);
    fireEvent.touchEnd(item);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByText('刷新成功')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(500));
    expect(head().style.height).toBe('0px');
    await act(async () => void vi.advanceTimersByTime(300));
    expect(screen.getByText('下拉刷新')).toBeTruthy();
  });

  it('springs back without refreshing on a short pull', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>订单一</p>
      </PullRefresh>,
    );
    const item = screen.getByText('订单一');
    pull(item, 40);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    expect(parseFloat(head().style.height)).toBeGreaterThan(0);
    fireEvent.touchEnd(item);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().style.height).toBe('0px');
  });

  it('leaves a pull to the page when the page is scrolled down', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>订单一</p>
      </PullRefresh>,
    );
    window.scrollY = 300;
    const item = screen.getByText('订单一');
    pull(item, 200);
    fireEvent.touchEnd(item);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().style.height).toBe('0px');
  });
});
