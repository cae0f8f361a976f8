import { brand } from '@emall/contract';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import styles from './home-search-bar.module.css';

/** The header search entry, shown only when the page turns search on, §2. */
export function HomeSearchBar({ searchUrl }: { searchUrl: string }) {
  const openLink = useOpenLink();
  return (
    <div className={styles.bar}>
      <span className={styles.brand}>{brand.shopName}</span>
      <button type="button" className={styles.search} onClick={() => openLink(searchUrl)}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="1.8" fill="none" />
          <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span>搜索商品</span>
      </button>
    </div>
  );
}
