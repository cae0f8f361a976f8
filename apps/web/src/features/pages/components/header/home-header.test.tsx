import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../platform/platform.ts';
import { mockApi, ok } from '../../../../test/mock-api.ts';
import { logInForTest, renderInApp } from '../../../../test/render-in-app.tsx';
import { HomeHeader } from './home-header.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

describe('home header', () => {
  it.each([
    [120, '99+'],
    [99, '99'],
    [3, '3'],
  ])('badges the cart with %i pieces as %s', async (count, badge) => {
    logInForTest();
    const calls = mockApi(() => ok(count));
    renderInApp(<HomeHeader searchUrl={null} />);
    expect((await screen.findByTestId('cart-badge')).textContent).toBe(badge);
    expect(screen.getByRole('button', { name: `购物车,${badge}件` })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api-gateway/hermes/v1/cart/effect-num');
  });

  it('shows no badge for an empty cart', async () => {
    logInForTest();
    const calls = mockApi(() => ok(0));
    renderInApp(<HomeHeader searchUrl={null} />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('asks nothing for a guest and sends them to login on the way to the cart', async () => {
    const calls = mockApi(() => ok(5));
    const { location } = renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: '购物车' }));
    expect(location()).toBe(`/login?redirectUrl=${encodeURIComponent('/store/cart')}`);
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('opens the cart for a logged-in user', async () => {
    logInForTest();
    mockApi(() => ok(1));
    const { location } = renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(await screen.findByRole('button', { name: '购物车,1件' }));
    expect(location()).toBe('/store/cart');
  });

  it('shows the search bar only with a search URL, and it leads there', async () => {
    mockApi(() => ok(0));
    const { unmount } = renderInApp(<HomeHeader searchUrl={null} />);
    expect(screen.queryByRole('button', { name: '搜索商品' })).toBeNull();
    unmount();
    const { location } = renderInApp(<HomeHeader searchUrl="/store/home/search" />);
    await userEvent.click(screen.getByRole('button', { name: '搜索商品' }));
    expect(location()).toBe('/store/home/search');
  });

  it('shows the hotline (business type 1002) in a browser, the number as a tel: link', async () => {
    const calls = mockApi(() => ok({ agentPhone: '400-820-6688', description: '每日 9:00-21:00' }));
    renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: '客服' }));
    const phone = await screen.findByRole('link', { name: /400-820-6688/ });
    expect(phone.getAttribute('href')).toBe('tel:4008206688');
    expect(screen.getByText('每日 9:00-21:00')).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api-gateway/bifrostim/api/csc/im/config/imHotline');
    expect(calls[0]?.url.searchParams.get('businessType')).toBe('1002');
  });

  it('opens the in-app chat where the container can', async () => {
    const openChat = vi.spyOn(platform, 'openChat').mockReturnValue('opened');
    const calls = mockApi(() => ok(null));
    renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: '客服' }));
    expect(openChat).toHaveBeenCalledWith(1002);
    expect(calls).toEqual([]);
  });

  it('tells a car app too old for chat to upgrade', async () => {
    vi.spyOn(platform, 'openChat').mockReturnValue('outdated');
    const calls = mockApi(() => ok(null));
    renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: '客服' }));
    expect(await screen.findByText('当前APP版本暂不支持该方法，请尝试升级版本')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
