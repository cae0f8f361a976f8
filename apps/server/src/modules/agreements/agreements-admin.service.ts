import {
  AGREEMENT_AUDIT_TARGET,
  AgreementAuditAction,
  ErrorCode,
  type AdminAgreementVersion,
  type AgreementType,
  type AgreementVersionBody,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { forgetAgreements, toAgreement } from './agreements.service.ts';
import * as repo from './agreements.repository.ts';

const versionOf = (row: repo.AgreementRow, inForce: boolean): AdminAgreementVersion => ({ ...toAgreement(row), inForce });

/** A type's versions, the one in force (the latest) first; earlier ones stay as they were published. */
export async function listAgreementVersions(ctx: AppContext, agmtType: AgreementType): Promise<AdminAgreementVersion[]> {
  const rows = await repo.findAgreementVersions(ctx.db, agmtType);
  return rows.map((row, i) => versionOf(row, i === 0));
}

/**
 * Publishes a new version, in force at once: signatures name the version's id, so shoppers who
 * signed an earlier one are asked again. Its time is after the current one's even if the clock
 * lags it, so "latest" always means the one just published.
 */
export async function publishAgreementVersion(
  ctx: AppContext,
  actor: AuditActor,
  agmtType: AgreementType,
  body: AgreementVersionBody,
): Promise<AdminAgreementVersion> {
  const content = sanitizeRichText(body.content);
  if (!content.replace(/<[^>]*>/g, '').trim()) throw new AppError(ErrorCode.AGREEMENT_CONTENT_EMPTY);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockAgreementType(tx, agmtType);
    const current = await repo.findLatestAgreement(tx, agmtType);
    const now = ctx.clock.now();
    const updatedAt = current && current.updatedAt >= now ? new Date(current.updatedAt.getTime() + 1) : now;
    const inserted = await repo.insertAgreementVersion(tx, { agmtType, title: body.title.trim(), version: body.version, content, updatedAt });
    if (!inserted) throw new AppError(ErrorCode.AGREEMENT_VERSION_TAKEN);
    await recordAudit(tx, {
      actor,
      at: now,
      action: AgreementAuditAction.publish,
      targetType: AGREEMENT_AUDIT_TARGET,
      targetId: String(inserted.id),
      before: current ? { id: String(current.id), version: current.version, title: current.title } : null,
      after: versionOf(inserted, true),
    });
    return inserted;
  });
  forgetAgreements(ctx);
  return versionOf(row, true);
}
