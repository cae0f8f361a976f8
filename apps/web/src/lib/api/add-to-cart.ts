import { Paths, type CartAddBody, type CartList } from '@emall/contract';
import { http } from '../http.ts';

/** POST /hermes/v1/cart, §7: the same SKU again adds to its line. Refusals (库存不足…) are toasted. */
export function addToCart(body: CartAddBody): Promise<CartList> {
  return http.post(Paths.cartAdd, body);
}
