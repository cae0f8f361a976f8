import { AuditTarget, ErrorCode, RECONCILIATION_DAYS_KEPT, ReconciliationAuditAction, StatementState } from '@emall/contract';
import { chinaClock, chinaDay, chinaDayWindow } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { payBillSources, SANDBOX_CHANNEL, type ChannelBill, type PayBillSource } from '../../providers/pay-bill.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repo from './reconciliation.repository.ts';
import { diffStatement, mismatchKey } from './statement-diff.ts';

/** How often the daily statement job looks for a bill to fetch (background-jobs.ts). */
export const STATEMENT_JOB_MS = 3_600_000;
/** Alipay makes a day's bill after about 9:00 the next day: the job asks from 10:00 China time. */
const BILL_READY_HOUR = 10;
/** Days back the job keeps asking for a bill that was not ready. */
const DAYS_BACK = 3;
/** Days the start's catch-up looks back over. */
export const CATCH_UP_DAYS = 7;

const DAY_MS = 86_400_000;

/** Every configured channel whose bill is compared (the sandbox alone, or each real acquirer). */
export function billSourcesOf(ctx: AppContext): PayBillSource[] {
  return payBillSources(ctx.config.pay, ctx.db, ctx.clock, (message) => ctx.log.warn(message));
}

/** The named channel's bill (the first configured when none is named); another channel: RECONCILIATION_CHANNEL_INVALID. */
export function billSourceOf(ctx: AppContext, channel?: string): PayBillSource {
  const sources = billSourcesOf(ctx);
  const source = channel === undefined ? sources[0] : sources.find((s) => s.channel === channel);
  if (!source) throw new AppError(ErrorCode.RECONCILIATION_CHANNEL_INVALID);
  return source;
}

/** Our books of the day, and the rows of ours that the bill names. */
async function ourBooks(ctx: AppContext, { from, to }: { from: Date; to: Date }, bill: ChannelBill, ways: PayBillSource['ways']) {
  const [paidThatDay, refundedThatDay, named, namedRefunds] = await Promise.all([
    repo.paidPaymentsBetween(ctx.db, from, to, ways),
    repo.paidRefundsBetween(ctx.db, from, to, ways),
    repo.paymentsByOutTradeNo(ctx.db, bill.trades.map((t) => t.outTradeNo)),
    repo.refundsByRefundNo(ctx.db, bill.refunds.map((r) => r.outRefundNo)),
  ]);
  return { paidThatDay, refundedThatDay, named, namedRefunds };
}

/**
 * Reconciles one day: the channel's bill (asked outside any transaction) compared with our books,
 * stored as the day's one statement in one transaction that replaces its mismatches, so a run
 * twice keeps one report and a re-run after a fix replaces it (a 已处理 mark stays with a mismatch
 * still found). A bill not ready yet leaves the day pending (a done day stays as it was).
 * With an actor (重新对账) the run is audited in the same transaction. A bill that cannot be read
 * (its hash not matching, a row not understood, the channel down) throws before anything is written.
 */
export async function reconcileDay(ctx: AppContext, day: string, options: { channel?: string; actor?: AuditActor } = {}): Promise<repo.StatementRow> {
  const { actor } = options;
  const window = chinaDayWindow(day);
  if (!window) throw new AppError(ErrorCode.RECONCILIATION_DAY_INVALID);
  const source = billSourceOf(ctx, options.channel);
  const bill = await source.bill(day);
  const ours = bill ? await ourBooks(ctx, window, bill, source.ways) : null;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findStatement(tx, day, source.channel);
    let statement: repo.StatementRow;
    if (!bill || !ours) {
      statement = before?.state === StatementState.done ? before : await repo.upsertStatement(tx, { day, channel: source.channel, state: StatementState.pending, trades: 0, refunds: 0, ranAt: now });
    } else {
      statement = await repo.upsertStatement(tx, { day, channel: source.channel, state: StatementState.done, trades: bill.trades.length, refunds: bill.refunds.length, ranAt: now });
      const marks = new Map((await repo.mismatchesOf(tx, statement.id)).filter((m) => m.handledAt).map((m) => [mismatchKey(m), m]));
      const rows = diffStatement(bill, ours).map((row) => {
        const mark = marks.get(mismatchKey(row));
        return { ...row, handledAt: mark?.handledAt ?? null, handledBy: mark?.handledBy ?? null, remark: mark?.remark ?? null };
      });
      await repo.replaceMismatches(tx, statement.id, rows);
    }
    if (actor) {
      await recordAudit(tx, {
        actor,
        at: now,
        action: ReconciliationAuditAction.rerun,
        targetType: AuditTarget.payStatement,
        targetId: `${source.channel}:${day}`,
        before: before ? { state: before.state, ranAt: before.ranAt } : null,
        after: { state: statement.state, trades: statement.trades, refunds: statement.refunds },
      });
    }
    return statement;
  });
}

