import { EvaluateStatus, ErrorCode, shopErrorInfo, orderDetailUrl, reviewListUrl, type ReviewProduct, UiText } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useReviewProducts } from '../api/get-review-products.ts';
import { ReviewProductRow } from '../components/review-product-row.tsx';
import { useLoginGate } from '../hooks/use-login-gate.ts';
import { publishUrl } from '../utils/review-urls.ts';
import styles from './comment-entry-page.module.css';

export const ENTRY_TITLE = '评价晒单';
export const ALL_REVIEWED_TEXT = '该订单的商品都已评价';

/**
 * §2 /social/comment-entry (query orderNo): the entry into reviewing from an order — its products
 * awaiting a review, each to its publish page, and those reviewed, each to its goods' reviews.
 */
export function CommentEntryPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  useDocumentTitle(ENTRY_TITLE);
  const loggedIn = useLoginGate();
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={styles.page}>
      <PageHeader title={ENTRY_TITLE} />
      {orderNo ? <EntryLists orderNo={orderNo} /> : <StateBlock title={shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message} fullPage />}
    </main>
  );
}

function EntryLists({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const waiting = useReviewProducts(orderNo, EvaluateStatus.awaiting);
  const reviewed = useReviewProducts(orderNo, EvaluateStatus.reviewed);
  if (waiting.isPending) return <PageLoading />;
  if (waiting.isError) return <StateBlock title={waiting.error.message} actionText={UiText.reload} onAction={() => void waiting.refetch()} fullPage />;
  const order = waiting.data;
  const done = reviewed.data?.products ?? [];
  return (
    <>
      {!order.reviewable ? <p className={styles.notice}>{shopErrorInfo[ErrorCode.REVIEW_NOT_ALLOWED].message}</p> : null}
      {order.products.length > 0 ? (
        <section className={styles.section} aria-label="待评价">
          <h2 className={styles.heading}>待评价 ({order.products.length})</h2>
          {order.products.map((p) => (
            <Line
              key={p.orderLineId}
              product={p}
              action={
                order.reviewable ? (
                  <Button size="small" color="primary" shape="rounded" onClick={() => void navigate(publishUrl(p))} aria-label={`${UiText.writeReview} ${p.name}`}>
                    {UiText.writeReview}
                  </Button>
                ) : null
              }
            />
          ))}
        </section>
      ) : (
        <StateBlock
          illustration="empty"
          title={ALL_REVIEWED_TEXT}
          actionText={UiText.backToOrder}
          onAction={() => void navigate(orderDetailUrl(order.orderId))}
        />
      )}
      {done.length > 0 ? (
        <section className={styles.section} aria-label="已评价">
          <h2 className={styles.heading}>已评价 ({done.length})</h2>
          {done.map((p) => (
            <Line
              key={p.orderLineId}
              product={p}
              action={
                <Link className={styles.view} to={reviewListUrl(p, p.productId)}>
                  {UiText.viewReview}
                </Link>
              }
            />
          ))}
        </section>
      ) : null}
    </>
  );
}

function Line({ product, action }: { product: ReviewProduct; action: ReactNode }) {
  return (
    <div className={styles.line}>
      <ReviewProductRow name={product.name} specsName={`${product.specsName} ×${product.num}`} pictureUrl={product.pictureUrl} action={action} />
    </div>
  );
}
