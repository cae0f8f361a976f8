import { CART_CHECKOUT_SOURCE, readCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import type { OrderRequest } from '@emall/contract';
import { isValidId } from '@emall/domain';

const MAX_COUNT = 999;

/**
 * What the submit page buys, from its URL: the cart's lines (`source=cart`, handed over through the
 * device) or one SKU from a product page (`productId`, `productSpecsId`, `num` — the product
 * page's buy handler). Null when the URL names nothing that can be bought.
 */
export function orderRequestFromUrl(search: URLSearchParams): OrderRequest | null {
  if (search.get('source') === CART_CHECKOUT_SOURCE) {
    const handoff = readCheckoutHandoff();
    return handoff ? { cartItems: handoff.items } : null;
  }
  const productId = search.get('productId') ?? '';
  const productSpecsId = search.get('productSpecsId') ?? '';
  const numText = search.get('num') ?? '1';
  const num = /^\d{1,3}$/.test(numText) ? Number(numText) : NaN;
  if (!isValidId(productId) || !isValidId(productSpecsId) || !(num >= 1 && num <= MAX_COUNT)) return null;
  return { productId, productSpecsId, purchaseCount: num };
}
