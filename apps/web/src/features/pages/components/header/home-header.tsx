import { brand, UiText } from '@emall/contract';
import { useOpenLink } from '../../../../lib/use-open-link.ts';
import { cssUrl } from '../../utils/skin.ts';
import { CartButton } from './cart-button.tsx';
import { MineButton } from './mine-button.tsx';
import { ServiceButton } from './service-button.tsx';
import styles from './home-header.module.css';

interface HomeHeaderProps {
  /** The search bar's target (§2 searchUrl); null when the page turns search off. */
  searchUrl: string | null;
  /** Inside the tab header, which draws the background (and the seasonal skin). */
  transparent?: boolean;
  /** The seasonal skin's header picture (§2), when it applies. */
  skinPicture?: string | null;
}

/**
 * The home header (§2): the search bar (only when searchEnable), the customer-service button
 * (business type 1002) and the cart with its quantity badge.
 */
export function HomeHeader({ searchUrl, transparent = false, skinPicture = null }: HomeHeaderProps) {
  const openLink = useOpenLink();
  const skinned = !transparent && skinPicture !== null;
  return (
    <header
      className={`${styles.bar} ${transparent ? styles.transparent : styles.sticky} ${skinned ? styles.skinned : ''}`}
      style={skinned ? { backgroundImage: cssUrl(skinPicture) } : undefined}
      data-skin={skinned ? 'on' : undefined}
    >
      <span className={styles.brand}>{brand.shopName}</span>
      {searchUrl ? (
        <button type="button" className={styles.search} onClick={() => openLink(searchUrl)}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="1.8" fill="none" />
            <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span>{UiText.searchGoods}</span>
        </button>
      ) : (
        <span className={styles.spacer} />
      )}
      <ServiceButton className={styles.icon} />
      <CartButton className={styles.icon} />
      <MineButton className={styles.icon} />
    </header>
  );
}
