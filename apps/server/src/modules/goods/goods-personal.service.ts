import type { GoodsDetail } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { appointmentStatusOf } from '../crowdfund/crowdfund.service.ts';
import { loveOf } from './love.service.ts';

/**
 * How many of a goods the user has bought, for the purchase limit (§5). Orders come with the
 * checkout issue: until then nobody has bought anything, so this is 0. Replace it with a count
 * over the user's paid, not cancelled order lines then; the detail calls already ask it here.
 */
export async function purchasedCount(_ctx: AppContext, _userId: number, _goodsId: number): Promise<number> {
  return 0;
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
