import {
  ADMIN_PAGE_SIZE,
  AuditTarget,
  ErrorCode,
  ReconciliationAuditAction,
  type MismatchQuery,
  type MismatchView,
  type StatementDayView,
  type StatementDaysPage,
  type StatementDaysQuery,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { SANDBOX_CHANNEL } from '../../providers/pay-bill.ts';
import type { Paged } from '../../http/paged.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { billSourceOf, billSourcesOf, reconcileDay, requireReconcilableDay } from './reconciliation.service.ts';
import * as repo from './reconciliation.repository.ts';

function dayView(row: repo.StatementRow, counts: { mismatches: number; open: number }): StatementDayView {
  return { day: row.day, channel: row.channel, state: row.state, trades: row.trades, refunds: row.refunds, mismatches: counts.mismatches, open: counts.open, ranAt: row.ranAt.toISOString() };
}

function mismatchView(row: repo.MismatchRow, day: string): MismatchView {
  return {
    id: String(row.id),
    day,
    kind: row.kind,
    item: row.item,
    outTradeNo: row.outTradeNo,
    outRefundNo: row.outRefundNo,
    channelTradeNo: row.channelTradeNo,
    ourAmount: row.ourAmountFen,
    theirAmount: row.theirAmountFen,
    ourState: row.ourState,
    handled: row.handledAt !== null,
    remark: row.remark,
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** 对账: the configured channels' statements (or the one asked for), newest day first. */
export async function statementDays(ctx: AppContext, query: StatementDaysQuery): Promise<StatementDaysPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const configured = billSourcesOf(ctx).map((s) => s.channel);
  const channels = query.channel === undefined ? configured : [billSourceOf(ctx, query.channel).channel];
  const { rows, total } = await repo.listStatements(ctx.db, channels, (pageNo - 1) * pageSize, pageSize);
  const sandboxOnly = configured.every((channel) => channel === SANDBOX_CHANNEL);
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => dayView(r.statement, r)), sandboxOnly };
}

/** A day's mismatches, filtered and paged; a day not reconciled yet has none. */
export async function dayMismatches(ctx: AppContext, day: string, query: MismatchQuery): Promise<Paged<MismatchView>> {
  requireReconcilableDay(ctx, day);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const statement = await repo.findStatement(ctx.db, day, billSourceOf(ctx, query.channel).channel);
  if (!statement) return { pageNo, pageSize, totalNum: 0, result: [] };
  const { rows, total } = await repo.searchMismatches(ctx.db, statement.id, { kind: query.kind, handled: query.handled }, (pageNo - 1) * pageSize, pageSize);
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => mismatchView(r, day)) };
}

/** 重新对账: the day's bill fetched again and its mismatches replaced, audited. A channel that cannot answer: 50300, nothing changed. */
export async function rerunDay(ctx: AppContext, actor: AuditActor, day: string, channel?: string): Promise<StatementDayView> {
  requireReconcilableDay(ctx, day);
  billSourceOf(ctx, channel);
  let statement: repo.StatementRow;
  try {
    statement = await reconcileDay(ctx, day, { channel, actor });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err, day, channel }, 'the pay channel bill could not be fetched');
    throw new AppError(ErrorCode.UNAVAILABLE);
  }
  return dayView(statement, await repo.statementCounts(ctx.db, statement.id));
}

/** 标记已处理: once, with the operator's remark, audited in the same transaction. */
export async function handleMismatch(ctx: AppContext, actor: AuditActor, id: number, remark: string): Promise<MismatchView> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.lockMismatch(tx, id);
    if (!found) throw new AppError(ErrorCode.RECONCILIATION_MISMATCH_NOT_FOUND);
    if (found.mismatch.handledAt) throw new AppError(ErrorCode.RECONCILIATION_MISMATCH_HANDLED);
    const handled = await repo.markHandled(tx, id, { handledAt: now, handledBy: actor.username, remark: remark.trim() });
    await recordAudit(tx, {
      actor,
      at: now,
      action: ReconciliationAuditAction.handle,
      targetType: AuditTarget.payMismatch,
      targetId: id,
      before: { handled: false },
      after: { handled: true, remark: handled.remark, day: found.day, kind: handled.kind, outTradeNo: handled.outTradeNo },
    });
    return mismatchView(handled, found.day);
  });
}
