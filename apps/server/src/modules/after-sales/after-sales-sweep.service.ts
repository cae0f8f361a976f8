import { AfterSalesEvent, AfterSalesEventText, AfterSalesStatus as S, AfterSalesText, AfterSalesType } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './after-sales.repository.ts';
import { moveByEvent } from './case-moves.ts';
import { notifyCaseStep } from './case-notices.ts';
import { completeRefundedCases } from './refund.service.ts';

const HOUR_MS = 3_600_000;
const BATCH = 100;

/** Moves one case by the clock; a case someone moved meanwhile is left as they left it. */
async function moveByClock(ctx: AppContext, c: repo.CaseRow, event: AfterSalesEvent, note: string): Promise<boolean> {
  try {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const moved = await moveByEvent(tx, c, event, { kind: 'system' }, now, { note });
      await notifyCaseStep(tx, moved, 'clock', ctx.config.afterSales, now);
    });
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/**
 * One pass of the clock over after-sales (issue 15): a case no operator decided within the
 * configured decision hours is approved; an approved return not shipped within the configured
 * return-shipment days closes; cases whose refund the channel paid complete.
 */
export async function sweepAfterSales(ctx: AppContext): Promise<{ approved: number; closed: number; completed: number }> {
  const nowMs = ctx.clock.now().getTime();
  const limits = ctx.config.afterSales;
  let approved = 0;
  let closed = 0;
  for (const c of await repo.findCasesWaiting(ctx.db, S.applied, new Date(nowMs - limits.decisionHours * HOUR_MS + 1), BATCH)) {
    if (await moveByClock(ctx, c, AfterSalesEvent.approve, AfterSalesEventText.autoApproved)) approved++;
  }
  const shipBefore = new Date(nowMs - limits.returnShipDays * 24 * HOUR_MS + 1);
  for (const c of await repo.findCasesWaiting(ctx.db, S.approved, shipBefore, BATCH, AfterSalesType.returnRefund)) {
    if (await moveByClock(ctx, c, AfterSalesEvent.expire, AfterSalesText.closedNotReturned)) closed++;
  }
  return { approved, closed, completed: await completeRefundedCases(ctx) };
}
