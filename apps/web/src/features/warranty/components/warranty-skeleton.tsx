import { UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './warranty.module.css';

/** The cards' shape while a warranty page loads. */
export function WarrantySkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={UiText.loading}>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
