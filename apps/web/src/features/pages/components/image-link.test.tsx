import type { ModuleImage } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../platform/platform.ts';
import { couponCard } from '../../../test/fixtures.ts';
import { mockApi, ok } from '../../../test/mock-api.ts';
import { logInForTest, renderInApp } from '../../../test/render-in-app.tsx';
import { ImageLink } from './image-link.tsx';

function image(jumpType: string, content: string): ModuleImage {
  return { picture: '/media/a.webp', title: '活动', subTitle: '', color: '', subColor: '', content, jumpType, width: 750, height: 360 };
}

// The link is named by what it holds (here 图; in a module, the picture's alt).
const tap = () => userEvent.click(screen.getByRole('button', { name: '图' }));

describe('module picture jumps (§2)', () => {
  it('opens URL, H5 and page content in the app', async () => {
    mockApi(() => ok(null));
    const { location } = renderInApp(<ImageLink image={image('page', 'winter-fest')}>图</ImageLink>);
    await tap();
    expect(location()).toBe('/store/activity/activity?pageCode=winter-fest');
  });

  it('opens goods at the share URL with the landing activityCode', async () => {
    mockApi(() => ok(null));
    const { location } = renderInApp(<ImageLink image={image('goods', '/store/boutique/product?productId=3')}>图</ImageLink>, {
      path: '/store/activity/activity?pageCode=x&activityCode=A9',
      scope: { activityCode: 'A9' },
    });
    await tap();
    expect(location()).toBe('/store/boutique/product?productId=3&activityCode=A9');
  });

  it('opens a PGC article in the car app through the platform adapter', async () => {
    const navigate = vi.spyOn(platform, 'navigate').mockReturnValue(true);
    mockApi(() => ok(null));
    const { location } = renderInApp(<ImageLink image={image('PGC', '88')}>图</ImageLink>);
    await tap();
    expect(navigate).toHaveBeenCalledWith('pgcDetail', { id: '88' });
    expect(location()).toBe('/store/home/shop');
  });

  it('in a browser opens the article link when there is one, and says where to read it when not', async () => {
    mockApi(() => ok(null));
    const { location, unmount } = renderInApp(<ImageLink image={image('PGC', '/pgc/detail?id=88')}>图</ImageLink>);
    await tap();
    expect(location()).toBe('/pgc/detail?id=88');
    unmount();
    renderInApp(<ImageLink image={image('PGC', '88')}>图</ImageLink>);
    await tap();
    expect(await screen.findByText('请在曜川汽车App中查看')).toBeTruthy();
  });

  it('starts the card exchange for equity, priced from the card on the page', async () => {
    logInForTest();
    const calls = mockApi(() => ok('55'));
    const cards = new Map([['8', couponCard({ cardId: '8', eprice: 0 })]]);
    const { location } = renderInApp(<ImageLink image={image('equity', '8')}>图</ImageLink>, { scope: { cards } });
    await tap();
    await waitFor(() => expect(location()).toBe('/store/activity/virtualproduct/success?id=55'));
    expect(calls.map((c) => c.body)).toEqual([{ cardId: '8', source: 'H5' }]);
  });

  it('is a plain picture without a jump', () => {
    mockApi(() => ok(null));
    const { container } = renderInApp(<ImageLink image={image('', '')}>图</ImageLink>);
    expect(within(container).queryByRole('button')).toBeNull();
  });
});
