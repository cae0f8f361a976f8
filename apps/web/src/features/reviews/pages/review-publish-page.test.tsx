import { ErrorCode, Paths, REVIEW_CONTENT_MAX, ReviewRoute, SocialRoute } from '@emall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { reviewProduct, reviewProducts } from '../test/review-fixtures.ts';
import { stubObjectUrls } from '../../../test/spies.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

stubObjectUrls();

const PUBLISH = `${SocialRoute.comment}?orderNo=YC20261121000000000001&orderLineId=11`;
const api = (path: string) => `/api-gateway${path}`;

function publishApi(post: (call: RecordedCall) => ReturnType<typeof ok>, products = reviewProducts([reviewProduct()])) {
  let uploads = 0;
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === api(Paths.reviewProducts)) return ok(products);
    if (path === api(Paths.reviewPointShow)) return ok({ point: 20, desc: '发布评价可得20E值' });
    if (path === api('/api/file/upload/comment')) {
      uploads += 1;
      return ok({ url: `/media/u-${String(uploads).repeat(32)}.webp`, width: 64, height: 48, size: 100 });
    }
    if (path === api(Paths.reviewPost)) return post(call);
    return fail(40400, '请求的内容不存在', 404);
  });
}

const posted = { reviewId: '501', orderId: '7', orderNo: 'YC20261121000000000001', productId: '3', eValue: 20, awaitingCount: 1 };

describe('the publish page', () => {
  it('shows the goods, five stars, the reward, and enables 发布 only for a text of 1-500 characters', async () => {
    logInForTest();
    publishApi(() => ok(posted));
    renderRoute(PUBLISH);
    expect(await screen.findByText('曜川 钛金保温杯 500ml')).toBeTruthy();
    expect(screen.getByText('非常好')).toBeTruthy();
    expect(await screen.findByText('发布评价可得20E值')).toBeTruthy();
    const submit = screen.getByRole('button', { name: '发布评价' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const text = screen.getByRole('textbox', { name: '评价内容' });
    fireEvent.change(text, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(text, { target: { value: '好用👍' } });
    expect(screen.getByText(`3/${REVIEW_CONTENT_MAX}`)).toBeTruthy();
    expect(submit.disabled).toBe(false);
    fireEvent.change(text, { target: { value: '好'.repeat(REVIEW_CONTENT_MAX + 1) } });
    expect(screen.getByText(`${REVIEW_CONTENT_MAX + 1}/${REVIEW_CONTENT_MAX}`)).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('uploads pictures as multipart, previews them, lets one go, and posts the rest with the rating and the anonymous flag', async () => {
    logInForTest();
    const calls = publishApi(() => ok(posted));
    const { router, container } = renderRoute(PUBLISH);
    await screen.findByText('曜川 钛金保温杯 500ml');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await userEvent.upload(input, files);
    await waitFor(() => expect(container.querySelectorAll('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button-wrap)').length).toBe(2));
    const upload = calls.find((c) => c.url.pathname === api('/api/file/upload/comment'))!;
    expect(upload.method).toBe('POST');
    expect(upload.headers.get('content-type')).toBeNull();
    expect(screen.getByText(/2\/6/)).toBeTruthy();

    // Remove the first picture.
    fireEvent.click(container.querySelector('.adm-image-uploader-cell-delete') as Element);
    await waitFor(() => expect(screen.getByText(/1\/6/)).toBeTruthy());

    // Four stars (a tap on the fourth), anonymous.
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => expect(screen.getByText('好')).toBeTruthy());
    fireEvent.click(screen.getByRole('switch', { name: '匿名评价' }));
    fireEvent.change(screen.getByRole('textbox', { name: '评价内容' }), { target: { value: '<b>保温</b>很好' } });
    await userEvent.click(screen.getByRole('button', { name: '发布评价' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(SocialRoute.commentResult));
    const post = calls.find((c) => c.url.pathname === api(Paths.reviewPost))!;
    expect(post.body).toEqual({
      orderNo: 'YC20261121000000000001',
      orderLineId: '11',
      rating: 4,
      content: '<b>保温</b>很好',
      pictures: [`/media/u-${'2'.repeat(32)}.webp`],
      anonymous: true,
    });
    expect(currentPath(router)).toBe(`${SocialRoute.commentResult}?orderId=7&orderNo=YC20261121000000000001&productId=3&eValue=20&awaiting=1`);
  });

  it('keeps everything typed when the post is refused, and sends one post while one is on its way', async () => {
    logInForTest();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = mockApi((call) => {
      const path = call.url.pathname;
      if (path === api(Paths.reviewProducts)) return ok(reviewProducts([reviewProduct()]));
      if (path === api(Paths.reviewPointShow)) return ok({ point: 20, desc: '发布评价可得20E值' });
      if (path === api(Paths.reviewPost)) return new Promise((resolve) => (answer = resolve));
      return fail(40400, '请求的内容不存在', 404);
    });
    const { router } = renderRoute(PUBLISH);
    const text = await screen.findByRole('textbox', { name: '评价内容' });
    fireEvent.change(text, { target: { value: '很满意' } });
    const submit = screen.getByRole('button', { name: '发布评价' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(calls.filter((c) => c.url.pathname === api(Paths.reviewPost))).toHaveLength(1);
    answer(fail(ErrorCode.REVIEW_NOT_ALLOWED, '订单未支付或已关闭,暂不可评价'));
    expect(await screen.findByText('订单未支付或已关闭,暂不可评价')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '评价内容' }) as HTMLTextAreaElement).value).toBe('很满意');
    expect(router.state.location.pathname).toBe(SocialRoute.comment);
    expect((screen.getByRole('button', { name: '发布评价' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leads an intellect goods to the intellect thanks page', async () => {
    logInForTest();
    publishApi(() => ok(posted), reviewProducts([reviewProduct({ bizType: 10, virtualType: 3, name: '高阶智驾辅助包' })]));
    const { router } = renderRoute(`${ReviewRoute.publish}?orderNo=YC20261121000000000001&orderLineId=11`);
    fireEvent.change(await screen.findByRole('textbox', { name: '评价内容' }), { target: { value: '领航很稳' } });
    await userEvent.click(screen.getByRole('button', { name: '发布评价' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ReviewRoute.success));
  });

  it('says an order that cannot be reviewed, and a line reviewed already', async () => {
    logInForTest();
    publishApi(() => ok(posted), reviewProducts([reviewProduct()], { reviewable: false }));
    const first = renderRoute(PUBLISH);
    expect(await screen.findByText('订单未支付或已关闭,暂不可评价')).toBeTruthy();
    first.unmount();
    publishApi(() => ok(posted), reviewProducts([]));
    renderRoute(PUBLISH);
    expect(await screen.findByText('该商品已评价,请勿重复提交')).toBeTruthy();
  });

  it('sends a guest to login and back', async () => {
    publishApi(() => ok(posted));
    const { router } = renderRoute(PUBLISH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain(encodeURIComponent(PUBLISH));
  });
});
