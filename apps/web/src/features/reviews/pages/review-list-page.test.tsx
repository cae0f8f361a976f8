import { Paths, ReviewRoute, SocialRoute, Text } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import { review, reviewList } from '../test/review-fixtures.ts';

const api = (path: string) => `/api-gateway${path}`;

function listApi(pages: MockReply[], want?: (body: unknown) => MockReply | Promise<MockReply>) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === api(Paths.reviewList)) return pages[Number(call.url.searchParams.get('pageNo')) - 1] ?? ok(reviewList([]));
    if (path === api(Paths.reviewWant) && want) return want(call.body);
    return fail(40400, '请求的内容不存在', 404);
  });
}

describe('the review list page', () => {
  it('shows the summary and each review as text, with the avatar initial, the masked name and the pictures', async () => {
    listApi([
      ok(
        reviewList(
          [
            review({ id: '1', content: '<img src=x onerror=alert(1)>很好用', userName: '曜***1', anonymous: true, pictures: ['/media/a.webp', '/media/b.webp'] }),
            review({ id: '2', rating: 4, userName: '林曜', content: '不错' }),
          ],
          { summary: { total: 2, average: 4.5, goodRate: 100, stars: [0, 0, 0, 1, 1] } },
        ),
      ),
    ]);
    const { container } = renderRoute(`${SocialRoute.commentList}?productId=3`);
    const first = await screen.findByRole('article', { name: '曜***1的评价' });
    expect(within(first).getByText('<img src=x onerror=alert(1)>很好用')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(first).getByText('匿名')).toBeTruthy();
    expect(within(first).getByText('曜', { selector: 'span' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: '5星' })).toBeTruthy();
    expect(within(first).getByText('2026-11-21')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '林曜的评价' })).getByRole('img', { name: '4星' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: '评分' });
    expect(within(summary).getByText('4.5')).toBeTruthy();
    expect(within(summary).getByText('2 条评价 · 好评率 100%')).toBeTruthy();
    expect(await screen.findByText(Text.feedEnd)).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: '查看第2张图片' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
  });

  it('loads the next page on scroll to the end and then says 到底啦', async () => {
    const calls = listApi([
      ok(reviewList([review({ id: '1' })], { totalNum: 2, pageSize: 1 })),
      ok(reviewList([review({ id: '2', userName: '第二页' })], { totalNum: 2, pageSize: 1, pageNo: 2 })),
    ]);
    // jsdom lays nothing out: the list's end counts as in view once it has an offset parent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    renderRoute(`${ReviewRoute.list}?productId=3`);
    expect(await screen.findByRole('article', { name: '第二页的评价' })).toBeTruthy();
    expect(await screen.findByText(Text.feedEnd)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === api(Paths.reviewList)).map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('says 暂无评价 without reviews', async () => {
    listApi([ok(reviewList([]))]);
    renderRoute(`${SocialRoute.commentList}?productId=3`);
    expect(await screen.findByText('暂无评价')).toBeTruthy();
  });

  it('wants a review at once, then takes the server count; puts it back when refused', async () => {
    logInForTest();
    let answer: (reply: MockReply) => void = () => undefined;
    const bodies: unknown[] = [];
    listApi([ok(reviewList([review({ id: '1', wantCount: 3 })]))], (body) => {
      bodies.push(body);
      return new Promise((resolve) => (answer = resolve));
    });
    renderRoute(`${SocialRoute.commentList}?productId=3`);
    const button = await screen.findByRole('button', { name: '想要,3人' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: '想要,4人' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(bodies).toEqual([{ contentId: '1', type: 1 }]);
    answer(ok({ contentId: '1', wanted: true, wantCount: 9 }));
    expect(await screen.findByRole('button', { name: '想要,9人' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '想要,9人' }));
    expect(await screen.findByRole('button', { name: '想要,8人' })).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ contentId: '1', type: 0 });
    answer(fail(50000, '服务繁忙,请稍后再试', 500));
    const back = await screen.findByRole('button', { name: '想要,9人' });
    expect(back.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a guest who taps 想要 to login', async () => {
    listApi([ok(reviewList([review({ id: '1' })]))]);
    const { router } = renderRoute(`${SocialRoute.commentList}?productId=3`);
    fireEvent.click(await screen.findByRole('button', { name: '想要,0人' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("lists the user's own reviews without a productId, each under its goods", async () => {
    logInForTest();
    mockApi((call) =>
      call.url.pathname === api(Paths.myReviews)
        ? ok({
            pageNo: 1,
            pageSize: 10,
            totalNum: 1,
            result: [{ ...review({ id: '5', mine: true }), orderNo: 'YC1', productName: '曜川 钛金保温杯 500ml', productPictureUrl: '/media/cup.webp', bizType: 1, virtualType: null }],
          })
        : fail(40400, '请求的内容不存在', 404),
    );
    renderRoute(SocialRoute.commentList);
    expect(await screen.findByRole('heading', { name: '我的评价' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /钛金保温杯/ });
    expect(link.getAttribute('href')).toBe('/store/boutique/product?productId=3');
  });
});
