import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles } from './articles.table.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;

/** Published articles by id; unknown ids and drafts are left out. */
export function findPublishedArticles(db: Executor, ids: readonly number[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(articles)
    .where(and(inArray(articles.id, [...new Set(ids)]), isNotNull(articles.publishedAt)));
}

export async function findPublishedArticle(db: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isNotNull(articles.publishedAt)));
  return row;
}

export function insertArticles(db: Executor, rows: NewArticleRow[]): Promise<{ id: number; title: string }[]> {
  return db.insert(articles).values(rows).returning({ id: articles.id, title: articles.title });
}
