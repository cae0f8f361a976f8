import {
  ErrorCode,
  EvaluateStatus,
  MEDIA_BASE,
  OrderKind,
  Paths,
  REVIEW_CONTENT_MAX,
  REVIEW_REWARD_EVALUE,
  UploadType,
  VirtualOrderStatus,
  WantType,
  type MyReviews,
  type PostReviewResult,
  type ReviewList,
  type ReviewPointShow,
  type ReviewProducts,
  type WantResult,
} from '@emall/contract';
import { paidStatusOf } from '@emall/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { insertAddress, submit } from '../../test/orders.ts';
import { balanceAndLedger, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeUpload } from '../files/files.service.ts';
import { orders } from '../orders/orders.table.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { reviewPictures, reviews, reviewWants } from './reviews.table.ts';

let app: TestApp;
let cupSku: string;
let cupId: number;

beforeAll(async () => {
  app = await createTestApp();
  cupSku = String(await skuIdOf(app, 'cup'));
  cupId = await goodsIdOf(app, 'cup');
});

afterAll(() => app.close());

type User = { userId: number; token: string };

/** A user who bought the E-value-only cup (paid at once) through the real submit; the order's number and line. */
async function cupBuyer(existing?: User): Promise<User & { orderNo: string; orderLineId: string }> {
  const user = existing ?? (await newUser(app, 10_000));
  if (!existing) await insertAddress(app, user.userId);
  const placed = await submit(app, user.token, { productSpecsId: cupSku }, { path: Paths.orderPointsSubmit });
  expect(placed.code, placed.body).toBe(0);
  const products = await awaiting(user.token, placed.result.orderNo);
  return { ...user, orderNo: placed.result.orderNo, orderLineId: products.result.products[0]!.orderLineId };
}

function awaiting(token: string | null, orderNo: string, evaluateStatus?: number) {
  const query = new URLSearchParams({ orderNo, ...(evaluateStatus === undefined ? {} : { evaluateStatus: String(evaluateStatus) }) });
  return call<ReviewProducts>(app, 'GET', `${Paths.reviewProducts}?${query.toString()}`, { token });
}

function post(token: string | null, payload: unknown) {
  return call<PostReviewResult>(app, 'POST', Paths.reviewPost, { token, payload });
}

function list(token: string | null, productId: number | string, query = '') {
  return call<ReviewList>(app, 'GET', `${Paths.reviewList}?productId=${productId}${query}`, { token });
}

function want(token: string | null, payload: unknown) {
  return call<WantResult>(app, 'POST', Paths.reviewWant, { token, payload });
}

const review = (buyer: { orderNo: string; orderLineId: string }, extra: object = {}) => ({
  orderNo: buyer.orderNo,
  orderLineId: buyer.orderLineId,
  rating: 5,
  content: '杯子很好用,保温效果不错',
  ...extra,
});

async function commentUpload(userId: number, type: string = UploadType.comment): Promise<string> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8A5A00' } }).png().toBuffer();
  return (await storeUpload(app.ctx, { userId, type: type as UploadType, data })).url;
}

