import { MessageTargetType, NotificationTemplate, type MessageTarget } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { dueReminders, markReminded } from './crowdfund.service.ts';
import { findCrowdfund } from '../catalogue/catalogue.service.ts';
import { notify } from '../notifications/notifications.service.ts';

const BATCH = 100;

/** The reminder opens the crowdfund's product page (none once its goods left the shelf). */
async function goodsTarget(tx: Executor, crowdfundNo: string): Promise<MessageTarget | null> {
  const goods = (await findCrowdfund(tx, crowdfundNo))?.goods;
  if (!goods) return null;
  return { type: MessageTargetType.goods, productId: String(goods.id), bizType: goods.bizType, virtualType: goods.virtualType, annexType: goods.annexType };
}

/**
 * One pass of the `crowdfund-reminders` job (issue 19): each Reserved reservation of a crowdfund
 * that has started moves to Remind and its user gets a "crowdfund started" notification, in one
 * transaction. The move is conditional (from Reserved only) and the notification keyed per
 * crowdfund, so a rerun, a crash midway or two instances at once remind each user once.
 */
export async function remindStartedCrowdfunds(ctx: AppContext): Promise<{ reminded: number }> {
  let reminded = 0;
  for (;;) {
    const now = ctx.clock.now();
    const due = await dueReminders(ctx.db, now, BATCH);
    for (const r of due) {
      const moved = await ctx.db.transaction(async (tx) => {
        if (!(await markReminded(tx, r.id))) return false;
        await notify(tx, {
          userId: r.userId,
          template: NotificationTemplate.crowdfundStarted,
          params: { goodsName: r.goodsName },
          dedupeKey: `crowdfund-started:${r.crowdfundNo}`,
          target: await goodsTarget(tx, r.crowdfundNo),
          at: now,
        });
        return true;
      });
      if (moved) reminded++;
    }
    if (due.length < BATCH) return { reminded };
  }
}
