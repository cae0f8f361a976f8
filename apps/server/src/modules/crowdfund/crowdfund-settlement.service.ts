import { AfterSalesReason, AfterSalesReasons, CROWDFUND_FAIL_CLOSE_NOTE, CrowdfundStatus, ErrorCode } from '@emall/contract';
import { crowdfundOutcomeOf, crowdfundRefundKey, isCrowdfundDueForSettlement, judgeCrowdfundEnd } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import { refundOrderOfFailedCrowdfund, type CrowdfundOrderRefund } from '../after-sales/order-cancel.service.ts';
import type { CrowdfundRow } from '../catalogue/catalogue.service.ts';
import { crowdfundsToSettle, liveCrowdfundOf, lockCrowdfund, markCrowdfundSettled, recordCrowdfundOutcome } from '../catalogue/crowdfunds.service.ts';
import { closeUnpaidOrderNow } from '../orders/order-expiry.service.ts';
import { findOpenOrdersOfGoodsPlaced } from '../orders/orders.service.ts';
import { processOpenRefunds } from '../payments/refunds.service.ts';

/**
 * The settled marker waits until the end is this far behind: an order whose submit read the
 * window just before the end may commit after a pass listed the orders; the job's next passes
 * (every CROWDFUND_SETTLE_SECONDS until then) find it. Refunds and closes do not wait.
 */
const SETTLE_GRACE_MS = 120_000;

/** A pass over a failed crowdfund's orders is repeated while it changed something (a support paid while the last ran), at most this often. */
const MAX_PASSES = 5;

/** What one settlement did. */
export interface SettlementReport {
  goodsId: number;
  outcome: number | null;
  refunded: number;
  /** Orders refunded under their key by an earlier run (a crash, another instance). */
  already: number;
  closed: number;
  /** Orders the whole refund refused (logged): the crowdfund stays unsettled and is tried again. */
  refused: number;
  settled: boolean;
}

/** An operator ending a crowdfund: recorded (audited) in the transaction that decides its outcome. */
type RecordEnd = (tx: Executor, before: CrowdfundRow, after: CrowdfundRow) => Promise<void>;

export interface SettleOptions {
  /** Called after each order's refund or close committed (tests inject a crash between two refunds here). */
  afterOrder?: (orderId: number) => void | Promise<void>;
}

/**
 * Step 1, under the crowdfund's row lock: the outcome, decided once by the domain's rule on the live
 * figures and recorded first, so a rerun or another instance goes on with the same outcome whatever
 * refunds did to the figures since. Answers null when it is not due (not ended, not asked to end).
 */
async function decideOutcome(ctx: AppContext, goodsId: number, endedBy: RecordEnd | undefined): Promise<CrowdfundRow | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCrowdfund(tx, goodsId);
    if (!locked) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
    const cf = locked.crowdfund;
    if (cf.outcome !== null) return cf;
    let endAt = cf.endAt;
    if (endedBy) endAt = orThrow(judgeCrowdfundEnd(cf, now.getTime())).endAt;
    else if (!isCrowdfundDueForSettlement(cf, now.getTime())) return null;
    // Supports are orders placed before the end: none is placed after now, so the figures read now are the ones at endAt.
    const live = (await liveCrowdfundOf(tx, goodsId))!;
    const recorded = (await recordCrowdfundOutcome(tx, goodsId, crowdfundOutcomeOf(live), endAt))!;
    if (endedBy) await endedBy(tx, cf, recorded);
    return recorded;
  });
}

/**
 * 结束众筹, in the operator's call: a running crowdfund ends now (one past its end keeps its end), its
 * outcome decided and recorded with the operator's audit (recordEnd), and no order touched: the
 * settlement job refunds them (the caller asks the queue for a pass at once). A repeat changes nothing.
 */
export async function endCrowdfundNow(ctx: AppContext, goodsId: number, recordEnd: RecordEnd): Promise<void> {
  await decideOutcome(ctx, goodsId, recordEnd);
}

/**
 * Step 2, a failed crowdfund: every open order placed while it ran, each in its own transaction:
 * an unpaid one closed (its holds back), a paid one refunded in full under the key of the crowdfund
 * and the order (refundOrderOfFailedCrowdfund), so each order is refunded once however often and
 * on however many instances this runs.
 */
