import {
  ErrorCode,
  OrderFamily,
  OrderKind,
  REVIEW_REWARD_EVALUE,
  VirtualOrderStatus,
  type PostReviewBody,
  type PostReviewResult,
  type ReviewProducts,
} from '@emall/contract';
import { isLineRefunded, isPaidOrderStatus, isReviewTextValid, orderFamilyOf, uploadNameOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { grantPoints } from '../points/points.service.ts';
import * as repo from './reviews.repository.ts';
import { reviewProductOf } from './reviews.view.ts';

/** Refunded statuses: paid once, but the money went back, so there is nothing to review. */
const refundedStatuses: Readonly<Record<OrderFamily, readonly number[]>> = {
  [OrderFamily.main]: [],
  [OrderFamily.shop]: [],
  [OrderFamily.virtual]: [VirtualOrderStatus.fail],
};

function isOrderKind(kind: string): kind is OrderKind {
  return (Object.values(OrderKind) as string[]).includes(kind);
}

/**
 * Who may review (README, Decisions): the owner of an order that was paid (any status after
 * payment, by the §4 machines) and is not cancelled, closed or refunded.
 */
function isReviewable(order: repo.ReviewOrderRow): boolean {
  if (order.cancelledAt !== null || order.paidAt === null || !isOrderKind(order.kind)) return false;
  const family = orderFamilyOf(order.kind);
  return isPaidOrderStatus(family, order.status) && !refundedStatuses[family].includes(order.status);
}

async function requireOrder(ctx: AppContext, userId: number, orderNo: string): Promise<repo.ReviewOrderRow> {
  const order = await repo.findOrderOfUser(ctx.db, userId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

/** GET /hermes/v1/orders/comment/product: the order's lines awaiting a review (evaluateStatus 0, the default) or reviewed (1). */
export async function reviewProducts(ctx: AppContext, userId: number, orderNo: string, evaluateStatus: number): Promise<ReviewProducts> {
  const order = await requireOrder(ctx, userId, orderNo);
  // A refunded line awaits no review; one reviewed before still shows as reviewed, to its author.
  const lines = (await repo.findLinesWithReviews(ctx.db, order.id)).filter((row) => row.reviewId !== null || !isLineRefunded(row.line));
  const products = lines.map((row) => reviewProductOf(order.orderNo, row));
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    reviewable: isReviewable(order),
    products: products.filter((p) => p.evaluateStatus === evaluateStatus),
  };
}

/** The file ids of the pictures, in the order sent: each must be one of the user's own comment uploads. */
async function pictureFileIds(ctx: AppContext, userId: number, urls: readonly string[]): Promise<number[]> {
  const names = urls.map(uploadNameOf);
  if (names.some((n) => n === null)) throw new AppError(ErrorCode.REVIEW_PICTURE_INVALID);
  const found = new Map((await repo.findCommentFiles(ctx.db, userId, names as string[])).map((f) => [f.path, f.id]));
  return names.map((name) => {
    const id = found.get(name!);
    if (id === undefined) throw new AppError(ErrorCode.REVIEW_PICTURE_INVALID);
    return id;
  });
}

/**
 * POST /hermes/v1/orders/comment: a review of one line of the user's reviewable order, once per
 * line. In one transaction, holding the order: the review (its unique line key decides a race, the
 * loser answers 40121), its pictures (a picture already in a review answers 40122) and the
 * E-value reward through the ledger (key review:{lineId}, so once however often it is tried).
 */
export async function postReview(ctx: AppContext, userId: number, body: PostReviewBody): Promise<PostReviewResult> {
  if (!isReviewTextValid(body.content)) throw new AppError(ErrorCode.REVIEW_CONTENT_INVALID);
  const order = await requireOrder(ctx, userId, body.orderNo);
  const lines = await repo.findLinesWithReviews(ctx.db, order.id);
  const row = lines.find((l) => String(l.line.id) === body.orderLineId);
  if (!row) throw new AppError(ErrorCode.ORDER_LINE_NOT_FOUND);
  // Refunded whole (its order closed too when it was the last line): the line's own reason first.
  if (row.reviewId === null && isLineRefunded(row.line)) throw new AppError(ErrorCode.REVIEW_LINE_REFUNDED);
  if (!isReviewable(order)) throw new AppError(ErrorCode.REVIEW_NOT_ALLOWED);
  if (row.reviewId !== null) throw new AppError(ErrorCode.REVIEW_EXISTS);
  const fileIds = await pictureFileIds(ctx, userId, body.pictures ?? []);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    // Every transaction of orders takes the user before anything else, so none wait on each other in a circle.
    await lockBuyer(tx, userId);
    const held = await repo.holdOrder(tx, userId, order.id);
    // Read again under the locks a refund takes too (user, then order): refunded meanwhile, refused.
    const current = (await repo.findLinesWithReviews(tx, order.id)).find((l) => l.line.id === row.line.id)!;
    if (isLineRefunded(current.line)) throw new AppError(ErrorCode.REVIEW_LINE_REFUNDED);
    if (!held || !isReviewable(held)) throw new AppError(ErrorCode.REVIEW_NOT_ALLOWED);
    const review = await repo.insertReview(tx, {
      orderId: order.id,
      orderLineId: row.line.id,
      userId,
      goodsId: row.line.goodsId,
      rating: body.rating,
      content: body.content,
      anonymous: body.anonymous ?? false,
      rewardPoints: REVIEW_REWARD_EVALUE,
      createdAt: now,
    });
    if (!review) throw new AppError(ErrorCode.REVIEW_EXISTS);
    if ((await repo.insertPictures(tx, review.id, fileIds)) !== fileIds.length) throw new AppError(ErrorCode.REVIEW_PICTURE_INVALID);
    const granted = await grantPoints(tx, userId, REVIEW_REWARD_EVALUE, `评价订单${order.orderNo}的商品`, `review:${row.line.id}`, now);
    return {
      reviewId: String(review.id),
      orderId: String(order.id),
      orderNo: order.orderNo,
      productId: String(row.line.goodsId),
      eValue: granted.spent ? REVIEW_REWARD_EVALUE : 0,
      awaitingCount: await repo.countAwaiting(tx, order.id),
    };
  });
}
