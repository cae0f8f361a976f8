import { CART_ROUTE } from '@emall/contract';
import { cartBadgeText } from '@emall/domain';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { platform } from '../../../../platform/platform.ts';
import { useCartEffectNum } from '../../../../lib/api/get-cart-effect-num.ts';
import styles from './cart-button.module.css';

/** The header's cart: the quantity badge (99+ above 99, none for a guest); a guest goes to login first. */
export function CartButton({ className }: { className?: string }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const count = useCartEffectNum();
  const badge = loggedIn ? cartBadgeText(count.data ?? 0) : '';
  const open = (): void => {
    if (loggedIn) void navigate(CART_ROUTE);
    else platform.login({ redirect: CART_ROUTE });
  };
  return (
    <button type="button" className={className} aria-label={badge ? `购物车,${badge}件` : '购物车'} onClick={open}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
