import { LandingPaths, type CartList } from '@emall/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../http.ts';
import { useSession } from '../session.ts';

/**
 * The cart's cache keys, shared by the header badge (home), add-to-cart (goods) and the cart page:
 * per user, so another account on the device never sees this one's cart.
 */
export const cartEffectNumKey = (userId: string | null) => ['cart-effect-num', userId] as const;
export const cartListKey = (userId: string | null) => ['cart-list', userId] as const;

/** GET /hermes/v1/cart/effect-num, §7: pieces in the cart. Silent: a missing badge is no error. */
function getCartEffectNum(signal?: AbortSignal): Promise<number> {
  return http.get(LandingPaths.cartEffectNum, { silent: true, signal, sessionExpiry: 'ignore' });
}

/** The cart count of a logged-in user; guests have none (no call). */
export function useCartEffectNum() {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: cartEffectNumKey(userId),
    queryFn: ({ signal }) => getCartEffectNum(signal),
    enabled: userId !== null,
  });
}

/** Every cart change answers the whole cart: it becomes the cart page's data and the badge's count at once. */
export function storeCartList(queryClient: QueryClient, userId: string | null, list: CartList): void {
  queryClient.setQueryData(cartListKey(userId), list);
  queryClient.setQueryData(cartEffectNumKey(userId), list.effectNum);
}
