import { Paths, type CartList, type CartUpdateNumBody } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/v1/cart/updateNum, §7: a line's quantity; refused with 库存不足 / 超出限购数量 (toasted). */
export function updateCartNum(body: CartUpdateNumBody): Promise<CartList> {
  return http.post(Paths.cartUpdateNum, body);
}
