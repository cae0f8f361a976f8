import { ErrorCode, productPageUrl, SHARE_RECORDS_PER_HOUR, type ShareRecordBody } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireGoods } from '../catalogue/catalogue.service.ts';
import * as repo from './share.repository.ts';

const HOUR_MS = 3_600_000;

/**
 * POST /hermes/v1/share/record: records a share and answers the URL to share: the product page
 * (path and query; the page makes it absolute) with INVITER_ID set to the sharer's id when logged
 * in (§2 landing). SHARE_RECORDS_PER_HOUR per user, or per address for guests (else 42900).
 */
export async function recordShare(
  ctx: AppContext,
  input: { userId: number | null; clientIp: string; body: ShareRecordBody },
): Promise<{ shareUrl: string }> {
  const goodsId = Number(input.body.productId);
  const goods = await requireGoods(ctx.db, goodsId);
  const pageUrl = productPageUrl(goods, goods.id);
  const shareUrl = input.userId === null ? pageUrl : `${pageUrl}&INVITER_ID=${input.userId}`;
  const now = ctx.clock.now();
  const sharer = { userId: input.userId, clientIp: input.clientIp };
  const capped = await ctx.db.transaction(async (tx) => {
    await repo.lockSharer(tx, input.userId === null ? `ip:${input.clientIp}` : `user:${input.userId}`);
    if ((await repo.countSharesSince(tx, sharer, new Date(now.getTime() - HOUR_MS))) >= SHARE_RECORDS_PER_HOUR) return true;
    await repo.insertShareRecord(tx, { ...sharer, goodsId, channel: input.body.channel, shareUrl, createdAt: now });
    return false;
  });
  if (capped) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  return { shareUrl };
}
