import { ErrorCode, HotWordsAuditAction, pageDraftMessage, type HotWordList, type HotWordsBody } from '@emall/contract';
import { checkHotWords } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repo from './search.repository.ts';
import { forgetHotWords } from './search.service.ts';

/** A business type's hot words as the console edits them (not cached). */
export async function listHotWordsForAdmin(ctx: AppContext, bizType: number): Promise<HotWordList> {
  return (await repo.findHotWords(ctx.db, bizType)).map((w) => ({ label: w.label, highlight: w.highlight }));
}

/** Sets a business type's hot words in order; the audit row keeps the list as it was. */
export async function replaceHotWords(ctx: AppContext, actor: AuditActor, bizType: number, body: HotWordsBody): Promise<HotWordList> {
  const checked = checkHotWords(body.words);
  if (!checked.ok) throw new AppError(ErrorCode.BAD_REQUEST, pageDraftMessage({ problem: checked.problem }));
  await ctx.db.transaction(async (tx) => {
    const before = (await repo.findHotWords(tx, bizType)).map((w) => ({ label: w.label, highlight: w.highlight }));
    await repo.deleteHotWords(tx, bizType);
    await repo.insertHotWords(
      tx,
      checked.value.map((w, i) => ({ bizType, label: w.label, highlight: w.highlight, sort: i })),
    );
    await recordAudit(tx, { actor, at: ctx.clock.now(), action: HotWordsAuditAction.replace, targetType: 'hotWords', targetId: bizType, before, after: checked.value });
  });
  forgetHotWords(ctx);
  return listHotWordsForAdmin(ctx, bizType);
}
