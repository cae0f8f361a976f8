import type { AppContext } from '../../context.ts';
import { countCartPieces } from './cart.repository.ts';

/** The cart badge's number (§2): pieces in the user's cart; a guest has none. */
export async function cartEffectNum(ctx: AppContext, userId: number | null): Promise<number> {
  return userId === null ? 0 : countCartPieces(ctx.db, userId);
}
