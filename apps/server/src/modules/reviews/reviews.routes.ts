import { EvaluateStatus, ReviewsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { postReview, reviewProducts } from './review-post.service.ts';
import { goodsReviews, reviewPointShow, setWant, userReviews } from './reviews.service.ts';

/** Reviews of bought goods (§7 Orders comment calls, User and content evaluation calls). */
export function reviewsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, ReviewsApi.products, async (request) =>
      ok(await reviewProducts(ctx, sessionOf(request).userId, request.query.orderNo, request.query.evaluateStatus ?? EvaluateStatus.awaiting)),
    );
    register(app, ReviewsApi.post, async (request) => ok(await postReview(ctx, sessionOf(request).userId, request.body)));
    register(app, ReviewsApi.list, async (request) => {
      const { productId, ...asked } = request.query;
      return ok(await goodsReviews(ctx, Number(productId), request.session?.userId ?? null, asked));
    });
    register(app, ReviewsApi.mine, async (request) => ok(await userReviews(ctx, sessionOf(request).userId, request.query)));
    register(app, ReviewsApi.want, async (request) => ok(await setWant(ctx, sessionOf(request).userId, Number(request.body.contentId), request.body.type)));
    register(app, ReviewsApi.pointShow, async () => ok(reviewPointShow()));
  };
}
