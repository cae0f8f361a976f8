import {
  ADMIN_PAGE_SIZE,
  AfterSalesAuditAction,
  AfterSalesEvent,
  AfterSalesEventText,
  AfterSalesReasons,
  AfterSalesStatus as S,
  AfterSalesStatusText,
  AfterSalesType,
  AfterSalesTypeText,
  ErrorCode,
  fillText,
  Permission,
  RefundStatus,
  AfterSalesQueueSort,
  type AdminAfterSalesDetail,
  type AdminAfterSalesQuery,
  type AdminAfterSalesRow,
  type AfterSalesStatus,
} from '@emall/contract';
import { chinaDateStart } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { caseRefunds, processOpenRefunds, reopenFailedCaseRefund } from '../payments/refunds.service.ts';
import * as repo from './after-sales.repository.ts';
import { adminCaseDetail, needsApproval } from './admin-case.view.ts';
import { deadlineOf } from './after-sales.view.ts';
import { moveByEvent } from './case-moves.ts';
import { notifyCaseStep } from './case-notices.ts';
import { refundCase } from './refund.service.ts';

const HOUR_MS = 3_600_000;

/** An operator as an after-sales action needs them: who (for the audit and the timeline) and what they may do. */
export interface CaseOperator {
  actor: AuditActor;
  operatorId: number;
  permissions: readonly string[];
}

async function requireCase(db: Executor, caseId: number): Promise<repo.CaseRow> {
  const c = await repo.findCase(db, caseId);
  if (!c) throw new AppError(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
  return c;
}

/** A calendar day of a filter: a day that does not exist (2026-02-30) is a bad request. */
function dayStart(day: string): Date {
  const start = chinaDateStart(day);
  if (!start) throw new AppError(ErrorCode.BAD_REQUEST);
  return start;
}

/** The queue: filters, oldest waiting first, each with its SLA deadline. */
export async function afterSalesQueue(ctx: AppContext, query: AdminAfterSalesQuery): Promise<Paged<AdminAfterSalesRow>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const nowMs = ctx.clock.now().getTime();
  const limits = ctx.config.afterSales;
  const overdue = query.overdue
    ? [
        { status: S.applied, before: new Date(nowMs - limits.decisionHours * HOUR_MS) },
        { status: S.approved, type: AfterSalesType.returnRefund, before: new Date(nowMs - limits.returnShipDays * 24 * HOUR_MS) },
      ]
    : undefined;
  const { rows, total } = await repo.pageQueue(
    ctx.db,
    {
      status: query.status,
      type: query.type,
      orderNo: query.orderNo?.trim() || undefined,
      keyword: query.keyword?.trim() || undefined,
      appliedFrom: query.appliedFrom === undefined ? undefined : dayStart(query.appliedFrom),
      appliedBefore: query.appliedTo === undefined ? undefined : new Date(dayStart(query.appliedTo).getTime() + 24 * HOUR_MS),
      overdue,
      byDeadline:
        query.sort === AfterSalesQueueSort.deadline
          ? [
              { status: S.applied, hours: limits.decisionHours },
              { status: S.approved, type: AfterSalesType.returnRefund, hours: limits.returnShipDays * 24 },
            ]
          : undefined,
    },
    (pageNo - 1) * pageSize,
    pageSize,
  );
  const refunds = await caseRefunds(ctx.db, rows.filter(({ c }) => c.status === S.refunding).map(({ c }) => c.id));
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map(({ c, orderNo, phone }) => {
      const deadline = deadlineOf(c, limits);
      return {
        id: String(c.id),
        caseNo: c.caseNo,
        orderNo,
        userId: String(c.userId),
        phone,
        type: c.type,
        typeText: AfterSalesTypeText[c.type as AfterSalesType],
        status: c.status,
        statusText: AfterSalesStatusText[c.status as AfterSalesStatus],
        cashFen: c.cashFen,
        eValue: c.eValue,
        reasonText: AfterSalesReasons[c.reason]?.text ?? '',
        createdAt: c.createdAt.toISOString(),
        deadline: deadline ? deadline.toISOString() : null,
        overdue: deadline !== null && deadline.getTime() <= nowMs,
        refundFailed: refunds.get(c.id)?.status === RefundStatus.close,
      };
    }),
  };
}

