import {
  AfterSalesReason,
  AfterSalesType,
  ErrorCode,
  EvaluateStatus,
  Paths,
  type AfterSalesEntry,
  type MyReviews,
  type PostReviewResult,
  type ReviewList,
  type ReviewProducts,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, advanceOrder, apply, casePath, operator, paidTwoPieces, received, shopperCall } from '../../test/after-sales.ts';
import { call } from '../../test/goods.ts';
import type { OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

/** A received order of two pieces of one line. */
async function receivedOrder() {
  const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
  await advanceOrder(app, order.orderId, ...received);
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  return { ...order, lineId: entry.result.lines[0]!.lineId };
}

/** Sends pieces of the line back through a whole 退货退款 and refunds them. */
async function returnPieces(order: Awaited<ReturnType<typeof receivedOrder>>, pieces: number) {
  const body = { orderId: order.orderId, type: AfterSalesType.returnRefund, reason: AfterSalesReason.quality, description: '', photos: [], lines: [{ lineId: order.lineId, pieces }] };
  const c = (await apply(app, order.user.token, body)).result;
  await act(app, op, 'approve', c.id);
  await shopperCall(app, order.user.token, 'POST', casePath(Paths.afterSalesReturnShipment, c.id), { expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
  await act(app, op, 'receive', c.id, { note: '已收到' });
  expect((await act(app, op, 'refund', c.id)).body.code).toBe(0);
}

function post(token: string, orderNo: string, orderLineId: number) {
  return call<PostReviewResult>(app, 'POST', Paths.reviewPost, { token, payload: { orderNo, orderLineId: String(orderLineId), rating: 5, content: '做工很好,推荐' } });
}

function products(token: string, orderNo: string, evaluateStatus: number) {
  return call<ReviewProducts>(app, 'GET', `${Paths.reviewProducts}?orderNo=${orderNo}&evaluateStatus=${evaluateStatus}`, { token });
}

function publicList(goodsId: number) {
  return call<ReviewList>(app, 'GET', `${Paths.reviewList}?productId=${goodsId}`, { token: null });
}

describe('reviews of refunded lines', () => {
  it('refuses a review of a line refunded whole, and offers none; a line refunded in part may still be reviewed', async () => {
    const whole = await receivedOrder();
    await returnPieces(whole, 2);
    expect((await products(whole.user.token, whole.orderNo, EvaluateStatus.awaiting)).result.products).toHaveLength(0);
    const refused = await post(whole.user.token, whole.orderNo, whole.lineId);
    expect([refused.code, refused.message]).toEqual([ErrorCode.REVIEW_LINE_REFUNDED, '该商品已退款,无法评价']);

    const part = await receivedOrder();
    await returnPieces(part, 1);
    expect((await products(part.user.token, part.orderNo, EvaluateStatus.awaiting)).result.products.map((p) => p.orderLineId)).toEqual([String(part.lineId)]);
    expect((await post(part.user.token, part.orderNo, part.lineId)).code).toBe(0);
    expect((await publicList(part.goodsId)).result.totalNum).toBe(1);
  });

  it('keeps a review written before the refund its author’s, off the goods’ public list and rating', async () => {
    const order = await receivedOrder();
    const posted = await post(order.user.token, order.orderNo, order.lineId);
    expect(posted.code, posted.body).toBe(0);
    expect((await publicList(order.goodsId)).result).toMatchObject({ totalNum: 1, summary: { total: 1 } });

    await returnPieces(order, 2);
    const after = (await publicList(order.goodsId)).result;
    expect(after.result).toHaveLength(0);
    expect(after.summary.total).toBe(0);
    const mine = await call<MyReviews>(app, 'GET', `${Paths.myReviews}?pageNo=1&pageSize=10`, { token: order.user.token });
    expect(mine.result.result.map((r) => r.id)).toEqual([posted.result.reviewId]);
    expect((await products(order.user.token, order.orderNo, EvaluateStatus.reviewed)).result.products.map((p) => p.reviewId)).toEqual([posted.result.reviewId]);
  });
});
