import {
  Envelope,
  EvaluateStatus,
  MyReviews,
  MyReviewsQuery,
  Paths,
  PostReviewBody,
  PostReviewResult,
  ReviewList,
  ReviewListQuery,
  ReviewPointShow,
  ReviewProducts,
  ReviewProductsQuery,
  WantBody,
  WantResult,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { postReview, reviewProducts } from './review-post.service.ts';
import { goodsReviews, reviewPointShow, setWant, userReviews } from './reviews.service.ts';

/** Reviews of bought goods (§7 Orders comment calls, User and content evaluation calls). */
export function reviewsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['reviews'];

    app.get(
      Paths.reviewProducts,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: "The user's order's products awaiting a review (evaluateStatus 0, the default) or reviewed (1); another user's order 40413",
          querystring: ReviewProductsQuery,
          response: { 200: Envelope(ReviewProducts) },
        },
      },
      async (request) =>
        ok(await reviewProducts(ctx, sessionOf(request).userId, request.query.orderNo, request.query.evaluateStatus ?? EvaluateStatus.awaiting)),
    );

    app.post(
      Paths.reviewPost,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'Review a line of a paid order (once; 40121 again), earning E-value once',
          body: PostReviewBody,
          response: { 200: Envelope(PostReviewResult) },
        },
      },
      async (request) => ok(await postReview(ctx, sessionOf(request).userId, request.body)),
    );

    app.get(
      Paths.reviewList,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: "A goods' reviews, newest first, with the rating summary (ours: the spec names no call)",
          querystring: ReviewListQuery,
          response: { 200: Envelope(ReviewList) },
        },
      },
      async (request) => {
        const { productId, ...asked } = request.query;
        return ok(await goodsReviews(ctx, Number(productId), request.session?.userId ?? null, asked));
      },
    );

    app.get(
      Paths.myReviews,
      {
        config: { auth: 'required' },
        schema: { tags, summary: "The user's own reviews, newest first", querystring: MyReviewsQuery, response: { 200: Envelope(MyReviews) } },
      },
      async (request) => ok(await userReviews(ctx, sessionOf(request).userId, request.query)),
    );

    app.post(
      Paths.reviewWant,
      {
        config: { auth: 'required' },
        schema: { tags, summary: 'Want (type 1) or stop wanting (type 0) a review; both idempotent', body: WantBody, response: { 200: Envelope(WantResult) } },
      },
      async (request) => ok(await setWant(ctx, sessionOf(request).userId, Number(request.body.contentId), request.body.type)),
    );

    app.get(
      Paths.reviewPointShow,
      { schema: { tags, summary: 'The E-value a review earns', response: { 200: Envelope(ReviewPointShow) } } },
      async () => ok(reviewPointShow()),
    );
  };
}
