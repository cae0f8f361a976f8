import { ReviewRoute, SocialRoute } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

// The order's pages it leads to are a signed-in shopper's.
beforeEach(() => logInForTest());

describe('the thanks page', () => {
  it('thanks, shows the E-value earned and leads on to the next product, the reviews and the order', async () => {
    const { router } = renderRoute(`${SocialRoute.commentResult}?orderId=7&orderNo=YC1&productId=3&eValue=20&awaiting=1`);
    expect(await screen.findByRole('heading', { name: '感谢您的评价' })).toBeTruthy();
    expect(screen.getByText('已获得20E值')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '继续评价(1)' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${SocialRoute.commentEntry}?orderNo=YC1`));
  });

  it('opens the reviews of its own family, and the order detail', async () => {
    const { router } = renderRoute(`${ReviewRoute.success}?orderId=7&orderNo=YC1&productId=9&eValue=0&awaiting=0`);
    await screen.findByRole('heading', { name: '感谢您的评价' });
    expect(screen.queryByText(/已获得/)).toBeNull();
    expect(screen.queryByRole('button', { name: /继续评价/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看评价' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${ReviewRoute.list}?productId=9`));
  });

  it('goes back to the order', async () => {
    const { router } = renderRoute(`${SocialRoute.commentResult}?orderId=7&orderNo=YC1&productId=3&eValue=20&awaiting=0`);
    await userEvent.click(await screen.findByRole('button', { name: '返回订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/detail?orderId=7'));
  });
});
