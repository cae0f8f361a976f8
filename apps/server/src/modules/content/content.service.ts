import { DeductType, FeedItemType, pgcArticleUrl, type FeedItem } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { findArticles, type ArticleRow } from './content.repository.ts';

function toFeedItem(a: ArticleRow): FeedItem {
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

/** PGC articles as feed items (§3), by id; unknown ids are left out. */
export async function articleFeedItems(ctx: AppContext, ids: readonly number[]): Promise<Map<number, FeedItem>> {
  const rows = await findArticles(ctx.db, ids);
  return new Map(rows.map((a) => [a.id, toFeedItem(a)]));
}
