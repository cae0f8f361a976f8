import {
  ErrorCode,
  PageAuditAction,
  PageStatus,
  pageDraftMessage,
  type AdminPageDetail,
  type AdminPageList,
  type AdminPageListQuery,
  type AdminPageSummary,
  type CreatePageBody,
  type PageDraft,
  type PageDraftIssue,
  type PageVersionList,
} from '@emall/contract';
import { checkPageDraft, draftReferences, firstMissingReference } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { articleFeedItems, sanitizeArticleBody } from '../articles/articles.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { goodsExists } from '../catalogue/catalogue.service.ts';
import { couponCards } from '../rights/rights.service.ts';
import { forgetFeeds } from './feed.service.ts';
import * as repo from './page-admin.repository.ts';
import { draftOfLive, moduleRowsOf, pageColumnsOf } from './page-drafts.view.ts';
import { findPageByBizType, findPageByCode, findPageModules, type PageRow } from './pages.repository.ts';
import { forgetPages } from './pages.service.ts';

/** Who makes an admin write, for its audit row. */
export type Actor = AuditActor;

const AUDIT_TARGET = 'page';

function summaryOf(page: PageRow, pending: boolean | null): AdminPageSummary {
  return {
    pageCode: page.pageCode,
    bizType: page.bizType,
    pageTitle: page.pageTitle,
    status: page.status,
    publishedVersion: page.publishedVersion,
    draftPending: pending === true,
    updatedAt: page.updatedAt.toISOString(),
  };
}

export async function listAdminPages(ctx: AppContext, query: AdminPageListQuery): Promise<AdminPageList> {
  const rows = await repo.findPages(ctx.db, { keyword: query.keyword?.trim() || undefined, bizType: query.bizType, status: query.status });
  return rows.map((r) => summaryOf(r.page, r.pending));
}

/** What the shop serves of a page now, as a draft. */
async function liveDraft(db: Executor, page: PageRow): Promise<PageDraft> {
  const modules = await findPageModules(db, page.pageCode);
  const feed = await repo.findFeedItemsOfModules(
    db,
    modules.map((m) => m.id),
  );
  return draftOfLive(page, modules, feed);
}

/** The saved draft, or the published content when none is saved. */
export async function currentDraft(db: Executor, page: PageRow): Promise<PageDraft> {
  return (await repo.findDraft(db, page.pageCode))?.draft ?? liveDraft(db, page);
}

export async function getAdminPage(ctx: AppContext, pageCode: string): Promise<AdminPageDetail> {
  const row = await repo.findPageWithDraft(ctx.db, pageCode);
  if (!row) throw new AppError(ErrorCode.PAGE_NOT_FOUND);
  return { page: summaryOf(row.page, row.draft?.pending ?? null), draft: row.draft?.draft ?? (await liveDraft(ctx.db, row.page)) };
}

function refuse(issue: PageDraftIssue): never {
  throw new AppError(ErrorCode.PAGE_DRAFT_INVALID, pageDraftMessage(issue));
}

/** The page-editing rules, then whether every goods, pool and article the draft names exists. */
async function checkDraft(ctx: AppContext, tx: Executor, draft: PageDraft): Promise<void> {
  const issue = checkPageDraft(draft);
  if (issue) refuse(issue);
  const refs = draftReferences(draft);
  // Inside the write's transaction: the one connection of an embedded database is held by it.
  const inTx = { ...ctx, db: tx as AppContext['db'] };
  const [goodsFound, pools, articles] = await Promise.all([
    Promise.all(refs.goodsIds.map((id) => goodsExists(tx, id))),
    couponCards(inTx, refs.poolIds),
    articleFeedItems(inTx, refs.articleIds),
  ]);
  const poolIds = new Set(pools.map((p) => Number(p.cardId)));
  const missing = firstMissingReference(draft, {
    goodsIds: new Set(refs.goodsIds.filter((_, i) => !goodsFound[i])),
    poolIds: new Set(refs.poolIds.filter((id) => !poolIds.has(id))),
    articleIds: new Set(refs.articleIds.filter((id) => !articles.has(id))),
  });
  if (missing) refuse(missing);
}

async function lockPage(tx: Executor, pageCode: string): Promise<PageRow> {
  const page = await repo.lockPage(tx, pageCode);
  if (!page) throw new AppError(ErrorCode.PAGE_NOT_FOUND);
  return page;
}

/** A new, unpublished page with an empty draft. */
export async function createPage(ctx: AppContext, actor: Actor, body: CreatePageBody): Promise<AdminPageDetail> {
  const pageTitle = body.pageTitle.trim();
  const draft: PageDraft = { pageTitle, pageBgColor: '', pageBgUrl: '', searchEnable: false, searchUrl: '', skin: null, moduleList: [] };
  const issue = checkPageDraft(draft);
  if (issue) refuse(issue);
  await ctx.db.transaction(async (tx) => {
    if (await findPageByCode(tx, body.pageCode)) throw new AppError(ErrorCode.PAGE_CODE_TAKEN);
    if (body.bizType !== undefined && (await findPageByBizType(tx, body.bizType))) throw new AppError(ErrorCode.PAGE_BIZ_TYPE_TAKEN);
    const now = ctx.clock.now();
    await repo.insertPage(tx, { pageCode: body.pageCode, bizType: body.bizType ?? null, pageTitle, status: PageStatus.unpublished, updatedAt: now });
    await repo.upsertDraft(tx, { pageCode: body.pageCode, draft, pending: true, updatedBy: actor.operatorId, updatedAt: now });
    await recordAudit(tx, { ...auditOf(ctx, actor, PageAuditAction.create, body.pageCode), before: null, after: { ...body, pageTitle } });
  });
  return getAdminPage(ctx, body.pageCode);
}

