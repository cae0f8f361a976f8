import { Paths, type CartSelectedItem, type CartSkipCheck } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/v1/cart/skip/check, §7: may these lines go to checkout now? */
export function checkCartSkip(cartItems: CartSelectedItem[]): Promise<CartSkipCheck> {
  return http.post(Paths.cartSkipCheck, { cartItems });
}
