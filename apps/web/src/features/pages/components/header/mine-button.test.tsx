import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../platform/platform.ts';
import { mockApi, ok } from '../../../../test/mock-api.ts';
import { renderInApp } from '../../../../test/render-in-app.tsx';
import { HomeHeader } from './home-header.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

describe('the home header’s 我的', () => {
  it('opens the shop’s own /store/mine in a browser', async () => {
    mockApi(() => ok(0));
    const { location } = renderInApp(<HomeHeader searchUrl={null} />);
    await userEvent.click(screen.getByRole('button', { name: '我的' }));
    expect(location()).toBe('/store/mine');
  });

  it('opens the host’s account tab where the container has one (car app, mini-program)', async () => {
    mockApi(() => ok(0));
    const navigate = vi.spyOn(platform, 'navigate').mockReturnValue(true);
    const { location } = renderInApp(<HomeHeader searchUrl={null} />, { path: '/store/home/shop' });
    await userEvent.click(screen.getByRole('button', { name: '我的' }));
    expect(navigate).toHaveBeenCalledWith('accountTab');
    expect(location()).toBe('/store/home/shop');
  });
});
