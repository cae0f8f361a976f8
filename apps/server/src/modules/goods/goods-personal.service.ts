import type { GoodsDetail } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { purchasedCounts } from '../catalogue/catalogue.service.ts';
import { appointmentStatusOf } from '../crowdfund/crowdfund.service.ts';
import { loveOf } from './love.service.ts';

/** How many of a goods the user has bought, for the purchase limit (§5): pieces in orders not cancelled or closed. */
async function purchasedCount(ctx: AppContext, userId: number, goodsId: number): Promise<number> {
  return (await purchasedCounts(ctx.db, userId, [goodsId])).get(goodsId) ?? 0;
}

/**
 * A detail as one logged-in user sees it: the shared (cached) detail with their heart, their
 * purchases and their crowdfund reservation laid over it. Never cached; the shared one is not changed.
 */
export async function personalise<T extends GoodsDetail>(ctx: AppContext, userId: number, detail: T): Promise<T> {
  const goodsId = Number(detail.id);
  const cf = detail.crowdfundInfo;
  const [love, userPurchasedNum, appointmentStatus] = await Promise.all([
    loveOf(ctx, userId, goodsId),
    purchasedCount(ctx, userId, goodsId),
    cf ? appointmentStatusOf(ctx, userId, cf.crowdfundNo) : Promise.resolve(null),
  ]);
  return {
    ...detail,
    love,
    userPurchasedNum,
    crowdfundInfo: cf && appointmentStatus !== null ? { ...cf, appointmentStatus } : cf,
  };
}
