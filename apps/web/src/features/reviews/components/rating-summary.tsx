import type { ReviewSummary } from '@emall/contract';
import { ReviewStars } from './review-stars.tsx';
import styles from './rating-summary.module.css';

/** A goods' ratings: the mean, 好评率, how many, and a bar per number of stars (5 down to 1). */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const rows = summary.stars.map((n, i) => ({ stars: i + 1, n })).reverse();
  return (
    <section className={styles.summary} aria-label="评分">
      <div className={styles.score}>
        <strong className={styles.average}>{summary.total > 0 ? summary.average.toFixed(1) : '--'}</strong>
        <ReviewStars value={summary.average} size="m" />
        <span className={styles.meta}>
          {summary.total} 条评价 · 好评率 {summary.goodRate}%
        </span>
      </div>
      <ul className={styles.bars}>
        {rows.map((row) => (
          <li key={row.stars} className={styles.bar}>
            <span className={styles.label}>{row.stars}星</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${summary.total > 0 ? (row.n * 100) / summary.total : 0}%` }} />
            </span>
            <span className={styles.count}>{row.n}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
