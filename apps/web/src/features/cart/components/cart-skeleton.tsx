import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './cart-skeleton.module.css';

/** The cart while it loads: a group with three lines. */
export function CartSkeleton() {
  return (
    <div className={styles.group} aria-busy="true" aria-label={UiText.loading} data-testid="cart-skeleton">
      <Skeleton.Title animated className={styles.title} />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.item}>
          <Skeleton animated className={styles.check} />
          <Skeleton animated className={styles.picture} />
          <div className={styles.body}>
            <Skeleton.Paragraph lineCount={2} animated />
            <Skeleton animated className={styles.price} />
          </div>
        </div>
      ))}
    </div>
  );
}
