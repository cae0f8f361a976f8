import { Paths, type CartDeleteBody, type CartList } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** DELETE /hermes/v1/cart/version2/batch with cartItemIds, §7. */
export function deleteCartItems(body: CartDeleteBody): Promise<CartList> {
  return http.delete(Paths.cartDelete, body);
}
