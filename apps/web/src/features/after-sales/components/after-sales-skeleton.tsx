import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './after-sales.module.css';

/** The cards' shape while the page loads. */
export function AfterSalesSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
