import {
  CART_MAX_ITEMS,
  CART_MAX_NUM,
  PayShowType,
  SubmitRoute,
  brand,
  type CartSelectedItem,
} from '@emall/contract';
import { isValidId } from '@emall/domain';

/**
 * The cart hands its ticked lines to the order-submit page through the device, §3 ("order submit"
 * is stored locally under the namespace prefix). Here, not in a feature: the cart writes it and the
 * submit page reads it, and features do not import each other.
 */
export const ORDER_SUBMIT_STORAGE_KEY = `${brand.storagePrefix}order_submit`;

/** The `source` query value of the submit page when it is opened from the cart. */
export const CART_CHECKOUT_SOURCE = 'cart';

/** Where 结算 leads: cart goods (boutique and attachments) are all posted, so the boutique submit page. */
export const CART_CHECKOUT_URL = `${SubmitRoute.boutique}?source=${CART_CHECKOUT_SOURCE}`;

export interface CartCheckoutHandoff {
  source: typeof CART_CHECKOUT_SOURCE;
  /** The cart's lines are priced together with the cart's deduct rules (§3 payShowType cartDeduct). */
  payShowType: typeof PayShowType.cartDeduct;
  items: CartSelectedItem[];
}

/** Stores the lines for the submit page; false when the device refuses (private mode, full storage). */
export function writeCheckoutHandoff(items: CartSelectedItem[]): boolean {
  const handoff: CartCheckoutHandoff = { source: CART_CHECKOUT_SOURCE, payShowType: PayShowType.cartDeduct, items };
  try {
    sessionStorage.setItem(ORDER_SUBMIT_STORAGE_KEY, JSON.stringify(handoff));
    return true;
  } catch {
    return false;
  }
}

/** The cart's hand-off, or null when there is none or it is not one this app wrote. */
export function readCheckoutHandoff(): CartCheckoutHandoff | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(ORDER_SUBMIT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  return isHandoff(value) ? value : null;
}

export function clearCheckoutHandoff(): void {
  try {
    sessionStorage.removeItem(ORDER_SUBMIT_STORAGE_KEY);
  } catch {
    // Nothing stored, or no storage: nothing to clear.
  }
}

function isSelectedItem(value: unknown): value is CartSelectedItem {
  if (typeof value !== 'object' || value === null) return false;
  const { cartItemId, purchaseCount } = value as Record<string, unknown>;
  return (
    typeof cartItemId === 'string' &&
    isValidId(cartItemId) &&
    Number.isInteger(purchaseCount) &&
    (purchaseCount as number) >= 1 &&
    (purchaseCount as number) <= CART_MAX_NUM
  );
}

function isHandoff(value: unknown): value is CartCheckoutHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const { source, payShowType, items } = value as Record<string, unknown>;
  return (
    source === CART_CHECKOUT_SOURCE &&
    payShowType === PayShowType.cartDeduct &&
    Array.isArray(items) &&
    items.length >= 1 &&
    items.length <= CART_MAX_ITEMS &&
    items.every(isSelectedItem)
  );
}
