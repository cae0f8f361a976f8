import { brand } from '@emall/contract';
import styles from './brand-mark.module.css';

/** The brand's logo mark and shop name. */
export function BrandMark() {
  return (
    <div className={styles.mark}>
      <span className={styles.logo} aria-hidden="true">
        {brand.name.slice(0, 1)}
      </span>
      <span className={styles.name}>{brand.shopName}</span>
    </div>
  );
}
