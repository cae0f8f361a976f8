import { Text, type CartList } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartListKey } from '../../../lib/api/get-cart-effect-num.ts';
import { CART_CHECKOUT_URL, writeCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkCartSkip } from '../api/check-cart-skip.ts';
import { cartItems, tickedLines } from '../utils/cart-lines.ts';

/** Device storage refused the hand-off (private mode, full): checkout cannot carry the lines. */
const HANDOFF_FAILED_TEXT = '无法保存结算信息,请检查浏览器设置后重试';

/**
 * 结算, §3: the waiting stepper counts go first, then the ticked lines are checked
 * (POST /hermes/v1/cart/skip/check). A problem is said and the cart reloaded; too little E-value is
 * said; otherwise the lines (cartItemId, purchaseCount) go to the submit page through the device.
 */
export function useCartCheckout(flushQuantities: () => Promise<void>) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const checkout = useCallback(async (): Promise<void> => {
    setBusy(true);
    try {
      await flushQuantities();
      const list = queryClient.getQueryData<CartList>(cartListKey(userId));
      const items = tickedLines(cartItems(list), (item) => item.num);
      if (items.length === 0) return;
      const check = await checkCartSkip(items);
      const problem = check.problems[0];
      if (problem) {
        showToast(problem.problemText);
        await queryClient.invalidateQueries({ queryKey: cartListKey(userId) });
        return;
      }
      if (check.eValueShort) {
        showToast(Text.cartProblemEValue);
        return;
      }
      if (!writeCheckoutHandoff(items)) {
        showToast(HANDOFF_FAILED_TEXT);
        return;
      }
      void navigate(CART_CHECKOUT_URL);
    } catch {
      // The HTTP wrapper has said why.
    } finally {
      setBusy(false);
    }
  }, [flushQuantities, navigate, queryClient, userId]);

  return { checkout, busy };
}
