import { Text, UiText } from '@emall/contract';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import styles from './list-foot.module.css';

/** What the foot needs of a paged query (TanStack Query's useInfiniteQuery answers it). */
interface PagedQuery {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * The foot of a paged list: loads the next page as it comes into view, says 加载中… while there is
 * more and 到底啦 (or `endText`) at the end. A page that fails to load turns the foot into a tap to
 * try again: fetchNextPage resolves even when it failed, and antd-mobile's InfiniteScroll, told
 * nothing, asked again at once, over and over while the foot stayed in view.
 */
export function ListFoot({ list, endText = Text.feedEnd }: { list: PagedQuery; endText?: string }) {
  const loadMore = async (): Promise<void> => {
    const next = await list.fetchNextPage();
    if (next.isError) throw next.error;
  };
  return (
    <InfiniteScroll className={styles.foot} loadMore={loadMore} hasMore={list.hasNextPage}>
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            {UiText.loadMoreFailed}
          </button>
        ) : (
          <span>{hasMore ? UiText.loadingMore : endText}</span>
        )
      }
    </InfiniteScroll>
  );
}
