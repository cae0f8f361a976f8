import type { QueryClient } from '@tanstack/react-query';
import { amountSpecs, cartItems } from '../utils/cart-lines.ts';
import { cartAmountQueryOptions } from './get-cart-amount.ts';
import { cartListQueryOptions } from './get-cart-list.ts';

/**
 * What the shopper's cart page reads for its first screen, asked before the server draws it (issue
 * 16): the list, then the balance of its ticked lines at their counts — the very queries the page
 * asks (cart-page.tsx: the bottom bar's balance of `amountSpecs` at the lines' own counts), so one
 * render draws the page. Found by rendering instead, the page took three renders (the skeleton, the
 * lines asking for the balance, the lines with it). A call that fails leaves its query as the
 * page's render would have (its error state); whatever is still missing is asked by the render loop.
 */
export async function askCartFirstScreen(queryClient: QueryClient, userId: string): Promise<void> {
  const list = await queryClient.fetchQuery(cartListQueryOptions(userId)).catch(() => undefined);
  const specs = amountSpecs(cartItems(list), (item) => item.num);
  if (specs.length > 0) await queryClient.fetchQuery(cartAmountQueryOptions(userId, specs)).catch(() => undefined);
}
