import { productPageUrl, type MyReview, UiText } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { Link, useSearchParams } from 'react-router';
import { useReviewList } from '../../../lib/api/get-review-list.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { RatingSummary } from '../components/rating-summary.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewProductRow } from '../components/review-product-row.tsx';
import { useLoginGate } from '../hooks/use-login-gate.ts';
import { useWantToggle } from '../hooks/use-want-toggle.ts';
import styles from './review-list-page.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

export const NO_REVIEWS_TEXT = '暂无评价';
export const NO_MY_REVIEWS_TEXT = '还没有发表过评价';

/**
 * §2 /virtual/intellect/comment/list and /social/commentList (all reviews): a goods' reviews
 * (query productId) with the rating summary, newest first, 到底啦 at the end; without productId the
 * user's own reviews (GET /api/userRelation/collection/evaluate, login).
 */
export function ReviewListPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const goods = isValidId(productId);
  useDocumentTitle(goods ? '商品评价' : '我的评价');
  return goods ? <GoodsReviews productId={productId} /> : <MyReviewsView />;
}

function GoodsReviews({ productId }: { productId: string }) {
  const list = useReviewList(productId);
  const toggleWant = useWantToggle();
  const reviews = list.data?.pages.flatMap((p) => p.result) ?? [];
  const summary = list.data?.pages[0]?.summary;
  return (
    <main className={styles.page}>
      <PageHeader title="商品评价" />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} fullPage />
      ) : reviews.length === 0 ? (
        <StateBlock illustration="empty" title={NO_REVIEWS_TEXT} description="买过的车友还没有留下评价" fullPage />
      ) : (
        <>
          {summary ? <RatingSummary summary={summary} /> : null}
          <section className={styles.list} aria-label="评价列表">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} onToggleWant={(r) => void toggleWant(r)} />
            ))}
          </section>
          <ListFoot list={list} />
        </>
      )}
    </main>
  );
}

function MyReviewsView() {
  const loggedIn = useLoginGate();
  const list = useMyReviews(loggedIn);
  const toggleWant = useWantToggle();
  const reviews = list.data?.pages.flatMap((p) => p.result) ?? [];
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={styles.page}>
      <PageHeader title="我的评价" />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} fullPage />
      ) : reviews.length === 0 ? (
        <StateBlock illustration="empty" title={NO_MY_REVIEWS_TEXT} fullPage />
      ) : (
        <>
          <section className={styles.list} aria-label="我的评价">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} onToggleWant={(r) => void toggleWant(r)} header={<GoodsHeader review={review} />} />
            ))}
          </section>
          <ListFoot list={list} />
        </>
      )}
    </main>
  );
}

function GoodsHeader({ review }: { review: MyReview }) {
  return (
    <Link className={styles.goods} to={productPageUrl({ bizType: review.bizType, virtualType: review.virtualType, annexType: null }, review.productId)}>
      <ReviewProductRow name={review.productName} specsName="" pictureUrl={review.productPictureUrl} />
    </Link>
  );
}
