import { Type, type Static } from 'typebox';
import { EvaluateStatus, WantType } from '../order-codes.ts';
import {
  ID_PATTERN,
  REVIEW_CONTENT_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE_MAX,
  REVIEW_PICTURE_URL_MAX,
  REVIEW_PICTURES_MAX,
  REVIEW_RATING_MAX,
} from '../constants.ts';
import { EValue, Paged } from './common.ts';
import { OrderLineGoods } from './order.ts';

const Id = Type.String({ pattern: ID_PATTERN });
const OrderNo = Type.String({ minLength: 1, maxLength: 64 });
const Rating = Type.Integer({ minimum: 1, maximum: REVIEW_RATING_MAX });

/** GET /hermes/v1/orders/comment/product (§7): the order's products, awaiting a review (evaluateStatus 0) or reviewed (1). */
export const ReviewProductsQuery = Type.Object({
  orderNo: OrderNo,
  evaluateStatus: Type.Optional(Type.Union([Type.Literal(EvaluateStatus.awaiting), Type.Literal(EvaluateStatus.reviewed)])),
});
export type ReviewProductsQuery = Static<typeof ReviewProductsQuery>;

/** A line of an order as the review pages show it. */
export const ReviewProduct = Type.Object({
  orderNo: Type.String(),
  orderLineId: Type.String(),
  /** The name, specification and picture as bought. */
  ...OrderLineGoods.properties,
  /** The goods' kind: intellect goods are reviewed on the /virtual/intellect/comment pages, others on /social (reviewPagesOf). */
  bizType: Type.Integer(),
  virtualType: Type.Union([Type.Integer(), Type.Null()]),
  /** EvaluateStatus: 0 awaiting a review, 1 reviewed. */
  evaluateStatus: Type.Integer(),
  /** The review of the line once written, else ''. */
  reviewId: Type.String(),
});
export type ReviewProduct = Static<typeof ReviewProduct>;

export const ReviewProducts = Type.Object({
  /** The order (its detail page takes orderId). */
  orderId: Type.String(),
  orderNo: Type.String(),
  /** False while the order cannot be reviewed (unpaid, cancelled, closed): the products are listed, none may be posted. */
  reviewable: Type.Boolean(),
  products: Type.Array(ReviewProduct),
});
export type ReviewProducts = Static<typeof ReviewProducts>;

/**
 * POST /hermes/v1/orders/comment (§7): a review of one line of a paid order of the user's. The text is
 * stored as written (1–500 characters, not only spaces) and always shown as text, never as HTML.
 * Pictures are the urls POST /api/file/upload/comment answered, the user's own, at most 6.
 */
export const PostReviewBody = Type.Object(
  {
    orderNo: OrderNo,
    orderLineId: Id,
    rating: Rating,
    content: Type.String({ minLength: 1, maxLength: REVIEW_CONTENT_MAX }),
    pictures: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: REVIEW_PICTURE_URL_MAX }), { maxItems: REVIEW_PICTURES_MAX, uniqueItems: true }),
    ),
    /** Shown under a masked name. */
    anonymous: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PostReviewBody = Static<typeof PostReviewBody>;

export const PostReviewResult = Type.Object({
  reviewId: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  productId: Type.String(),
  /** E-value the review earned (0 when the line had earned it already). */
  eValue: EValue,
  /** Lines of the order still awaiting a review. */
  awaitingCount: Type.Integer({ minimum: 0 }),
});
export type PostReviewResult = Static<typeof PostReviewResult>;

/** A review as lists show it. The reviewer's name is masked when anonymous; the text is plain text. */
export const Review = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  specsName: Type.String(),
  rating: Rating,
  content: Type.String(),
  /** Picture urls (/media/…), in the order posted. */
  pictures: Type.Array(Type.String()),
  anonymous: Type.Boolean(),
  userName: Type.String(),
  /** ISO time it was posted. */
  createdAt: Type.String(),
  wantCount: Type.Integer({ minimum: 0 }),
  /** Whether the user asking wants it (false for guests). */
  wanted: Type.Boolean(),
  /** Whether the user asking wrote it. */
  mine: Type.Boolean(),
});
export type Review = Static<typeof Review>;

/** The ratings of a goods' reviews. */
export const ReviewSummary = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  /** Mean rating with one decimal; 0 without reviews. */
  average: Type.Number({ minimum: 0, maximum: REVIEW_RATING_MAX }),
  /** Percent of ratings of 4 or 5, rounded; 0 without reviews. */
  goodRate: Type.Integer({ minimum: 0, maximum: 100 }),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  stars: Type.Array(Type.Integer({ minimum: 0 }), { minItems: REVIEW_RATING_MAX, maxItems: REVIEW_RATING_MAX }),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

const PageNo = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: REVIEW_PAGE_SIZE_MAX, default: REVIEW_PAGE_SIZE });

/** GET /hermes/v1/orders/comment/list (ours: the spec names no call for a goods' reviews): newest first. */
export const ReviewListQuery = Type.Object({ productId: Id, pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) });
export type ReviewListQuery = Static<typeof ReviewListQuery>;

export const ReviewList = Type.Object({ ...Paged(Review).properties, summary: ReviewSummary });
export type ReviewList = Static<typeof ReviewList>;

/** GET /api/userRelation/collection/evaluate (§7): the user's own reviews, newest first. */
export const MyReviewsQuery = Type.Object({ pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) });
export type MyReviewsQuery = Static<typeof MyReviewsQuery>;

export const MyReview = Type.Object({
  ...Review.properties,
  orderNo: Type.String(),
  /** The goods as bought, and its kind (for its review pages). */
  productName: Type.String(),
  productPictureUrl: Type.String(),
  bizType: Type.Integer(),
  virtualType: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyReview = Static<typeof MyReview>;

export const MyReviews = Paged(MyReview);
export type MyReviews = Static<typeof MyReviews>;

/** POST /api/evaluation/want (§7): want (type 1) or stop wanting (type 0) a review; both idempotent. */
export const WantBody = Type.Object(
  { contentId: Id, type: Type.Union([Type.Literal(WantType.cancel), Type.Literal(WantType.want)]) },
  { additionalProperties: false },
);
export type WantBody = Static<typeof WantBody>;

export const WantResult = Type.Object({ contentId: Type.String(), wanted: Type.Boolean(), wantCount: Type.Integer({ minimum: 0 }) });
export type WantResult = Static<typeof WantResult>;

/** GET /api/evaluation/pointShow/2/1 (§7): the E-value a review earns, for the publish page. */
export const ReviewPointShow = Type.Object({
  point: EValue,
  /** e.g. 发布评价可得20E值. */
  desc: Type.String(),
});
export type ReviewPointShow = Static<typeof ReviewPointShow>;
