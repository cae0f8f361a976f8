import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from './cart.table.ts';

/** Pieces in a user's cart: the sum of the items' quantities. */
export async function countCartPieces(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ pieces: sql<string | number>`coalesce(sum(${cartItems.num}), 0)` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.pieces ?? 0);
}
