import { DEFAULT_PAGE_SIZE, Love, LOVE_RECOMMEND_MAX, type GoodsCard, type LoveResult } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Paged } from '../../http/paged.ts';
import { goodsCards } from './goods.service.ts';
import { requireGoods } from '../catalogue/catalogue.service.ts';
import * as repo from './love.repository.ts';

/** PUT /hermes/v1/love/goods/{id}: the heart on (§4 Love); again is a no-op. Off-shelf or unknown goods: 40401. */
export async function loveGoods(ctx: AppContext, userId: number, productId: number): Promise<LoveResult> {
  await requireGoods(ctx.db, productId);
  await repo.insertLove(ctx.db, userId, productId, ctx.clock.now());
  return { love: Love.love, loveUserCount: await repo.countLoves(ctx.db, productId) };
}

/** DELETE /hermes/v1/love/goods/{id}: the heart off; again is a no-op. */
export async function unloveGoods(ctx: AppContext, userId: number, productId: number): Promise<LoveResult> {
  await requireGoods(ctx.db, productId);
  await repo.deleteLove(ctx.db, userId, productId);
  return { love: Love.nolove, loveUserCount: await repo.countLoves(ctx.db, productId) };
}

/** Whether the user loves the goods, as GoodsDetail.love (§3). */
export async function loveOf(ctx: AppContext, userId: number, goodsId: number): Promise<Love> {
  return (await repo.isLoved(ctx.db, userId, goodsId)) ? Love.love : Love.nolove;
}

export async function loveUserCount(ctx: AppContext, productId: number): Promise<number> {
  await requireGoods(ctx.db, productId);
  return repo.countLoves(ctx.db, productId);
}

/** The favourites page (/store/favor/list): the user's on-shelf goods, newest love first. */
export async function lovedGoods(
  ctx: AppContext,
  userId: number,
  query: { pageNo?: number; pageSize?: number },
): Promise<Paged<GoodsCard>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [ids, totalNum] = await Promise.all([
    repo.findLovedGoodsIds(ctx.db, userId, pageSize, (pageNo - 1) * pageSize),
    repo.countLovedGoods(ctx.db, userId),
  ]);
  return { pageNo, pageSize, totalNum, result: await goodsCards(ctx, ids) };
}

/** The favourites page's recommendations: popular goods the user (if any) does not love yet. */
export async function recommendedGoods(ctx: AppContext, userId: number | null): Promise<GoodsCard[]> {
  return goodsCards(ctx, await repo.findPopularGoodsIds(ctx.db, userId, LOVE_RECOMMEND_MAX));
}