async function settleOrders(ctx: AppContext, cf: CrowdfundRow, report: SettlementReport, afterOrder: SettleOptions['afterOrder']): Promise<void> {
  const note = AfterSalesReasons[AfterSalesReason.crowdfundFail].text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const open = await findOpenOrdersOfGoodsPlaced(ctx.db, cf.goodsId, cf.startAt, cf.endAt);
    let changed = 0;
    report.refused = 0;
    for (const order of open) {
      let done: CrowdfundOrderRefund | 'closed';
      if (order.paidAt === null && (await closeUnpaidOrderNow(ctx, order, CROWDFUND_FAIL_CLOSE_NOTE))) done = 'closed';
      // Paid (maybe just now, after the list was read): refunded in full.
      else done = await refundOrderOfFailedCrowdfund(ctx, { orderId: order.id, userId: order.userId, idempotencyKey: crowdfundRefundKey(cf.crowdfundNo, order.id), note });
      if (done === 'closed') report.closed++;
      if (done === 'refunded') report.refunded++;
      if (done === 'already') report.already++;
      if (done === 'refused') report.refused++;
      if (done === 'closed' || done === 'refunded') changed++;
      await afterOrder?.(order.id);
    }
    if (changed === 0) return;
  }
}

/**
 * Settles one crowdfund (issue 19): the outcome recorded first; a failed one's orders refunded or
 * closed; the channel asked for the refunds; the settled marker written last, once, only when no
 * order was left refused and the end is SETTLE_GRACE_MS behind (else the next run goes over the
 * orders again). Safe to repeat and to run on two
 * instances at once. Answers what it did.
 */
export async function settleCrowdfund(ctx: AppContext, goodsId: number, options: SettleOptions = {}): Promise<SettlementReport> {
  const report: SettlementReport = { goodsId, outcome: null, refunded: 0, already: 0, closed: 0, refused: 0, settled: false };
  const cf = await decideOutcome(ctx, goodsId, undefined);
  if (!cf) return report;
  report.outcome = cf.outcome;
  if (cf.settledAt !== null) return { ...report, settled: true };
  if (cf.outcome === CrowdfundStatus.CrowdfundFail) {
    await settleOrders(ctx, cf, report, options.afterOrder);
    if (report.refunded > 0) {
      try {
        await processOpenRefunds(ctx);
      } catch (err) {
        ctx.log.error({ err, goodsId }, 'asking the channel for crowdfund refunds failed; the payments sweep tries again');
      }
    }
  }
  if (report.refused > 0) {
    ctx.log.error({ goodsId, refused: report.refused }, 'a failed crowdfund left orders unrefunded; settling again on the next run');
    return report;
  }
  const now = ctx.clock.now();
  if (now.getTime() - cf.endAt.getTime() < SETTLE_GRACE_MS) return report;
  await ctx.db.transaction((tx) => markCrowdfundSettled(tx, goodsId, now));
  return { ...report, settled: true };
}

/**
 * The scheduled job: every crowdfund past its end and not settled, each on its own (one failing
 * does not stop the others). A pass where one failed fails after the others, so the queue retries
 * it with backoff and the console's 后台任务 shows the failure; the retry goes on where it stopped.
 */
export async function settleEndedCrowdfunds(
  ctx: AppContext,
  options: Pick<SettleOptions, 'afterOrder'> = {},
): Promise<{ settled: number; refunded: number; closed: number }> {
  const total = { settled: 0, refunded: 0, closed: 0 };
  const failed: unknown[] = [];
  for (const goodsId of await crowdfundsToSettle(ctx.db, ctx.clock.now())) {
    try {
      const report = await settleCrowdfund(ctx, goodsId, options);
      total.settled += report.settled ? 1 : 0;
      total.refunded += report.refunded;
      total.closed += report.closed;
    } catch (err) {
      ctx.log.error({ err, goodsId }, 'settling a crowdfund failed; the retry goes on from where it stopped');
      failed.push(err);
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, `${failed.length} crowdfund(s) failed to settle (${JSON.stringify(total)} done)`);
  return total;
}
