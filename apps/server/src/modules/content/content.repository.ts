import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles } from './content.table.ts';

export type ArticleRow = typeof articles.$inferSelect;

export function findArticles(db: Executor, ids: readonly number[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(articles).where(inArray(articles.id, [...new Set(ids)]));
}