describe('GET /hermes/v1/orders/comment/product', () => {
  it('needs a login (9999)', async () => {
    expectError(await awaiting(null, 'YC000'), ErrorCode.SESSION_EXPIRED, 401);
  });

  it("lists the order's products awaiting a review, then the reviewed ones with evaluateStatus 1", async () => {
    const buyer = await cupBuyer();
    const before = await awaiting(buyer.token, buyer.orderNo);
    expect(before.code, before.body).toBe(0);
    expect(before.result.reviewable).toBe(true);
    expect(before.result.orderId).toMatch(/^\d+$/);
    expect(before.result.products).toEqual([
      expect.objectContaining({
        orderNo: buyer.orderNo,
        productId: String(cupId),
        productSpecsId: cupSku,
        name: expect.stringContaining('钛金保温杯'),
        num: 1,
        evaluateStatus: EvaluateStatus.awaiting,
        reviewId: '',
      }),
    ]);
    const posted = await post(buyer.token, review(buyer));
    expect((await awaiting(buyer.token, buyer.orderNo)).result.products).toEqual([]);
    expect((await awaiting(buyer.token, buyer.orderNo, EvaluateStatus.reviewed)).result.products).toEqual([
      expect.objectContaining({ evaluateStatus: EvaluateStatus.reviewed, reviewId: posted.result.reviewId }),
    ]);
  });

  it("answers another user's order and an unknown one with 40413, a bad evaluateStatus with 40000", async () => {
    const buyer = await cupBuyer();
    const other = await newUser(app);
    expectError(await awaiting(other.token, buyer.orderNo), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await awaiting(buyer.token, 'YC20261121000000000000'), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await awaiting(buyer.token, buyer.orderNo, 2), ErrorCode.BAD_REQUEST, 400);
    expectError(await call(app, 'GET', Paths.reviewProducts, { token: buyer.token }), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('POST /hermes/v1/orders/comment', () => {
  it('needs a login (9999)', async () => {
    expectError(await post(null, review({ orderNo: 'YC1', orderLineId: '1' })), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('stores the review as written, with its pictures, and grants 20 E值 through the ledger once', async () => {
    const buyer = await cupBuyer();
    const pictures = [await commentUpload(buyer.userId), await commentUpload(buyer.userId)];
    const before = await balanceAndLedger(app, buyer.userId);
    const content = '<b>好用</b> <script>alert(1)</script> 👍\n第二行';
    const answer = await post(buyer.token, review(buyer, { rating: 4, content, pictures, anonymous: true }));
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual({ reviewId: expect.any(String), orderId: expect.any(String), orderNo: buyer.orderNo, productId: String(cupId), eValue: REVIEW_REWARD_EVALUE, awaitingCount: 0 });

    const after = await balanceAndLedger(app, buyer.userId);
    expect(after.balance).toBe(before.balance + REVIEW_REWARD_EVALUE);
    expect(after.ledgerSum).toBe(after.balance);

    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, Number(answer.result.reviewId)));
    expect(row).toMatchObject({ content, rating: 4, anonymous: true, rewardPoints: REVIEW_REWARD_EVALUE, userId: buyer.userId });

    const shown = (await list(null, cupId)).result.result.find((r) => r.id === answer.result.reviewId)!;
    expect(shown).toMatchObject({ content, pictures, rating: 4, anonymous: true, specsName: '钛原色' });
    expect(shown.userName).toMatch(/^.\*\*\*.$/u);
  });

  it('refuses a second review of the line with 40121 and grants nothing more', async () => {
    const buyer = await cupBuyer();
    expect((await post(buyer.token, review(buyer))).code).toBe(0);
    const before = await balanceAndLedger(app, buyer.userId);
    expectError(await post(buyer.token, review(buyer, { content: '再评一次' })), ErrorCode.REVIEW_EXISTS, 200);
    expect(await balanceAndLedger(app, buyer.userId)).toEqual(before);
  });

  it("answers another user's order with 40413 and a line of another order with 40421, writing nothing", async () => {
    const buyer = await cupBuyer();
    const other = await cupBuyer();
    expectError(await post(other.token, review(buyer)), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await post(buyer.token, review(buyer, { orderLineId: other.orderLineId })), ErrorCode.ORDER_LINE_NOT_FOUND, 404);
    expectError(await post(buyer.token, review(buyer, { orderNo: 'YC20261121999999999999' })), ErrorCode.ORDER_NOT_FOUND, 404);
    const [n] = await app.ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.orderId, (await orderOf(buyer.orderNo)).id));
    expect(n!.n).toBe(0);
  });

  it('refuses an unpaid order, a closed one and a refunded virtual one with 40120', async () => {
    const user = await newUser(app, 0);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(await skuIdOf(app, 'cap')) });
    expect(placed.result.needPay, placed.body).toBe(true);
    const products = await awaiting(user.token, placed.result.orderNo);
    expect(products.result.reviewable).toBe(false);
    const target = { orderNo: placed.result.orderNo, orderLineId: products.result.products[0]!.orderLineId };
    expectError(await post(user.token, review(target)), ErrorCode.REVIEW_NOT_ALLOWED, 200);

    app.clock.advance(31 * 60_000);
    await closeExpiredOrders(app.ctx);
    expectError(await post(user.token, review(target)), ErrorCode.REVIEW_NOT_ALLOWED, 200);

    const buyer = await cupBuyer();
    await app.ctx.db.update(orders).set({ kind: OrderKind.intellect, status: VirtualOrderStatus.fail }).where(eq(orders.orderNo, buyer.orderNo));
    expectError(await post(buyer.token, review(buyer)), ErrorCode.REVIEW_NOT_ALLOWED, 200);
  });

  it('takes a paid cash order in any status after payment', async () => {
    const user = await newUser(app, 0);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(await skuIdOf(app, 'cap')) });
    // Paid as the payment module pays it: paid_at and the kind's paid status.
    await app.ctx.db
      .update(orders)
      .set({ paidAt: app.clock.now(), status: paidStatusOf(OrderKind.boutique) })
      .where(eq(orders.orderNo, placed.result.orderNo));
    const products = await awaiting(user.token, placed.result.orderNo);
    expect(products.result.reviewable).toBe(true);
    const answer = await post(user.token, review({ orderNo: placed.result.orderNo, orderLineId: products.result.products[0]!.orderLineId }));
    expect(answer.code, answer.body).toBe(0);
  });

  it('refuses pictures that are not the user\'s own comment uploads with 40122, writing nothing', async () => {
    const buyer = await cupBuyer();
    const other = await newUser(app);
    const cases = [
      [await commentUpload(other.userId)],
      [await commentUpload(buyer.userId, UploadType.avatar)],
      [`${MEDIA_BASE}/u-${'0'.repeat(32)}.webp`],
      ['https://evil.example/x.webp'],
      [`${MEDIA_BASE}/../secret.webp`],
    ];
    for (const pictures of cases) expectError(await post(buyer.token, review(buyer, { pictures })), ErrorCode.REVIEW_PICTURE_INVALID, 400);

    // A picture already in a review cannot be reused.
    const first = await cupBuyer();
    const used = await commentUpload(first.userId);
    expect((await post(first.token, review(first, { pictures: [used] }))).code).toBe(0);
    const again = await cupBuyer(first);
    expectError(await post(first.token, review(again, { pictures: [used] })), ErrorCode.REVIEW_PICTURE_INVALID, 400);
    expect((await awaiting(first.token, again.orderNo)).result.products).toHaveLength(1);
    expect((await awaiting(buyer.token, buyer.orderNo)).result.products).toHaveLength(1);
  });

  it.each([
    ['no rating', { rating: undefined }],
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a rating as text', { rating: '5' }],
    ['an empty text', { content: '' }],
    ['a text over 500 characters', { content: '好'.repeat(REVIEW_CONTENT_MAX + 1) }],
    ['seven pictures', { pictures: Array.from({ length: 7 }, (_, i) => `${MEDIA_BASE}/u-${String(i).repeat(32)}.webp`) }],
    ['the same picture twice', { pictures: [`${MEDIA_BASE}/u-${'a'.repeat(32)}.webp`, `${MEDIA_BASE}/u-${'a'.repeat(32)}.webp`] }],
    ['an anonymous flag as text', { anonymous: 'yes' }],
    ['an extra field', { userId: 1 }],
    ['a malformed line id', { orderLineId: 'abc' }],
  ])('refuses %s with 40000', async (_what, extra) => {
    const buyer = await cupBuyer();
    expectError(await post(buyer.token, review(buyer, extra)), ErrorCode.BAD_REQUEST, 400);
  });

  it('refuses a text of spaces only with 40123, and takes 500 characters counted as people count them', async () => {
    const buyer = await cupBuyer();
    expectError(await post(buyer.token, review(buyer, { content: '  \n ' })), ErrorCode.REVIEW_CONTENT_INVALID, 400);
    expect((await post(buyer.token, review(buyer, { content: '👍'.repeat(REVIEW_CONTENT_MAX) }))).code).toBe(0);
  });

  it('makes one review and one reward of eight concurrent posts of a line', async () => {
    const buyer = await cupBuyer();
    const before = await balanceAndLedger(app, buyer.userId);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(buyer.token, review(buyer, { content: `第${i}次` }))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code).toBe(ErrorCode.REVIEW_EXISTS);
    const [n] = await app.ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.orderLineId, Number(buyer.orderLineId)));
    expect(n!.n).toBe(1);
    expect((await balanceAndLedger(app, buyer.userId)).balance).toBe(before.balance + REVIEW_REWARD_EVALUE);
  });
});

