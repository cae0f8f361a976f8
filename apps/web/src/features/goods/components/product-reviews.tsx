import { UiText } from '@emall/contract';
import { Link } from 'react-router';
import { useReviewPreview } from '../../../lib/api/get-review-list.ts';
import { RatingStars } from '../../../ui/rating-stars.tsx';
import styles from './product-reviews.module.css';

/**
 * The product page's 评价 section: how many reviews, 好评率, the two latest, and the way to all of
 * them (the review list of the goods' family). Stays away when the call fails.
 */
export function ProductReviews({ productId, listUrl }: { productId: string; listUrl: string }) {
  const preview = useReviewPreview(productId);
  if (!preview.data) return null;
  const { summary, result } = preview.data;
  return (
    <section className={styles.card} aria-labelledby="product-reviews-title">
      <Link className={styles.head} to={listUrl}>
        <h2 id="product-reviews-title" className={styles.title}>
          {UiText.review} <span className={styles.total}>({summary.total})</span>
        </h2>
        <span className={styles.more}>
          {summary.total > 0 ? `好评率 ${summary.goodRate}%` : UiText.viewAll}
          <span aria-hidden="true"> ›</span>
        </span>
      </Link>
      {result.length === 0 ? (
        <p className={styles.empty}>暂无评价,购买后可发表评价</p>
      ) : (
        <ul className={styles.list}>
          {result.map((review) => (
            <li key={review.id} className={styles.item}>
              <div className={styles.who}>
                <span className={styles.avatar} aria-hidden="true">
                  {[...review.userName][0] ?? ''}
                </span>
                <span className={styles.name}>{review.userName}</span>
                <span role="img" aria-label={`${review.rating}星`} className={styles.stars}>
                  <RatingStars value={review.rating} />
                </span>
              </div>
              <p className={styles.text}>{review.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
