import { CART_MAX_NUM, Paths, type CartAddBody, type CartList, type OrderLineView } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/v1/cart (§7) for one line bought before; a refusal (sold out, off the shelf…) is the server's toast. */
function addLine(line: OrderLineView): Promise<CartList> {
  const body: CartAddBody = { productId: line.productId, productSpecsId: line.productSpecsId, num: Math.min(line.num, CART_MAX_NUM) };
  return http.post<CartList>(Paths.cartAdd, body);
}

/**
 * 再次购买 of posted goods: each line goes back into the cart with its quantity (the server merges it
 * with a line of the same SKU). Answers the cart after the last line it took, or null if it took none.
 */
export async function addLinesToCart(lines: readonly OrderLineView[]): Promise<CartList | null> {
  let cart: CartList | null = null;
  for (const line of lines) {
    try {
      cart = await addLine(line);
    } catch {
      // Toasted by the http wrapper; the other lines still go in.
    }
  }
  return cart;
}
