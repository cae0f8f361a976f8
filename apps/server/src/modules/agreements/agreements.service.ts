import { ErrorCode, type Agreement } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './agreements.repository.ts';

export function toAgreement(row: repo.AgreementRow): Agreement {
  // §3 names content, agreeContent and agreeTile: both contents carry the same HTML.
  return {
    id: String(row.id),
    agmtType: row.agmtType,
    agreeTile: row.title,
    content: row.content,
    agreeContent: row.content,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The version of an agreement type in force: the latest one. */
export async function getLatestAgreement(ctx: AppContext, agmtType: string): Promise<Agreement> {
  const row = await repo.findLatestAgreement(ctx.db, agmtType);
  if (!row) throw new AppError(ErrorCode.AGREEMENT_NOT_FOUND);
  return toAgreement(row);
}

/** One agreement version by id, e.g. the one a user signed. */
export async function getAgreement(ctx: AppContext, id: number): Promise<Agreement> {
  const row = await repo.findAgreementById(ctx.db, id);
  if (!row) throw new AppError(ErrorCode.AGREEMENT_NOT_FOUND);
  return toAgreement(row);
}
