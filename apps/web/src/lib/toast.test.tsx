import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { Dialog } from './antd-imperative.ts';
import { showToast } from './toast.ts';

// Two paths the route table answers without calling the API (the not-found page).
const PAGE = '/nowhere-a';
const NEXT_PAGE = '/nowhere-b';
// Longer than any wait below: a toast gone in time was closed, not timed out.
const LONG_MS = 60_000;
const SOON = { timeout: 1_500 };

describe('toasts belong to their page', () => {
  it('closes a toast when the route changes (加入购物车成功 does not follow to the cart)', async () => {
    const { router } = renderRoute(PAGE);
    act(() => showToast('加入购物车成功', LONG_MS));
    expect(await screen.findByText('加入购物车成功')).toBeTruthy();
    await act(() => router.navigate(NEXT_PAGE));
    await waitFor(() => expect(screen.queryByText('加入购物车成功')).toBeNull(), SOON);
  });

  it('hides a toast at once when the route changes, without fading over the next page', async () => {
    const { router } = renderRoute(PAGE);
    act(() => showToast('加入购物车成功', LONG_MS));
    const toast = await screen.findByText('加入购物车成功');
    await act(() => router.navigate(NEXT_PAGE));
    // Gone, or still fading out inside a container that no longer shows.
    expect(toast.isConnected && toast.closest('[hidden]') === null).toBe(false);
  });

  it('keeps a toast shown as its page is left on purpose, once', async () => {
    const { router } = renderRoute(PAGE);
    act(() => showToast('订单状态异常', LONG_MS, { keepOnLeave: true }));
    await act(() => router.navigate(NEXT_PAGE));
    expect(await screen.findByText('订单状态异常')).toBeTruthy();
    await act(() => router.navigate(PAGE));
    await waitFor(() => expect(screen.queryByText('订单状态异常')).toBeNull(), SOON);
  });

  it('never shows a toast whose page was left before it appeared', async () => {
    const { router } = renderRoute(PAGE);
    // The toast's code loads asynchronously; the route changes in the meantime.
    showToast('迟到的提示', LONG_MS);
    await act(() => router.navigate(NEXT_PAGE));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('迟到的提示')).toBeNull();
  });

  it('closes a toast when a dialog opens (预约成功 is not left over 确定取消预约)', async () => {
    renderRoute(PAGE);
    act(() => showToast('预约成功', LONG_MS));
    expect(await screen.findByText('预约成功')).toBeTruthy();
    act(() => void Dialog.confirm({ content: '确定取消预约?' }));
    expect(await screen.findByText('确定取消预约?')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('预约成功')).toBeNull(), SOON);
  });
});
