import { Paths, type CartList } from '@emall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartEffectNumKey, cartListKey } from '../../../lib/api/get-cart-effect-num.ts';
import { takeEarlyAnswer } from '../../../lib/early-answers.ts';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * GET /hermes/annex/v2/cart/list, §7. Silent: the page shows its own error state with a retry. A
 * signed-in device's rendered cart asked for it already, beside the app's code (src/boot.ts).
 */
function getCartList(signal?: AbortSignal): Promise<CartList> {
  return http.get(Paths.cartList, { silent: true, signal, early: takeEarlyAnswer });
}

export const cartListQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: cartListKey(userId),
    queryFn: ({ signal }) => getCartList(signal),
    // The cart changes from the product pages and other devices: read afresh on every visit.
    staleTime: 0,
  });

/** The user's cart; every fetch also sets the header badge's count. */
export function useCartList() {
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const query = useQuery(cartListQueryOptions(userId));
  const effectNum = query.data?.effectNum;
  useEffect(() => {
    if (effectNum !== undefined) queryClient.setQueryData(cartEffectNumKey(userId), effectNum);
  }, [effectNum, queryClient, userId]);
  return query;
}
