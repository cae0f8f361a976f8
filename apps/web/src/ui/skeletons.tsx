import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './skeletons.module.css';

/** The shop home while its modules load, §2: banner, icon row, goods grid. */
export function HomeSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={UiText.loading} data-testid="home-skeleton">
      <Skeleton animated className={styles.banner} />
      <div className={`${styles.card} ${styles.navRow}`}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.navItem}>
            <Skeleton animated className={styles.navIcon} />
            <Skeleton animated className={styles.navText} />
          </div>
        ))}
      </div>
      <Skeleton.Title animated className={styles.sectionTitle} />
      <div className={styles.grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <GoodsCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function GoodsCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton animated className={styles.square} />
      <div className={styles.cardBody}>
        <Skeleton.Paragraph lineCount={2} animated />
        <Skeleton animated className={styles.price} />
      </div>
    </div>
  );
}

/** The product page while it loads: gallery, price block, title, specs. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={UiText.loading} data-testid="product-skeleton">
      <Skeleton animated className={styles.gallery} />
      <div className={styles.pageInset}>
        <div className={styles.card}>
          <div className={styles.cardBody}>
            <Skeleton animated className={styles.bigPrice} />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
        <div className={styles.card}>
          <div className={styles.cardBody}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      </div>
    </div>
  );
}
