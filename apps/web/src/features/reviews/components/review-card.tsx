import type { Review } from '@emall/contract';
import { useState, type ReactNode } from 'react';
import { LazyImageViewerMulti } from '../../../ui/lazy-image-viewer.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { avatarInitial, reviewDate } from '../utils/review-time.ts';
import { ReviewStars } from './review-stars.tsx';
import styles from './review-card.module.css';

const THUMB = 104;

interface ReviewCardProps {
  review: Review;
  /** Wants it (or stops): the card shows the change at once. Absent: no button. */
  onToggleWant?: (review: Review) => void;
  /** Above the review (the goods, on the user's own list). */
  header?: ReactNode;
}

/**
 * A review: avatar initial, name (masked by the server when anonymous), stars, day, specification,
 * the text exactly as written (React escapes it: never HTML), pictures opening in a viewer, 想要.
 */
export function ReviewCard({ review, onToggleWant, header }: ReviewCardProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <article className={styles.card} aria-label={`${review.userName}的评价`}>
      {header}
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {avatarInitial(review.userName)}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>
            {review.userName}
            {review.anonymous ? <span className={styles.badge}>匿名</span> : null}
          </p>
          <ReviewStars value={review.rating} size="s" />
        </div>
        <time className={styles.date} dateTime={review.createdAt}>
          {reviewDate(review.createdAt)}
        </time>
      </header>
      <p className={styles.content}>{review.content}</p>
      {review.pictures.length > 0 ? (
        <ul className={styles.pictures} aria-label="评价图片">
          {review.pictures.map((url, index) => (
            <li key={url}>
              <button type="button" className={styles.picture} onClick={() => setViewing(index)} aria-label={`查看第${index + 1}张图片`}>
                <SizedImage src={url} alt="" cssWidth={THUMB} width={1} height={1} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className={styles.foot}>
        {review.specsName ? <span className={styles.specs}>已购:{review.specsName}</span> : <span />}
        {onToggleWant ? (
          <button
            type="button"
            className={`${styles.want} ${review.wanted ? styles.wanted : ''}`}
            aria-pressed={review.wanted}
            aria-label={`想要,${review.wantCount}人`}
            onClick={() => onToggleWant(review)}
          >
            <HeartIcon filled={review.wanted} />
            想要{review.wantCount > 0 ? ` ${review.wantCount}` : ''}
          </button>
        ) : null}
      </footer>
      <LazyImageViewerMulti
        images={review.pictures}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </article>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.4-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.8-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