async function orderOf(orderNo: string) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

describe("a goods' review list", () => {
  let listApp: TestApp;
  beforeAll(async () => {
    listApp = await createTestApp();
  });
  afterAll(() => listApp.close());

  it('answers an empty list with a zero summary, an unknown goods 40401, a malformed id or page 40000', async () => {
    const answer = await call<ReviewList>(listApp, 'GET', `${Paths.reviewList}?productId=${await goodsIdOf(listApp, 'backpack')}`);
    expect(answer.result).toEqual({ pageNo: 1, pageSize: 10, totalNum: 0, result: [], summary: { total: 0, average: 0, goodRate: 0, stars: [0, 0, 0, 0, 0] } });
    expectError(await call(listApp, 'GET', `${Paths.reviewList}?productId=987654321`), ErrorCode.GOODS_NOT_FOUND, 404);
    for (const q of ['productId=abc', 'productId=1&pageSize=21', 'productId=1&pageNo=0', '']) {
      expectError(await call(listApp, 'GET', `${Paths.reviewList}?${q}`), ErrorCode.BAD_REQUEST, 400);
    }
  });

  it('pages newest first with the summary over all of them, and shows each viewer their wants and their own', async () => {
    const cup = String(await skuIdOf(listApp, 'cup'));
    const cupGoods = await goodsIdOf(listApp, 'cup');
    const buyers: User[] = [];
    for (const rating of [5, 4, 3]) {
      const user = await newUser(listApp, 5_000);
      await insertAddress(listApp, user.userId);
      const placed = await submit(listApp, user.token, { productSpecsId: cup }, { path: Paths.orderPointsSubmit });
      const products = await call<ReviewProducts>(listApp, 'GET', `${Paths.reviewProducts}?orderNo=${placed.result.orderNo}`, { token: user.token });
      listApp.clock.advance(1_000);
      const posted = await call<PostReviewResult>(listApp, 'POST', Paths.reviewPost, {
        token: user.token,
        payload: { orderNo: placed.result.orderNo, orderLineId: products.result.products[0]!.orderLineId, rating, content: `${rating}星` },
      });
      expect(posted.code, posted.body).toBe(0);
      buyers.push(user);
    }
    const first = await call<ReviewList>(listApp, 'GET', `${Paths.reviewList}?productId=${cupGoods}&pageSize=2`, { token: buyers[0]!.token });
    expect(first.result.summary).toEqual({ total: 3, average: 4, goodRate: 67, stars: [0, 0, 1, 1, 1] });
    expect(first.result.totalNum).toBe(3);
    expect(first.result.result.map((r) => r.content)).toEqual(['3星', '4星']);
    const second = await call<ReviewList>(listApp, 'GET', `${Paths.reviewList}?productId=${cupGoods}&pageSize=2&pageNo=2`, { token: buyers[0]!.token });
    expect(second.result.result.map((r) => [r.content, r.mine])).toEqual([['5星', true]]);
    expect(second.result.result[0]!.userName).toMatch(/^测试/);

    const top = first.result.result[0]!;
    const wanted = await call<WantResult>(listApp, 'POST', Paths.reviewWant, { token: buyers[0]!.token, payload: { contentId: top.id, type: WantType.want } });
    expect(wanted.result).toEqual({ contentId: top.id, wanted: true, wantCount: 1 });
    const mine = await call<ReviewList>(listApp, 'GET', `${Paths.reviewList}?productId=${cupGoods}&pageSize=1`, { token: buyers[0]!.token });
    expect(mine.result.result[0]).toMatchObject({ id: top.id, wanted: true, wantCount: 1 });
    const guest = await call<ReviewList>(listApp, 'GET', `${Paths.reviewList}?productId=${cupGoods}&pageSize=1`);
    expect(guest.result.result[0]).toMatchObject({ id: top.id, wanted: false, wantCount: 1, mine: false });
  });
});

