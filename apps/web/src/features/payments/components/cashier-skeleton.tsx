import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './cashier-skeleton.module.css';

/** The cashier while the order and its ways load: amount, countdown, three ways. */
export function CashierSkeleton() {
  return (
    <div className={styles.wrap} aria-busy="true" aria-label={UiText.loading} data-testid="cashier-skeleton">
      <div className={styles.top}>
        <Skeleton animated className={styles.label} />
        <Skeleton animated className={styles.amount} />
        <Skeleton animated className={styles.pill} />
      </div>
      <div className={styles.card}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton animated className={styles.icon} />
            <Skeleton animated className={styles.name} />
          </div>
        ))}
      </div>
    </div>
  );
}
