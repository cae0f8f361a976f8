import { EvaluateStatus, Paths, ReviewRoute, SocialRoute } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { reviewProduct, reviewProducts } from '../test/review-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const ENTRY = `${SocialRoute.commentEntry}?orderNo=YC20261121000000000001`;

function entryApi(awaiting: ReturnType<typeof reviewProducts>, reviewed: ReturnType<typeof reviewProducts>) {
  return mockApi((call) => {
    if (call.url.pathname !== `/api-gateway${Paths.reviewProducts}`) return fail(40400, '请求的内容不存在', 404);
    return ok(Number(call.url.searchParams.get('evaluateStatus')) === EvaluateStatus.reviewed ? reviewed : awaiting);
  });
}

describe('the comment entry', () => {
  it("lists the order's products awaiting a review, each to its family's publish page, and the reviewed ones to their reviews", async () => {
    logInForTest();
    entryApi(
      reviewProducts([reviewProduct(), reviewProduct({ orderLineId: '12', productId: '9', name: '高阶智驾辅助包', bizType: 10, virtualType: 3 })]),
      reviewProducts([reviewProduct({ orderLineId: '13', productId: '4', name: '曜川 限量棒球帽', evaluateStatus: EvaluateStatus.reviewed, reviewId: '77' })]),
    );
    const { router } = renderRoute(ENTRY);
    const waiting = await screen.findByRole('region', { name: '待评价' });
    expect(within(waiting).getByText('待评价 (2)')).toBeTruthy();
    const done = await screen.findByRole('region', { name: '已评价' });
    expect(within(done).getByRole('link', { name: '查看评价' }).getAttribute('href')).toBe(`${SocialRoute.commentList}?productId=4`);

    await userEvent.click(within(waiting).getByRole('button', { name: '去评价 高阶智驾辅助包' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${ReviewRoute.publish}?orderNo=YC20261121000000000001&orderLineId=12`));
  });

  it('says so when everything was reviewed, and when the order cannot be reviewed', async () => {
    logInForTest();
    entryApi(reviewProducts([]), reviewProducts([]));
    const first = renderRoute(ENTRY);
    expect(await screen.findByText('该订单的商品都已评价')).toBeTruthy();
    first.unmount();
    entryApi(reviewProducts([reviewProduct()], { reviewable: false }), reviewProducts([]));
    renderRoute(ENTRY);
    expect(await screen.findByText('订单未支付或已关闭,暂不可评价')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^评价 / })).toBeNull();
  });
});
