import { Paths, type CartDeleteBody, type CartList } from '@emall/contract';
import { request } from '../../../lib/http.ts';

/** DELETE /hermes/v1/cart/version2/batch with cartItemIds, §7. */
export function deleteCartItems(body: CartDeleteBody): Promise<CartList> {
  return request<CartList>(Paths.cartDelete, { method: 'DELETE', body });
}
