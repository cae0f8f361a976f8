import { CART_MAX_NUM, type CartList, type OrderLineView } from '@emall/contract';
import { addToCart } from '../../../lib/api/add-to-cart.ts';

/** One line bought before, into the cart; a refusal (sold out, off the shelf…) is the server's toast. */
function addLine(line: OrderLineView): Promise<CartList> {
  return addToCart({ productId: line.productId, productSpecsId: line.productSpecsId, num: Math.min(line.num, CART_MAX_NUM) });
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
