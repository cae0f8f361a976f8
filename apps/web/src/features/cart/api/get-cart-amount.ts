import { Paths, type CartAmount, type CartAmountSpec } from '@emall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** POST /hermes/annex/v2/cart/amount, §7: the balance of the ticked lines at these quantities. */
function getCartAmount(amountSpecsList: CartAmountSpec[], signal?: AbortSignal): Promise<CartAmount> {
  return http.post(Paths.cartAmount, { amountSpecsList }, { silent: true, signal });
}

export const cartAmountQueryOptions = (userId: string | null, lines: CartAmountSpec[]) =>
  queryOptions({
    queryKey: ['cart-amount', userId, lines],
    queryFn: ({ signal }) => getCartAmount(lines, signal),
    staleTime: 0,
  });

/**
 * The totals the bottom bar shows: always the server's (§5 leaves unselectable lines out), never
 * summed here. No lines ticked, no call. The last answer stays while the next one loads.
 */
export function useCartAmount(lines: CartAmountSpec[]) {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...cartAmountQueryOptions(userId, lines), enabled: lines.length > 0, placeholderData: keepPreviousData });
}
