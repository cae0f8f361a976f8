import styles from './product-gallery.module.css';

/** The carousel's n/m page mark (none for a single picture). */
export function GalleryIndicator({ total, current }: { total: number; current: number }) {
  if (total <= 1) return null;
  return (
    <div className={styles.indicator} aria-label={`第${current + 1}张,共${total}张`}>
      {current + 1}/{total}
    </div>
  );
}
