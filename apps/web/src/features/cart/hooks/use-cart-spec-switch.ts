import type { CartItem } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { useSession } from '../../../lib/session.ts';
import { updateCart } from '../api/update-cart.ts';

/** Moving a line to another SKU of its goods (POST /hermes/v1/cart/update with productSpecsId). */
export function useCartSpecSwitch() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const [item, setItem] = useState<CartItem | null>(null);
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => setItem(null), []);
  const pick = useCallback(
    async (line: CartItem, productSpecsId: string): Promise<void> => {
      setBusy(true);
      try {
        storeCartList(queryClient, userId, await updateCart({ cartItemIds: [line.cartItemId], productSpecsId }));
        setItem(null);
      } catch {
        // Refused (库存不足…, toasted): the sheet stays open for another choice.
      } finally {
        setBusy(false);
      }
    },
    [queryClient, userId],
  );

  return { item, open: setItem, close, pick, busy };
}
