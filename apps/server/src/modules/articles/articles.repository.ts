import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
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

export interface ArticleFilter {
  keyword?: string;
  published?: boolean;
  limit: number;
  offset: number;
}

function filterOf(f: Pick<ArticleFilter, 'keyword' | 'published'>): SQL | undefined {
  const keyword = f.keyword?.trim();
  return and(
    keyword ? containsText(articles.title, keyword) : undefined,
    f.published === undefined ? undefined : f.published ? isNotNull(articles.publishedAt) : isNull(articles.publishedAt),
  );
}

/** Every article, published or not, newest first (the console's list). */
export async function findArticlesForAdmin(db: Executor, f: ArticleFilter): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = filterOf(f);
  const [rows, [counted]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.createdAt), desc(articles.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findArticle(db: Executor, id: number, lock = false): Promise<ArticleRow | undefined> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateArticle(db: Executor, id: number, set: Partial<NewArticleRow>): Promise<ArticleRow> {
  const [row] = await db.update(articles).set(set).where(eq(articles.id, id)).returning();
  return row!;
}

export async function insertArticle(db: Executor, row: NewArticleRow): Promise<ArticleRow> {
  const [inserted] = await db.insert(articles).values(row).returning();
  return inserted!;
}
