import { CART_ROUTE, UiText } from '@emall/contract';
import { cartBadgeText } from '@emall/domain';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { platform } from '../../../../platform/platform.ts';
import { CartIcon } from '../../../../ui/cart-icon.tsx';
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
    <button type="button" className={className} aria-label={badge ? `${UiText.cart},${badge}件` : UiText.cart} onClick={open}>
      <CartIcon />
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
