import { REVIEW_RATING_MAX } from '@emall/contract';
import { RatingStars } from '../../../ui/rating-stars.tsx';
import styles from './review-stars.module.css';

/** A rating shown, not picked: antd-mobile's read-only Rate (ui/rating-stars.tsx), named for screen readers. */
export function ReviewStars({ value, size = 'm' }: { value: number; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={`${value}星`}>
      <RatingStars value={value} count={REVIEW_RATING_MAX} allowHalf />
    </span>
  );
}
