import { SelectEnum, type CartList } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartListKey, storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { useSession } from '../../../lib/session.ts';
import { updateCart } from '../api/update-cart.ts';
import { withTicks } from '../utils/cart-lines.ts';

/**
 * Ticks or unticks lines (one, a group or all) with POST /hermes/v1/cart/update: the boxes follow
 * the tap at once, the server's cart settles them; a failure reloads the cart as the server has it.
 */
export function useCartTicking() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  return useCallback(
    async (cartItemIds: string[], selected: boolean): Promise<void> => {
      if (cartItemIds.length === 0) return;
      const key = cartListKey(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CartList>(key, (list) => (list ? withTicks(list, new Set(cartItemIds), selected) : list));
      try {
        const selectEnum = selected ? SelectEnum.selected : SelectEnum.unselected;
        storeCartList(queryClient, userId, await updateCart({ cartItemIds, selectEnum }));
      } catch {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, userId],
  );
}
