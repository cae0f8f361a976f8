import { FEED_PAGE_SIZE, Paths, type FeedResult } from '@emall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/material/page-management/feed, §7: a page's feed, 20 a page. Silent: errors show inline. */
function getPageFeed(pageCode: string, pageNo: number, signal?: AbortSignal): Promise<FeedResult> {
  return http.get(Paths.pageFeed, { query: { pageCode, pageNo, pageSize: FEED_PAGE_SIZE }, silent: true, signal });
}

/** The page after `last`, or undefined once every item of totalNum is in. */
function nextFeedPage(last: FeedResult, pages: FeedResult[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.feedsList.result.length, 0);
  if (last.feedsList.result.length === 0 || loaded >= last.feedsList.totalNum) return undefined;
  return last.feedsList.pageNo + 1;
}

const pageFeedQueryOptions = (pageCode: string) =>
  infiniteQueryOptions({
    queryKey: ['page-feed', pageCode],
    queryFn: ({ pageParam, signal }) => getPageFeed(pageCode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextFeedPage(last, pages),
  });

/** The feed's pages; none asked for while `enabled` is false (the feed still far below the screen). */
export function usePageFeed(pageCode: string, enabled = true) {
  return useInfiniteQuery({ ...pageFeedQueryOptions(pageCode), enabled });
}
