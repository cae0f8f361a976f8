import { FEED_GAP_PX, FEED_LOAD_MORE_THRESHOLD_PX, FeedItemType, SCROLL_THROTTLE_MS, Text, type FeedItem, type PageModule, UiText } from '@emall/contract';
import { Button } from 'antd-mobile';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { throttle } from '../../../../lib/throttle.ts';
import { useOpenLink } from '../../../../lib/use-open-link.ts';
import { GoodsCardSkeleton } from '../../../../ui/skeletons.tsx';
import { usePageFeed } from '../../api/get-page-feed.ts';
import { contentJump, withActivityCode } from '../../utils/jump.ts';
import { feedColumnWidth, placeMasonry } from '../../utils/masonry.ts';
import { ModuleTitle, hasModuleTitle } from '../module-title.tsx';
import { usePageScope } from '../page-scope.ts';
import { useDrawnCount } from '../use-drawn-count.ts';
import { useJump } from '../use-jump.ts';
import { FeedItemCard, feedTextHeight } from './feed-item-card.tsx';
import styles from './feed-module.module.css';
import { useNearScreen } from './use-near-screen.ts';

/** The feed's load failure, inline: the error stays until a retry succeeds (§8). */
const FEED_LOAD_FAILED = UiText.loadFailed;

/**
 * Cards added to the page at each step: a page of 20 drawn at once was one frame of ~390 new layout
 * objects (style, layout and paint 20–26 ms of main thread at 1× CPU on this machine kind, past
 * Lighthouse's 12.5 ms line; issue 16); six are ~120 objects, a frame of ~7 ms. The masonry places
 * cards greedily in order, so the cards already drawn stay where they are as the rest come in.
 */
const FEED_CARDS_PER_STEP = 6;

/**
 * How far below the screen the feed starts to load its first page: a screen and a half. The home's
 * feed sits thousands of pixels down; asked for as soon as its module was added, its 20 cards and
 * their pictures were drawn and decoded while the first screen hydrated, and fetched for a shopper
 * who never scrolled that far (issue 16; the spec does not say when the first page loads:
 * docs/decisions/storefront.md).
 */
const FEED_AHEAD_MARGIN = '0px 0px 150% 0px';

/** Whether the feed's bottom is within the threshold of the viewport's bottom (§9: 50 px). */
function nearBottom(element: Element, viewportHeight: number = window.innerHeight): boolean {
  return element.getBoundingClientRect().bottom - viewportHeight <= FEED_LOAD_MORE_THRESHOLD_PX;
}

/**
 * The feed (§2): a two-column masonry of products and PGC articles, 20 a page, loading the next
 * page when its bottom comes within 50 px of the screen's (scroll handling throttled to 200 ms),
 * ending with 到底啦. A failed page keeps its error inline with 重试.
 */
export function FeedModule({ module, width }: { module: PageModule; width: number }) {
  const { pageCode, activityCode, active } = usePageScope();
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(rootRef, FEED_AHEAD_MARGIN);
  const feed = usePageFeed(pageCode, near);
  const openLink = useOpenLink();
  const jump = useJump();
  const bottomRef = useRef<HTMLDivElement>(null);
  const columnWidth = feedColumnWidth(width);

  // A page of cards arriving is drawn in the background (a deferred render React yields from every
  // few ms): the query's update itself is synchronous, and 20 new cards were one task of ~40 ms at
  // 4× CPU (issue 16). Until it is drawn the footer keeps its loading cards.
  const data = useDeferredValue(feed.data);
  const all = useMemo(() => data?.pages.flatMap((page) => page.feedsList.result) ?? [], [data]);
  const drawn = useDrawnCount(all.length, FEED_CARDS_PER_STEP, FEED_CARDS_PER_STEP);
  const drawing = data !== feed.data || drawn < all.length;
  const items = useMemo(() => all.slice(0, drawn), [all, drawn]);
  const columns = useMemo(() => placeMasonry(items, columnWidth, feedTextHeight), [items, columnWidth]);
  const first = data?.pages[0];

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = feed;
  const canLoadMore = active && hasNextPage && !isFetchingNextPage && !isError && !drawing;

  useEffect(() => {
    if (!canLoadMore) return undefined;
    const check = throttle(() => {
      if (bottomRef.current && nearBottom(bottomRef.current)) void fetchNextPage();
    }, SCROLL_THROTTLE_MS);
    // A page shorter than the screen loads on without a scroll. Measured in a later task: the
    // measure lays out the page just drawn, which would lengthen the task that drew it.
    const first = setTimeout(check.run);
    window.addEventListener('scroll', check.run, { passive: true });
    window.addEventListener('resize', check.run);
    return () => {
      clearTimeout(first);
      check.cancel();
      window.removeEventListener('scroll', check.run);
      window.removeEventListener('resize', check.run);
    };
  }, [canLoadMore, fetchNextPage, items.length]);

  const open = (item: FeedItem): void => {
    if (item.type === FeedItemType.pgc) jump(contentJump('PGC', { id: item.id, url: item.jumpUrl }));
    else if (item.jumpUrl) openLink(withActivityCode(item.jumpUrl, activityCode));
  };

  const retry = (): void => {
    if (feed.data) void fetchNextPage();
    else void feed.refetch();
  };

  return (
    <div ref={rootRef} className={styles.feed}>
      {/* The feed answer carries its own title styling (§7), used when the module shows none. */}
      {first && !hasModuleTitle(module) && hasModuleTitle({ ...first, jumpButtonName: '', jumpUrl: '' }) ? <ModuleTitle module={{ ...first, jumpButtonName: '', jumpUrl: '' }} /> : null}
      {items.length > 0 ? (
        <div className={styles.columns} style={{ gap: FEED_GAP_PX }}>
          {columns.map((column, index) => (
            <div key={index} className={styles.column} style={{ gap: FEED_GAP_PX }}>
              {column.map((item) => (
                <FeedItemCard key={`${item.type}-${item.id}`} item={item} width={columnWidth} onOpen={open} />
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div ref={bottomRef} className={styles.footer}>
        {/* Far below the screen the feed shows nothing yet: its loading cards' shimmer would run
            frames the whole time nobody sees them. */}
        {!near ? null : feed.isPending || isFetchingNextPage || drawing ? (
          <div className={styles.columns} style={{ gap: FEED_GAP_PX }} role="status" aria-busy="true" aria-label={UiText.loading}>
            <GoodsCardSkeleton />
            <GoodsCardSkeleton />
          </div>
        ) : isError ? (
          <div className={styles.error} role="alert">
            <span>{FEED_LOAD_FAILED}</span>
            <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={retry}>{UiText.retry}</Button>
          </div>
        ) : !hasNextPage && items.length > 0 ? (
          <p className={styles.end}>{Text.feedEnd}</p>
        ) : items.length === 0 ? (
          <p className={styles.end}>{Text.noData}</p>
        ) : null}
      </div>
    </div>
  );
}