export async function afterSalesCaseOf(ctx: AppContext, caseId: number): Promise<AdminAfterSalesDetail> {
  return adminCaseDetail(ctx, await requireCase(ctx.db, caseId));
}

type Action = 'approve' | 'reject' | 'receive' | 'refund' | 'refundAgain';

/**
 * The channel failed the case's cash refund (a closed card, a frozen account): the case stays
 * 退款中 and its refund is asked of the channel again under a new refund number, once however
 * often asked (40138 for a case not refunding or whose refund has not failed). The E-value,
 * coupon and stock went back with the first refund step and are not touched again.
 */
async function refundAgain(tx: Executor, c: repo.CaseRow, operatorId: number, now: Date): Promise<repo.CaseRow> {
  const reopened = c.status === S.refunding ? await reopenFailedCaseRefund(tx, c.id, now) : null;
  if (!reopened) throw new AppError(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  const note = fillText(AfterSalesEventText.refundAgain, { failed: reopened.failedNo, refundNo: reopened.refundNo });
  await repo.insertCaseEvent(tx, { caseId: c.id, status: S.refunding, actor: 'operator', operatorId, note, at: now });
  return c;
}

/** One operator action: the move (or the refund step) and its audit row in one transaction. */
async function act(ctx: AppContext, who: CaseOperator, caseId: number, action: Action, note = ''): Promise<AdminAfterSalesDetail> {
  const c = await requireCase(ctx.db, caseId);
  const refunds = action === 'refund' || action === 'refundAgain';
  if (refunds && needsApproval(ctx, c) && !who.permissions.includes(Permission.refundsApprove)) {
    throw new AppError(ErrorCode.ADMIN_FORBIDDEN);
  }
  const now = ctx.clock.now();
  const actor = { kind: 'operator' as const, operatorId: who.operatorId };
  const moved = await ctx.db.transaction(async (tx) => {
    const after =
      action === 'refund'
        ? await refundCase(tx, c, actor, now, ctx.config.afterSales)
        : action === 'refundAgain'
          ? await refundAgain(tx, c, who.operatorId, now)
          : await moveByEvent(tx, c, AfterSalesEvent[action], actor, now, {
            note,
            set: action === 'reject' ? { rejectReason: note } : action === 'receive' ? { inspectionNote: note } : {},
          });
    if (action !== 'refund' && action !== 'refundAgain') await notifyCaseStep(tx, after, 'operator', ctx.config.afterSales, now);
    await recordAudit(tx, {
      actor: who.actor,
      at: now,
      action: AfterSalesAuditAction[action],
      targetType: 'afterSalesCase',
      targetId: c.id,
      before: { status: c.status },
      after: { status: after.status, ...(note ? { note } : {}) },
    });
    return after;
  });
  if (refunds) {
    try {
      await processOpenRefunds(ctx);
    } catch (err) {
      ctx.log.error({ err, caseId }, 'asking the channel for a case refund failed; the sweep tries again');
    }
  }
  return adminCaseDetail(ctx, (await repo.findCase(ctx.db, moved.id))!);
}

export const approveCase = (ctx: AppContext, who: CaseOperator, caseId: number) => act(ctx, who, caseId, 'approve');
export const rejectCase = (ctx: AppContext, who: CaseOperator, caseId: number, reason: string) => act(ctx, who, caseId, 'reject', reason.trim());
export const receiveReturn = (ctx: AppContext, who: CaseOperator, caseId: number, note: string) => act(ctx, who, caseId, 'receive', note.trim());
export const refundCaseNow = (ctx: AppContext, who: CaseOperator, caseId: number) => act(ctx, who, caseId, 'refund');
export const refundCaseAgain = (ctx: AppContext, who: CaseOperator, caseId: number) => act(ctx, who, caseId, 'refundAgain');