function auditOf(ctx: AppContext, actor: Actor, action: string, pageCode: string) {
  return { actor, at: ctx.clock.now(), action, targetType: AUDIT_TARGET, targetId: pageCode };
}

/** Rich text is stored sanitised, as article bodies are (the shop sanitises again when it shows it). */
function cleaned(draft: PageDraft): PageDraft {
  return {
    ...draft,
    pageTitle: draft.pageTitle.trim(),
    moduleList: draft.moduleList.map((m) => (m.richText ? { ...m, richText: sanitizeArticleBody(m.richText) } : m)),
  };
}

export async function savePageDraft(ctx: AppContext, actor: Actor, pageCode: string, input: PageDraft): Promise<AdminPageDetail> {
  const draft = cleaned(input);
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageCode);
    await checkDraft(ctx, tx, draft);
    const before = await currentDraft(tx, page);
    await repo.upsertDraft(tx, { pageCode, draft, pending: true, updatedBy: actor.operatorId, updatedAt: ctx.clock.now() });
    await recordAudit(tx, { ...auditOf(ctx, actor, PageAuditAction.saveDraft, pageCode), before, after: draft });
  });
  return getAdminPage(ctx, pageCode);
}

/** After a commit that changed what the shop serves: this instance forgets its copies. */
function forgetServed(ctx: AppContext): void {
  forgetPages(ctx);
  forgetFeeds(ctx);
}

/**
 * The draft becomes what the shop serves: a new version is added (the seeded content is kept as
 * version 1 the first time), the page's modules are rewritten from it and the page is published.
 */
export async function publishPage(ctx: AppContext, actor: Actor, pageCode: string): Promise<AdminPageDetail> {
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageCode);
    const draft = await currentDraft(tx, page);
    await checkDraft(ctx, tx, draft);
    const now = ctx.clock.now();
    const versions = await repo.findVersions(tx, pageCode);
    let next = (versions[0]?.version ?? 0) + 1;
    if (versions.length === 0) {
      const seeded = await liveDraft(tx, page);
      if (seeded.moduleList.length > 0) {
        await repo.insertVersion(tx, { pageCode, version: next++, draft: seeded, publishedBy: null, publishedAt: page.updatedAt });
      }
    }
    await repo.insertVersion(tx, { pageCode, version: next, draft, publishedBy: actor.operatorId, publishedAt: now });
    await repo.replaceModules(tx, pageCode, moduleRowsOf(pageCode, draft));
    await repo.markDraftPublished(tx, pageCode);
    await repo.updatePage(tx, pageCode, { ...pageColumnsOf(draft), status: PageStatus.published, publishedVersion: next, updatedAt: now });
    await recordAudit(tx, {
      ...auditOf(ctx, actor, PageAuditAction.publish, pageCode),
      before: { status: page.status, publishedVersion: page.publishedVersion },
      after: { status: PageStatus.published, publishedVersion: next },
    });
  });
  forgetServed(ctx);
  return getAdminPage(ctx, pageCode);
}

/** Takes the page off the shop (§4: unpublished or undercarriage); its content and versions stay. */
export async function takePageDown(
  ctx: AppContext,
  actor: Actor,
  pageCode: string,
  status: typeof PageStatus.unpublished | typeof PageStatus.undercarriage,
): Promise<AdminPageDetail> {
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageCode);
    await repo.updatePage(tx, pageCode, { status });
    const action = status === PageStatus.unpublished ? PageAuditAction.unpublish : PageAuditAction.undercarriage;
    await recordAudit(tx, { ...auditOf(ctx, actor, action, pageCode), before: { status: page.status }, after: { status } });
  });
  forgetServed(ctx);
  return getAdminPage(ctx, pageCode);
}

export async function listPageVersions(ctx: AppContext, pageCode: string): Promise<PageVersionList> {
  const rows = await repo.findVersions(ctx.db, pageCode);
  return rows.map((v) => ({ version: v.version, publishedAt: v.publishedAt.toISOString(), operatorId: v.publishedBy }));
}

/** A published version back into the draft, to edit or publish again; nothing else changes. */
export async function restorePageVersion(ctx: AppContext, actor: Actor, pageCode: string, version: number): Promise<AdminPageDetail> {
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageCode);
    const found = await repo.findVersion(tx, pageCode, version);
    if (!found) throw new AppError(ErrorCode.PAGE_VERSION_NOT_FOUND);
    const before = await currentDraft(tx, page);
    await repo.upsertDraft(tx, { pageCode, draft: found.draft, pending: true, updatedBy: actor.operatorId, updatedAt: ctx.clock.now() });
    await recordAudit(tx, { ...auditOf(ctx, actor, PageAuditAction.restoreVersion, pageCode), before, after: found.draft });
  });
  return getAdminPage(ctx, pageCode);
}