describe('POST /api/evaluation/want', () => {
  it('needs a login, an existing review (40420) and a well-formed body (40000)', async () => {
    const buyer = await cupBuyer();
    const posted = await post(buyer.token, review(buyer));
    expectError(await want(null, { contentId: posted.result.reviewId, type: WantType.want }), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await want(buyer.token, { contentId: '987654321', type: WantType.want }), ErrorCode.REVIEW_NOT_FOUND, 404);
    for (const payload of [{ contentId: posted.result.reviewId }, { contentId: posted.result.reviewId, type: 2 }, { contentId: 1, type: 1 }, { contentId: 'x', type: 1 }]) {
      expectError(await want(buyer.token, payload), ErrorCode.BAD_REQUEST, 400);
    }
  });

  it('is idempotent both ways and leaves one row when one user wants twelve times at once', async () => {
    const buyer = await cupBuyer();
    const fan = await newUser(app);
    const { reviewId } = (await post(buyer.token, review(buyer))).result;
    const answers = await Promise.all(Array.from({ length: 12 }, () => want(fan.token, { contentId: reviewId, type: WantType.want })));
    for (const a of answers) expect(a.result).toEqual({ contentId: reviewId, wanted: true, wantCount: 1 });
    const [n] = await app.ctx.db.select({ n: count() }).from(reviewWants).where(eq(reviewWants.reviewId, Number(reviewId)));
    expect(n!.n).toBe(1);
    expect((await want(buyer.token, { contentId: reviewId, type: WantType.want })).result).toEqual({ contentId: reviewId, wanted: true, wantCount: 2 });
    expect((await want(fan.token, { contentId: reviewId, type: WantType.cancel })).result).toEqual({ contentId: reviewId, wanted: false, wantCount: 1 });
    expect((await want(fan.token, { contentId: reviewId, type: WantType.cancel })).result).toEqual({ contentId: reviewId, wanted: false, wantCount: 1 });
  });
});

