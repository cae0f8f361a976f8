import { EvaluateStatus, MEDIA_BASE, type MyReview, type Review, type ReviewProduct } from '@emall/contract';
import { reviewerName } from '@emall/domain';
import { storedLineGoods } from '../orders/orders.service.ts';
import type { LineWithReviewRow, ReviewListRow } from './reviews.repository.ts';

/** Where an uploaded picture is served: the url the upload answered. */
function mediaUrl(path: string): string {
  return `${MEDIA_BASE}/${path}`;
}

export function reviewProductOf(orderNo: string, row: LineWithReviewRow): ReviewProduct {
  const { line } = row;
  return {
    orderNo,
    orderLineId: String(line.id),
    ...storedLineGoods(line),
    bizType: row.bizType,
    virtualType: row.virtualType,
    evaluateStatus: row.reviewId === null ? EvaluateStatus.awaiting : EvaluateStatus.reviewed,
    reviewId: row.reviewId === null ? '' : String(row.reviewId),
  };
}

/** A review for lists: an anonymous reviewer's nickname masked here, so it never leaves the server. */
export function reviewOf(row: ReviewListRow, viewerId: number | null): Review {
  const { review } = row;
  return {
    id: String(review.id),
    productId: String(review.goodsId),
    specsName: row.specsName,
    rating: review.rating,
    content: review.content,
    pictures: row.pictures.map(mediaUrl),
    anonymous: review.anonymous,
    userName: reviewerName(review.anonymous, row.nickname),
    createdAt: review.createdAt.toISOString(),
    wantCount: Number(row.wantCount),
    wanted: Boolean(row.wanted),
    mine: viewerId !== null && review.userId === viewerId,
  };
}

export function myReviewOf(
  row: ReviewListRow & { orderNo: string; productName: string; productPictureUrl: string; bizType: number; virtualType: number | null },
  userId: number,
): MyReview {
  return {
    ...reviewOf(row, userId),
    orderNo: row.orderNo,
    productName: row.productName,
    productPictureUrl: row.productPictureUrl,
    bizType: row.bizType,
    virtualType: row.virtualType,
  };
}
