import type { Executor } from '../../db/client.ts';
import { countPurchased } from './orders.repository.ts';

/**
 * Pieces of each goods the user holds in orders not cancelled or closed (§5 userPurchasedNum):
 * what the purchase limit counts, for the product page, the cart and checkout alike.
 */
export function purchasedCounts(db: Executor, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  return countPurchased(db, userId, goodsIds);
}