describe('GET /api/userRelation/collection/evaluate and pointShow', () => {
  it("lists the user's own reviews only, newest first, with the goods as bought", async () => {
    const buyer = await cupBuyer();
    expectError(await call(app, 'GET', Paths.myReviews), ErrorCode.SESSION_EXPIRED, 401);
    const empty = await call<MyReviews>(app, 'GET', Paths.myReviews, { token: buyer.token });
    expect(empty.result).toEqual({ pageNo: 1, pageSize: 10, totalNum: 0, result: [] });
    await post(buyer.token, review(buyer, { anonymous: true }));
    const mine = await call<MyReviews>(app, 'GET', Paths.myReviews, { token: buyer.token });
    expect(mine.result.totalNum).toBe(1);
    expect(mine.result.result[0]).toMatchObject({
      orderNo: buyer.orderNo,
      productId: String(cupId),
      productName: expect.stringContaining('钛金保温杯'),
      mine: true,
      anonymous: true,
      bizType: 1,
      virtualType: null,
    });
    const stranger = await newUser(app);
    expect((await call<MyReviews>(app, 'GET', Paths.myReviews, { token: stranger.token })).result.totalNum).toBe(0);
  });

  it('shows the reward of a review to anyone', async () => {
    const answer = await call<ReviewPointShow>(app, 'GET', Paths.reviewPointShow);
    expect(answer.result).toEqual({ point: REVIEW_REWARD_EVALUE, desc: `发布评价可得${REVIEW_REWARD_EVALUE}E值` });
  });
});

describe('review pictures', () => {
  it('keeps them in the order posted', async () => {
    const buyer = await cupBuyer();
    const pictures = await Promise.all([1, 2, 3].map(() => commentUpload(buyer.userId)));
    const { reviewId } = (await post(buyer.token, review(buyer, { pictures }))).result;
    const rows = await app.ctx.db.select().from(reviewPictures).where(eq(reviewPictures.reviewId, Number(reviewId)));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2]);
    const shown = (await list(null, cupId, '&pageSize=20')).result.result.find((r) => r.id === reviewId)!;
    expect(shown.pictures).toEqual(pictures);
  });
});
