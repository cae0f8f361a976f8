import { and, asc, count, eq, isNotNull, or } from 'drizzle-orm';
import { ColumnType } from '@emall/contract';
import type { Executor } from '../../db/client.ts';
import { articles } from '../articles/articles.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import type { PageModuleRow } from './pages.repository.ts';
import { feedItems, pageModules } from './pages.table.ts';

export interface FeedRef {
  itemType: number;
  goodsId: number | null;
  articleId: number | null;
}

/** The page's feeds module (the first one, if a page has several). */
export async function findFeedModule(db: Executor, pageCode: string): Promise<PageModuleRow | undefined> {
  const [row] = await db
    .select()
    .from(pageModules)
    .where(and(eq(pageModules.pageCode, pageCode), eq(pageModules.columnType, ColumnType.feeds)))
    .orderBy(asc(pageModules.sort), asc(pageModules.id))
    .limit(1);
  return row;
}

/** Items that still exist: goods on the shelf and published articles. */
function live(moduleId: number) {
  return and(eq(feedItems.moduleId, moduleId), or(isNotNull(goods.id), isNotNull(articles.id)));
}

/** One page of a feed's items in their configured order (sort, then id: stable across pages). */
export async function findFeedRefs(db: Executor, moduleId: number, offset: number, limit: number): Promise<{ refs: FeedRef[]; total: number }> {
  const base = () =>
    db
      .select({ itemType: feedItems.itemType, goodsId: feedItems.goodsId, articleId: feedItems.articleId })
      .from(feedItems)
      .leftJoin(goods, and(eq(goods.id, feedItems.goodsId), eq(goods.onShelf, true)))
      .leftJoin(articles, and(eq(articles.id, feedItems.articleId), isNotNull(articles.publishedAt)));
  const [refs, [totalRow]] = await Promise.all([
    base().where(live(moduleId)).orderBy(asc(feedItems.sort), asc(feedItems.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(feedItems)
      .leftJoin(goods, and(eq(goods.id, feedItems.goodsId), eq(goods.onShelf, true)))
      .leftJoin(articles, and(eq(articles.id, feedItems.articleId), isNotNull(articles.publishedAt)))
      .where(live(moduleId)),
  ]);
  return { refs, total: totalRow?.n ?? 0 };
}
