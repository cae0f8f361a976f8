import { UiText } from '@emall/contract';
import type { FooterDecision } from '@emall/domain';
import { CartIcon } from '../../../ui/cart-icon.tsx';
import styles from './product-footer.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

interface ProductFooterProps {
  /** null while the user's role flags load: the buttons wait. */
  decision: FooterDecision | null;
  onHome: () => void;
  /** Only for goods that may go in the cart: without it the button is not shown. */
  onAddToCart?: () => void;
  /** The cart entry beside 首页, with its badge text ('' for none); shown with onAddToCart. */
  cart?: { badge: string; onOpen: () => void };
  onBuyNow: () => void;
  /** The buy button's text (立即支持 while crowdfunding, 众筹已结束 after). */
  buyLabel?: string;
  /** Replaces the buy button (the crowdfund reservation during preheat, §4). */
  primary?: { label: string; onClick: () => void; pressed: boolean };
}

/** The fixed buy bar, §4: the decision's message above, both buttons following its state. */
export function ProductFooter({ decision, onHome, onAddToCart, cart, onBuyNow, buyLabel = UiText.buyNow, primary }: ProductFooterProps) {
  const disabled = decision === null || decision.disabled;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        {decision?.message ? (
          <p className={styles.notice} role="status">
            {decision.message}
          </p>
        ) : null}
        <div className={styles.bar}>
          <button type="button" className={styles.home} onClick={onHome}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z"
                stroke="currentColor"
                strokeWidth="1.7"
                fill="none"
                strokeLinejoin="round"
              />
            </svg>
            <span>首页</span>
          </button>
          {cart ? (
            <button
              type="button"
              className={styles.home}
              aria-label={cart.badge ? `${UiText.cart},${cart.badge}件` : UiText.cart}
              onClick={cart.onOpen}
            >
              {/* First in the text, so the name (购物车,N件) holds what shows in its order; shown below the icon. */}
              <span className={styles.below} aria-hidden="true">
                {UiText.cart}
              </span>
              <span className={styles.icon}>
                <CartIcon />
                {cart.badge ? (
                  <span className={styles.badge} aria-hidden="true" data-testid="footer-cart-badge">
                    {cart.badge}
                  </span>
                ) : null}
              </span>
            </button>
          ) : null}
          <div className={styles.actions}>
            {onAddToCart ? (
              <button type="button" className={`${styles.action} ${styles.cart}`} disabled={disabled} onClick={onAddToCart}>
                {UiText.addToCart}
              </button>
            ) : null}
            {primary ? (
              <button
                type="button"
                className={`${styles.action} ${primary.pressed ? styles.reserved : styles.buy}`}
                aria-pressed={primary.pressed}
                onClick={primary.onClick}
              >
                {primary.label}
              </button>
            ) : (
              <button type="button" className={`${styles.action} ${styles.buy}`} disabled={disabled} onClick={onBuyNow}>
                {buyLabel}
              </button>
            )}
          </div>
        </div>
      </footer>
    </>
  );
}
