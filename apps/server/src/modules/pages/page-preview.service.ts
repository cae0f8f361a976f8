import { randomBytes } from 'node:crypto';
import { ErrorCode, PAGE_PREVIEW_MINUTES, PageAuditAction, PageStatus, pagePreviewUrl, type PagePreviewToken } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hashToken } from '../auth/auth.service.ts';
import { currentDraft, type Actor } from './page-admin.service.ts';
import * as repo from './page-admin.repository.ts';
import { pageColumnsOf, previewRowsOf } from './page-drafts.view.ts';
import { renderPage, requirePage, type PageEntry, type PageKey } from './pages.service.ts';

const MINUTE_MS = 60_000;

/**
 * A token that lets the shop show this page's draft for a few minutes (§2's page route, the shop
 * itself): random, kept only as its hash, scoped to the one page.
 */
export async function issuePreviewToken(ctx: AppContext, actor: Actor, pageCode: string): Promise<PagePreviewToken> {
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PAGE_PREVIEW_MINUTES * MINUTE_MS);
  await ctx.db.transaction(async (tx) => {
    await requirePage({ ...ctx, db: tx }, { pageCode });
    await repo.deleteExpiredPreviewTokens(tx, now);
    await repo.insertPreviewToken(tx, { tokenHash: hashToken(token), pageCode, operatorId: actor.operatorId, expiresAt });
    await recordAudit(tx, {
      actor,
      at: now,
      action: PageAuditAction.preview,
      targetType: 'page',
      targetId: pageCode,
      before: null,
      after: { expiresAt: expiresAt.toISOString() },
    });
  });
  return { token, expiresAt: expiresAt.toISOString(), previewUrl: pagePreviewUrl(pageCode, token) };
}

/**
 * The page the shop asked for, rendered from its draft as if published, for the holder of a live
 * preview token of that page. Never cached: it is one operator's, and it changes with every save.
 */
export async function previewEntry(ctx: AppContext, key: PageKey, token: string): Promise<PageEntry> {
  const grant = await repo.findLivePreviewToken(ctx.db, hashToken(token), ctx.clock.now());
  const page = await requirePage(ctx, key);
  if (!grant || grant.pageCode !== page.pageCode) throw new AppError(ErrorCode.PAGE_PREVIEW_INVALID);
  const draft = await currentDraft(ctx.db, page);
  const facts = { ...page, ...pageColumnsOf(draft), status: PageStatus.published };
  return renderPage(ctx, facts, previewRowsOf(page.pageCode, draft));
}