/**
 * Compares each of `days` of each channel that is not done yet (a done day is not asked again):
 * answers the days done now. A channel whose bill fails is logged and the others go on; the run
 * then throws, so the job queue runs it again later (only the days still not done are asked).
 */
async function reconcileMissing(ctx: AppContext, sources: PayBillSource[], days: string[]): Promise<{ reconciled: string[] }> {
  const reconciled: string[] = [];
  const failed: string[] = [];
  for (const { channel } of sources) {
    for (const day of days) {
      if ((await repo.findStatement(ctx.db, day, channel))?.state === StatementState.done) continue;
      try {
        if ((await reconcileDay(ctx, day, { channel })).state === StatementState.done) reconciled.push(day);
      } catch (err) {
        ctx.log.error({ err, day, channel }, 'the pay channel bill could not be compared');
        failed.push(`${channel}:${day}`);
      }
    }
  }
  if (failed.length > 0) throw new Error(`pay channel bills not compared: ${failed.join(', ')}`);
  return { reconciled };
}

/**
 * The daily job: from 10:00 China time, yesterday's bill of each configured channel (and those of
 * the days before it that were not ready) is fetched and compared, once per day and channel.
 */
export async function runDailyStatements(ctx: AppContext): Promise<{ reconciled: string[] }> {
  const now = ctx.clock.now().getTime();
  if (chinaClock(now).hours < BILL_READY_HOUR) return { reconciled: [] };
  const days: string[] = [];
  for (let back = DAYS_BACK; back >= 1; back--) days.push(chinaDay(new Date(now - back * DAY_MS)));
  return reconcileMissing(ctx, billSourcesOf(ctx), days);
}

/** The China days, oldest first, of the last `count` whose bills are out at `now` (from 10:00 the day after). */
export function daysWithBillsOut(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count + 1; back >= 1; back--) {
    const day = chinaDay(new Date(now.getTime() - back * DAY_MS));
    const window = chinaDayWindow(day);
    if (window && window.to.getTime() + BILL_READY_HOUR * 3_600_000 <= now.getTime()) days.push(day);
  }
  return days.slice(-count);
}

/**
 * The start's catch-up (the job queue runs it once when an instance starts, however many start):
 * the last CATCH_UP_DAYS days whose bills are out, of each real channel, not done yet, compared, so
 * 对账 is not empty until the daily job's hour, and a channel newly configured gets its last week.
 * The sandbox has nothing to catch up: its bill is play money, compared by the daily job alone.
 */
export async function catchUpStatements(ctx: AppContext): Promise<{ reconciled: string[] }> {
  const real = billSourcesOf(ctx).filter((source) => source.channel !== SANDBOX_CHANNEL);
  if (real.length === 0) return { reconciled: [] };
  return reconcileMissing(ctx, real, daysWithBillsOut(ctx.clock.now(), CATCH_UP_DAYS));
}

/** A day an operator may ask for: a calendar day that is over (China time), within RECONCILIATION_DAYS_KEPT. */
export function requireReconcilableDay(ctx: AppContext, day: string): string {
  const window = chinaDayWindow(day);
  const now = ctx.clock.now().getTime();
  if (!window || window.to.getTime() > now || window.from.getTime() < now - (RECONCILIATION_DAYS_KEPT + 1) * DAY_MS) throw new AppError(ErrorCode.RECONCILIATION_DAY_INVALID);
  return day;
}
