import { Paths, ReviewRoute } from '@emall/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { ProductReviews } from './product-reviews.tsx';

const LIST_URL = `${ReviewRoute.list}?productId=9`;

const review = (id: string, userName: string, content: string, rating: number) => ({
  id,
  productId: '9',
  specsName: '年付',
  rating,
  content,
  pictures: [],
  anonymous: false,
  userName,
  createdAt: '2026-11-21T02:00:00.000Z',
  wantCount: 0,
  wanted: false,
  mine: false,
});

describe('the product page 评价 section', () => {
  it('shows the count, 好评率 and the two latest reviews, and links to all of them', async () => {
    const calls = mockApi((call) =>
      call.url.pathname === `/api-gateway${Paths.reviewList}`
        ? ok({
            pageNo: 1,
            pageSize: 2,
            totalNum: 5,
            result: [review('1', '林曜', '领航很稳', 5), review('2', '曜***9', '<b>还行</b>', 3)],
            summary: { total: 5, average: 4.2, goodRate: 80, stars: [0, 0, 1, 2, 2] },
          })
        : fail(40400, '请求的内容不存在', 404),
    );
    renderInApp(<ProductReviews productId="9" listUrl={LIST_URL} />, { path: '/virtual/intellect/product?productId=9' });
    const section = await screen.findByRole('region', { name: '评价 (5)' });
    expect(within(section).getByText('好评率 80%')).toBeTruthy();
    expect(within(section).getByText('领航很稳')).toBeTruthy();
    expect(within(section).getByText('<b>还行</b>')).toBeTruthy();
    expect(within(section).getByRole('img', { name: '3星' })).toBeTruthy();
    expect(within(section).getByRole('link').getAttribute('href')).toBe(LIST_URL);
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('2');
  });

  it('invites the first review when there is none, and stays away when the call fails', async () => {
    mockApi(() => ok({ pageNo: 1, pageSize: 2, totalNum: 0, result: [], summary: { total: 0, average: 0, goodRate: 0, stars: [0, 0, 0, 0, 0] } }));
    const first = renderInApp(<ProductReviews productId="9" listUrl={LIST_URL} />);
    expect(await screen.findByText('暂无评价,购买后可发表评价')).toBeTruthy();
    first.unmount();
    mockApi(() => fail(50000, '服务繁忙,请稍后再试', 500));
    const { container } = renderInApp(<ProductReviews productId="9" listUrl={LIST_URL} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('服务繁忙,请稍后再试')).toBeNull();
  });
});
