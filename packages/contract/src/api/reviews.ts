import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import {
  MyReviews,
  MyReviewsQuery,
  PostReviewBody,
  PostReviewResult,
  ReviewList,
  ReviewListQuery,
  ReviewPointShow,
  ReviewProducts,
  ReviewProductsQuery,
  WantBody,
  WantResult,
} from '../schemas/review.ts';

/** Reviews of bought goods (§7 Orders comment calls, User and content evaluation calls). */
export const ReviewsApi = declareApi('reviews', {
  products: route(
    'GET',
    Paths.reviewProducts,
    "The user's order's products awaiting a review (evaluateStatus 0, the default) or reviewed (1); another user's order 40413",
    { query: ReviewProductsQuery, answer: ReviewProducts },
    'required',
  ),
  post: route('POST', Paths.reviewPost, 'Review a line of a paid order (once; 40121 again), earning E-value once', { body: PostReviewBody, answer: PostReviewResult }, 'required'),
  list: route(
    'GET',
    Paths.reviewList,
    "A goods' reviews, newest first, with the rating summary (ours: the spec names no call)",
    { query: ReviewListQuery, answer: ReviewList },
    'optional',
  ),
  mine: route('GET', Paths.myReviews, "The user's own reviews, newest first", { query: MyReviewsQuery, answer: MyReviews }, 'required'),
  want: route('POST', Paths.reviewWant, 'Want (type 1) or stop wanting (type 0) a review; both idempotent', { body: WantBody, answer: WantResult }, 'required'),
  pointShow: route('GET', Paths.reviewPointShow, 'The E-value a review earns', { answer: ReviewPointShow }),
});
