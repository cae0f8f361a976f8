import { AfterSalesAuditAction, AfterSalesMessageBy, ErrorCode, type AdminAfterSalesDetail, type AfterSalesCaseDetail, type AfterSalesMessageBody, type AfterSalesStatus, type AfterSalesType } from '@emall/contract';
import { isFinalAfterSalesStatus } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ownsUploads } from '../files/files.service.ts';
import type { CaseOperator } from './after-sales-admin.service.ts';
import * as repo from './after-sales.repository.ts';
import { adminCaseDetail } from './admin-case.view.ts';
import { loadDetail } from './case-moves.ts';

/**
 * The case under its row lock, still open to messages: a finished, rejected, cancelled or closed
 * case takes none (40138). `userId` given, another shopper's case is not found.
 */
async function lockOpenCase(tx: Executor, caseId: number, userId?: number): Promise<repo.CaseRow> {
  const c = await repo.lockCase(tx, caseId);
  if (!c || (userId !== undefined && c.userId !== userId)) throw new AppError(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
  if (isFinalAfterSalesStatus(c.type as AfterSalesType, c.status as AfterSalesStatus)) throw new AppError(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  return c;
}

/** POST …/after-sales/:id/messages: the shopper adds to the 协商记录 of their own open case. */
export async function addShopperMessage(ctx: AppContext, userId: number, caseId: number, body: AfterSalesMessageBody): Promise<AfterSalesCaseDetail> {
  const photos = body.photos ?? [];
  if (!(await ownsUploads(ctx.db, userId, 'afterSales', photos))) throw new AppError(ErrorCode.AFTER_SALES_PHOTO_INVALID);
  const c = await ctx.db.transaction(async (tx) => {
    const locked = await lockOpenCase(tx, caseId, userId);
    await repo.insertCaseMessage(tx, { caseId, by: AfterSalesMessageBy.shopper, text: body.text.trim(), photos, at: ctx.clock.now() });
    return locked;
  });
  return loadDetail(ctx.db, c, ctx.config.afterSales);
}

/** POST /admin-api/after-sales/:id/messages: an operator replies, audited in the same transaction. */
export async function replyToCase(ctx: AppContext, who: CaseOperator, caseId: number, text: string): Promise<AdminAfterSalesDetail> {
  const now = ctx.clock.now();
  const c = await ctx.db.transaction(async (tx) => {
    const locked = await lockOpenCase(tx, caseId);
    const message = await repo.insertCaseMessage(tx, { caseId, by: AfterSalesMessageBy.operator, operatorId: who.operatorId, text: text.trim(), at: now });
    await recordAudit(tx, {
      actor: who.actor,
      at: now,
      action: AfterSalesAuditAction.reply,
      targetType: 'afterSalesCase',
      targetId: caseId,
      after: { messageId: message.id, text: message.text },
    });
    return locked;
  });
  return adminCaseDetail(ctx, c);
}
