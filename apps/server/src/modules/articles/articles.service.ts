import { DeductType, ErrorCode, FeedItemType, pgcArticleUrl, type Article, type FeedItem } from '@emall/contract';
import sanitize from 'sanitize-html';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { changeSignal } from '../../lib/change-signal.ts';
import * as repo from './articles.repository.ts';

function toFeedItem(a: repo.ArticleRow): FeedItem {
  return {
    id: String(a.id),
    type: FeedItemType.pgc,
    name: a.title,
    pictureUrl: a.coverUrl,
    width: a.coverWidth,
    height: a.coverHeight,
    headUrl: a.authorAvatarUrl,
    userName: a.authorName,
    jumpUrl: pgcArticleUrl(a.id),
    price: 0,
    eValue: 0,
    deductType: DeductType.cash,
    likeCount: a.likeCount,
  };
}

/** Raised after an article is published, taken down or edited: what caches articles drops them. */
export const articlesChanged = changeSignal();

/** Published PGC articles as feed items (§3), by id; unknown ids and drafts are left out. */
export async function articleFeedItems(ctx: AppContext, ids: readonly number[]): Promise<Map<number, FeedItem>> {
  const rows = await repo.findPublishedArticles(ctx.db, ids);
  return new Map(rows.map((a) => [a.id, toFeedItem(a)]));
}

/** One published article for its page; an unknown id and a draft answer the same. */
export async function getPublishedArticle(ctx: AppContext, id: number): Promise<Article> {
  const row = await repo.findPublishedArticle(ctx.db, id);
  if (!row?.publishedAt) throw new AppError(ErrorCode.ARTICLE_NOT_FOUND);
  return {
    id: String(row.id),
    title: row.title,
    coverUrl: row.coverUrl,
    coverWidth: row.coverWidth,
    coverHeight: row.coverHeight,
    authorName: row.authorName,
    authorAvatarUrl: row.authorAvatarUrl,
    publishedAt: row.publishedAt.toISOString(),
    likeCount: row.likeCount,
    content: row.bodyHtml,
  };
}

/**
 * What an article body may hold: text structure, links and pictures. No scripts, handlers,
 * styles, forms or frames; links and pictures by http(s) or our own paths only.
 */
const BODY_RULES: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** An article body made safe to store and give out (the web sanitises again before showing it). */
export function sanitizeArticleBody(html: string): string {
  return sanitize(html, BODY_RULES);
}

export type ArticleDraft = Omit<repo.NewArticleRow, 'id'>;

/**
 * Writes articles with their bodies sanitised. Takes the executor, so a caller's transaction
 * (the seed's) passes straight through. Answers each new id with its title.
 */
export function writeArticles(db: Executor, drafts: ArticleDraft[]): Promise<{ id: number; title: string }[]> {
  return repo.insertArticles(
    db,
    drafts.map((d) => ({ ...d, bodyHtml: sanitizeArticleBody(d.bodyHtml) })),
  );
}
