import {
  ARTICLE_AUDIT_TARGET,
  ArticleAdminStatus,
  ArticleAuditAction,
  ErrorCode,
  type AdminArticle,
  type AdminArticlePage,
  type AdminArticleQuery,
  type ArticleBody,
  type GoodsPictureUploaded,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { storeCataloguePicture } from '../files/files.service.ts';
import { articlesChanged, sanitizeArticleBody } from './articles.service.ts';
import * as repo from './articles.repository.ts';

/** The console's view of an article, published or not. */
function toAdminArticle(a: repo.ArticleRow): AdminArticle {
  return {
    id: String(a.id),
    title: a.title,
    coverUrl: a.coverUrl,
    coverWidth: a.coverWidth,
    coverHeight: a.coverHeight,
    authorName: a.authorName,
    summary: a.summary,
    authorAvatarUrl: a.authorAvatarUrl,
    bodyHtml: a.bodyHtml,
    status: a.publishedAt ? ArticleAdminStatus.published : ArticleAdminStatus.draft,
    likeCount: a.likeCount,
    createdAt: a.createdAt.toISOString(),
    publishedAt: a.publishedAt?.toISOString() ?? null,
  };
}

export async function listArticlesForAdmin(ctx: AppContext, q: AdminArticleQuery): Promise<AdminArticlePage> {
  const { rows, total } = await repo.findArticlesForAdmin(ctx.db, {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.status ? { published: q.status === ArticleAdminStatus.published } : {}),
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalNum: total,
    result: rows.map((a) => {
      const { bodyHtml: _body, coverWidth: _w, coverHeight: _h, authorAvatarUrl: _avatar, summary: _summary, ...row } = toAdminArticle(a);
      return row;
    }),
  };
}

export async function articleForAdmin(ctx: AppContext, id: number): Promise<AdminArticle> {
  const row = await repo.findArticle(ctx.db, id);
  if (!row) throw new AppError(ErrorCode.ARTICLE_NOT_FOUND);
  return toAdminArticle(row);
}

/** The body sanitised; nothing left of it (only scripts, say) is refused before anything is written. */
function checked(body: ArticleBody): ArticleBody {
  const bodyHtml = sanitizeArticleBody(body.bodyHtml);
  if (!bodyHtml.replace(/<[^>]*>/g, '').trim() && !/<img\s/.test(bodyHtml)) throw new AppError(ErrorCode.ARTICLE_BODY_EMPTY);
  return { ...body, title: body.title.trim(), authorName: body.authorName.trim(), summary: body.summary?.trim() ?? '', bodyHtml };
}

function audit(ctx: AppContext, actor: AuditActor, action: string, id: number) {
  return { actor, at: ctx.clock.now(), action, targetType: ARTICLE_AUDIT_TARGET, targetId: String(id) };
}

async function lockArticle(tx: Executor, id: number): Promise<repo.ArticleRow> {
  const row = await repo.findArticle(tx, id, true);
  if (!row) throw new AppError(ErrorCode.ARTICLE_NOT_FOUND);
  return row;
}

/** A new article, unpublished until an operator publishes it. */
export async function createArticle(ctx: AppContext, actor: AuditActor, body: ArticleBody): Promise<AdminArticle> {
  const fields = checked(body);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertArticle(tx, { ...fields, createdAt: ctx.clock.now(), publishedAt: null });
    await recordAudit(tx, { ...audit(ctx, actor, ArticleAuditAction.create, inserted.id), before: null, after: toAdminArticle(inserted) });
    return inserted;
  });
  return toAdminArticle(row);
}

export async function updateArticle(ctx: AppContext, actor: AuditActor, id: number, body: ArticleBody): Promise<AdminArticle> {
  const fields = checked(body);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockArticle(tx, id);
    const after = await repo.updateArticle(tx, id, fields);
    await recordAudit(tx, { ...audit(ctx, actor, ArticleAuditAction.update, id), before: toAdminArticle(before), after: toAdminArticle(after) });
    return after;
  });
  articlesChanged.raise(ctx);
  return toAdminArticle(row);
}

/** Publishes (now) or takes down an article; publishing a published one keeps its first time. */
export async function setArticlePublished(ctx: AppContext, actor: AuditActor, id: number, published: boolean): Promise<AdminArticle> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockArticle(tx, id);
    const publishedAt = published ? (before.publishedAt ?? ctx.clock.now()) : null;
    const after = await repo.updateArticle(tx, id, { publishedAt });
    const action = published ? ArticleAuditAction.publish : ArticleAuditAction.unpublish;
    await recordAudit(tx, { ...audit(ctx, actor, action, id), before: toAdminArticle(before), after: toAdminArticle(after) });
    return after;
  });
  articlesChanged.raise(ctx);
  return toAdminArticle(row);
}

/** Stores an article picture (cover or body) with its audit row, as the goods console does. */
export async function uploadArticlePicture(ctx: AppContext, actor: AuditActor, data: Buffer): Promise<GoodsPictureUploaded> {
  const at = ctx.clock.now();
  const stored = await storeCataloguePicture(ctx, data, (tx, file) =>
    recordAudit(tx, { actor, at, action: ArticleAuditAction.uploadPicture, targetType: ARTICLE_AUDIT_TARGET, targetId: file.url, before: null, after: file }),
  );
  return { url: stored.url, width: stored.width, height: stored.height };
}
