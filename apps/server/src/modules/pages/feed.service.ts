import {
  ColNameBgType,
  ErrorCode,
  FEED_PAGE_SIZE,
  FeedItemType,
  PageStatus,
  type FeedItem,
  type FeedQuery,
  type FeedResult,
  type GoodsCard,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';
import { perContext } from '../../lib/per-context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { articleFeedItems, articlesChanged } from '../articles/articles.service.ts';
import { goodsCards } from '../goods/goods.service.ts';
import { findFeedModule, findFeedRefs } from './feed.repository.ts';
import { findPageByCode } from './pages.repository.ts';

/** Goods main pictures are drawn and uploaded square. */
const GOODS_PICTURE_SIZE = 1080;

function goodsFeedItem(card: GoodsCard): FeedItem {
  return {
    id: card.id,
    type: FeedItemType.product,
    name: card.name,
    pictureUrl: card.pictureUrl,
    width: GOODS_PICTURE_SIZE,
    height: GOODS_PICTURE_SIZE,
    headUrl: '',
    userName: '',
    jumpUrl: card.shareUrl,
    price: card.price,
    eValue: card.eValue,
    deductType: card.deductType,
    likeCount: 0,
  };
}

function emptyFeed(pageNo: number): FeedResult {
  return {
    feedsList: { pageNo, result: [], totalNum: 0 },
    colName: '',
    showColName: false,
    colNameColor: '',
    colNameBgType: ColNameBgType.bgcolor,
    colBgContent: '',
  };
}

const feedsOf = perContext((ctx) => {
  const cache = new TtlCache<string, PreparedAnswer>(ctx.config.catalogueCacheSeconds * 1000);
  // Feeds show articles' titles and covers, and only published ones: a publish, take-down or edit shows at once.
  articlesChanged.listen(ctx, () => cache.invalidate());
  return cache;
});

async function loadFeed(ctx: AppContext, pageCode: string, pageNo: number, pageSize: number): Promise<FeedResult> {
  const page = await findPageByCode(ctx.db, pageCode);
  if (!page) throw new AppError(ErrorCode.PAGE_NOT_FOUND);
  // A page that is not published gives out no content, its feed included.
  if (page.status !== PageStatus.published) return emptyFeed(pageNo);
  const module = await findFeedModule(ctx.db, pageCode);
  if (!module) return emptyFeed(pageNo);
  const { refs, total } = await findFeedRefs(ctx.db, module.id, (pageNo - 1) * pageSize, pageSize);
  const goodsIds = refs.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId]));
  const articleIds = refs.flatMap((r) => (r.articleId === null ? [] : [r.articleId]));
  const [cards, articles] = await Promise.all([goodsCards(ctx, goodsIds), articleFeedItems(ctx, articleIds)]);
  const cardsById = new Map(cards.map((c) => [Number(c.id), c]));
  const result = refs.flatMap((r): FeedItem[] => {
    if (r.goodsId !== null) {
      const card = cardsById.get(r.goodsId);
      return card ? [goodsFeedItem(card)] : [];
    }
    const article = r.articleId === null ? undefined : articles.get(r.articleId);
    return article ? [article] : [];
  });
  return {
    feedsList: { pageNo, result, totalNum: total },
    colName: module.colName,
    showColName: module.showColName,
    colNameColor: module.colNameColor,
    colNameBgType: module.colNameBgType,
    colBgContent: module.colBgContent,
  };
}

/**
 * The page's feed (§2): its feeds module's goods and articles in order, a page at a time, with the
 * module's title styling, as the success envelope ready to send; served from the catalogue cache.
 */
export function feedAnswer(ctx: AppContext, { pageCode, pageNo = 1, pageSize = FEED_PAGE_SIZE }: FeedQuery): Promise<PreparedAnswer> {
  return feedsOf(ctx).get(`${pageCode}:${pageNo}:${pageSize}`, async () =>
    prepareAnswer(okJson(JSON.stringify(await loadFeed(ctx, pageCode, pageNo, pageSize)))),
  );
}

/** `feedAnswer` while it is cached, without waiting (http/hot-reads.ts). */
export function cachedFeedAnswer(ctx: AppContext, { pageCode, pageNo = 1, pageSize = FEED_PAGE_SIZE }: FeedQuery): PreparedAnswer | undefined {
  return feedsOf(ctx).peek(`${pageCode}:${pageNo}:${pageSize}`);
}

/** Drops this instance's cached feeds (after a publish). */
export function forgetFeeds(ctx: AppContext): void {
  feedsOf(ctx).invalidate();
}
