import {
  ErrorCode,
  fillText,
  REVIEW_PAGE_SIZE,
  REVIEW_REWARD_EVALUE,
  Text,
  WantType,
  type MyReviews,
  type ReviewList,
  type ReviewPointShow,
  type WantResult,
} from '@emall/contract';
import { ratingSummary } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './reviews.repository.ts';
import { myReviewOf, reviewOf } from './reviews.view.ts';

interface PageAsked {
  pageNo?: number;
  pageSize?: number;
}

function page(asked: PageAsked): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = asked.pageNo ?? 1;
  const pageSize = asked.pageSize ?? REVIEW_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/**
 * GET /hermes/v1/orders/comment/list (ours): a goods' reviews, newest first, with the rating
 * summary over all of them; for a logged-in viewer whether they want each and which are theirs.
 * Any goods that exists (on the shelf or not); an unknown one 40401.
 */
export async function goodsReviews(ctx: AppContext, goodsId: number, viewerId: number | null, asked: PageAsked): Promise<ReviewList> {
  if (!(await repo.goodsExists(ctx.db, goodsId))) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  const { pageNo, pageSize, offset } = page(asked);
  const [rows, ratings] = await Promise.all([
    repo.findGoodsReviews(ctx.db, goodsId, viewerId, pageSize, offset),
    repo.countRatings(ctx.db, goodsId),
  ]);
  const starCounts = [1, 2, 3, 4, 5].map((stars) => ratings.find((r) => r.rating === stars)?.n ?? 0);
  const summary = ratingSummary(starCounts);
  return { pageNo, pageSize, totalNum: summary.total, result: rows.map((r) => reviewOf(r, viewerId)), summary };
}

/** GET /api/userRelation/collection/evaluate: the user's own reviews, newest first. */
export async function userReviews(ctx: AppContext, userId: number, asked: PageAsked): Promise<MyReviews> {
  const { pageNo, pageSize, offset } = page(asked);
  const [rows, totalNum] = await Promise.all([repo.findUserReviews(ctx.db, userId, pageSize, offset), repo.countUserReviews(ctx.db, userId)]);
  return { pageNo, pageSize, totalNum, result: rows.map((r) => myReviewOf(r, userId)) };
}

/**
 * POST /api/evaluation/want: type 1 wants a review, 0 takes it back; both idempotent (one row per
 * user and review by its primary key, so concurrent wants leave one). An unknown review 40420.
 */
export async function setWant(ctx: AppContext, userId: number, reviewId: number, type: number): Promise<WantResult> {
  if (!(await repo.reviewExists(ctx.db, reviewId))) throw new AppError(ErrorCode.REVIEW_NOT_FOUND);
  if (type === WantType.want) await repo.insertWant(ctx.db, reviewId, userId, ctx.clock.now());
  else await repo.deleteWant(ctx.db, reviewId, userId);
  return { contentId: String(reviewId), ...(await repo.wantState(ctx.db, reviewId, userId)) };
}

/** GET /api/evaluation/pointShow/2/1: the E-value a review earns (once per order line). */
export function reviewPointShow(): ReviewPointShow {
  return { point: REVIEW_REWARD_EVALUE, desc: fillText(Text.reviewRewardHint, { point: REVIEW_REWARD_EVALUE }) };
}
