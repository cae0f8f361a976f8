import { ReviewRoute, SocialRoute, Text, fillText, orderDetailUrl, reviewEntryUrl, UiText } from '@emall/contract';
import { isValidId } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { isIntellectReviewPath } from '../utils/review-urls.ts';
import styles from './review-success-page.module.css';

/** A whole number from the query, 0 for anything else. */
function count(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * §2 /virtual/intellect/comment/success and /social/commentResult (thanks): what the review earned,
 * and the ways on: the order's other products, the goods' reviews, the order, the shop.
 */
export function ReviewSuccessPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle('评价成功');
  const orderNo = params.get('orderNo') ?? '';
  const orderId = params.get('orderId') ?? '';
  const productId = params.get('productId') ?? '';
  const eValue = count(params.get('eValue'));
  const awaiting = count(params.get('awaiting'));
  const listRoute = isIntellectReviewPath(pathname) ? ReviewRoute.list : SocialRoute.commentList;

  return (
    <main className={styles.page}>
      <PageHeader title="评价成功" />
      <section className={styles.result} aria-labelledby="review-thanks">
        <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="#E8EEFC" />
          <circle cx="32" cy="32" r="22" fill="#1D4ED8" />
          <path d="M22 32.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 id="review-thanks" className={styles.title}>
          {Text.reviewThanks}
        </h2>
        <p className={styles.sub}>你的评价将帮助更多车友做出选择</p>
        {eValue > 0 ? (
          <p className={styles.reward}>
            <span className={styles.rewardIcon} aria-hidden="true">
              E
            </span>
            {fillText(Text.reviewRewarded, { point: eValue })}
          </p>
        ) : null}
        <div className={styles.actions}>
          {awaiting > 0 && orderNo ? (
            <Button block color="primary" shape="rounded" onClick={() => void navigate(reviewEntryUrl(orderNo), { replace: true })}>
              继续评价({awaiting})
            </Button>
          ) : null}
          {isValidId(productId) ? (
            <Button
              block
              color="primary"
              fill={awaiting > 0 ? 'outline' : 'solid'}
              shape="rounded"
              onClick={() => void navigate(`${listRoute}?productId=${productId}`, { replace: true })}
            >
              {UiText.viewReview}
            </Button>
          ) : null}
          <div className={styles.row}>
            {isValidId(orderId) ? (
              <Button block fill="outline" shape="rounded" className={styles.quiet} onClick={() => void navigate(orderDetailUrl(orderId))}>{UiText.backToOrder}</Button>
            ) : null}
            <Button block fill="outline" shape="rounded" className={styles.quiet} onClick={() => void navigate(HOME_PATH)}>
              回到商城
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
