import { ErrorCode, type Agreement } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';
import { perContext } from '../../lib/per-context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
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

/** The version of an agreement type in force, read now (a signature must name the current one). */
export async function getLatestAgreement(ctx: AppContext, agmtType: string): Promise<Agreement> {
  const row = await repo.findLatestAgreement(ctx.db, agmtType);
  if (!row) throw new AppError(ErrorCode.AGREEMENT_NOT_FOUND);
  return toAgreement(row);
}

/**
 * Agreements as the shop reads them (every login page asks for one), ready to send. A version is
 * never changed once published; "the latest of a type" changes with a publish, which forgets them.
 */
const answersOf = perContext((ctx) => new TtlCache<string, PreparedAnswer>(ctx.config.catalogueCacheSeconds * 1000));

async function answerOf(row: repo.AgreementRow | undefined): Promise<PreparedAnswer> {
  if (!row) throw new AppError(ErrorCode.AGREEMENT_NOT_FOUND);
  return prepareAnswer(JSON.stringify(ok(toAgreement(row))));
}

/** The version of an agreement type in force: the latest one. */
export function latestAgreementAnswer(ctx: AppContext, agmtType: string): Promise<PreparedAnswer> {
  return answersOf(ctx).get(`latest:${agmtType}`, async () => answerOf(await repo.findLatestAgreement(ctx.db, agmtType)));
}

/** `latestAgreementAnswer` while it is cached, without waiting (http/hot-reads.ts). */
export function cachedLatestAgreementAnswer(ctx: AppContext, agmtType: string): PreparedAnswer | undefined {
  return answersOf(ctx).peek(`latest:${agmtType}`);
}

/** One agreement version by id, e.g. the one a user signed. */
export function agreementAnswer(ctx: AppContext, id: number): Promise<PreparedAnswer> {
  return answersOf(ctx).get(`id:${id}`, async () => answerOf(await repo.findAgreementById(ctx.db, id)));
}

/** Drops this instance's cached agreements (after a publish): seen at once here, within the cache window elsewhere. */
export function forgetAgreements(ctx: AppContext): void {
  answersOf(ctx).invalidate();
}
