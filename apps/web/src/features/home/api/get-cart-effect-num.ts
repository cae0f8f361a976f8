import { Paths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** GET /hermes/v1/cart/effect-num, §7: pieces in the cart. Silent: a missing badge is no error. */
export function getCartEffectNum(signal?: AbortSignal): Promise<number> {
  return http.get<number>(Paths.cartEffectNum, { silent: true, signal, sessionExpiry: 'ignore' });
}

/** The cart count of a logged-in user; guests have none (no call). */
export function useCartEffectNum() {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: ['cart-effect-num', userId],
    queryFn: ({ signal }) => getCartEffectNum(signal),
    enabled: userId !== null,
  });
}
