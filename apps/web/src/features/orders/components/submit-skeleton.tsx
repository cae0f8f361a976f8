import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './submit-skeleton.module.css';

/** The submit page while its first pre-submit answer loads. */
export function SubmitSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label={UiText.loading} data-testid="submit-skeleton">
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      <div className={[styles.card, styles.goods].join(' ')}>
        <Skeleton animated className={styles.picture} />
        <div className={styles.lines}>
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </div>
      <div className={styles.card}>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  );
}
