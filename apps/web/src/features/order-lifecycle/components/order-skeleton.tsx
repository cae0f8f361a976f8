import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './order-skeleton.module.css';

/** Order cards while the list loads. */
export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label={UiText.loading} data-testid="order-list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.head}>
            <Skeleton animated className={styles.kind} />
            <Skeleton animated className={styles.status} />
          </div>
          <div className={styles.line}>
            <Skeleton animated className={styles.picture} />
            <div className={styles.body}>
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          </div>
          <div className={styles.foot}>
            <Skeleton animated className={styles.button} />
            <Skeleton animated className={styles.button} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The order detail while it loads: the status banner and three cards. */
export function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label={UiText.loading} data-testid="order-detail-skeleton">
      <Skeleton animated className={styles.banner} />
      <div className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.card}>
            <div className={styles.body}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
