import { Paths, type CartList, type CartUpdateBody } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/v1/cart/update, §7: tick or untick lines, or move one line to another SKU. */
export function updateCart(body: CartUpdateBody): Promise<CartList> {
  return http.post(Paths.cartUpdate, body);
}
