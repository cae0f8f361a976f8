import { Text } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addToCart } from '../../../lib/api/add-to-cart.ts';
import { storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * 加入购物车: the SKU sheet opens, the chosen SKU and count go to the cart, the badge follows the
 * server's cart. A refusal keeps the sheet open (the HTTP wrapper toasts the server's reason).
 */
export function useAddToCart(productId: string) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const add = async (productSpecsId: string, num: number): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      storeCartList(queryClient, userId, await addToCart({ productId, productSpecsId, num }));
      setOpen(false);
      showToast(Text.cartAddSuccess);
    } catch {
      // Toasted by the HTTP wrapper.
    } finally {
      setBusy(false);
    }
  };

  return { open, busy, show: () => setOpen(true), close: () => setOpen(false), add };
}
