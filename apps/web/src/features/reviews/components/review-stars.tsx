import { REVIEW_RATING_MAX } from '@emall/contract';
import Rate from 'antd-mobile/es/components/rate';
import styles from './review-stars.module.css';

/** A rating shown, not picked: antd-mobile's Rate, read only, named for screen readers. */
export function ReviewStars({ value, size = 'm' }: { value: number; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={`${value}星`}>
      <Rate readOnly value={value} count={REVIEW_RATING_MAX} allowHalf aria-hidden="true" />
    </span>
  );
}
