import type { AppContext } from '../../context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findSkuFacts, type SkuFacts } from './cart.repository.ts';

/** Enough for every SKU a busy shop's carts hold; a SKU's facts are about 1 KB. */
const MAX_SKUS = 10_000;

/** A SKU's facts, or null for a SKU that is gone (its lines are left out, as the fresh join leaves them). */
type Cached = SkuFacts | null;

/** One cache per app instance (per context), built on first use. */
const caches = new WeakMap<AppContext, TtlCache<number, Cached>>();

function cacheOf(ctx: AppContext): TtlCache<number, Cached> {
  let cache = caches.get(ctx);
  if (!cache) {
    // The catalogue's freshness (README, Decisions), on the context's clock.
    cache = new TtlCache<number, Cached>(ctx.config.catalogueCacheSeconds * 1000, MAX_SKUS, () => ctx.clock.now().getTime());
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * The goods, SKU and crowdfund of each SKU, for the cart list only: at most CATALOGUE_CACHE_SECONDS
 * old, every miss read in one query. Changes, checks and checkout read their lines fresh instead.
 */
export function cachedSkuFacts(ctx: AppContext, skuIds: readonly number[]): Promise<Map<number, Cached>> {
  return cacheOf(ctx).getMany(skuIds, async (missing) => {
    const found = await findSkuFacts(ctx.db, missing);
    return new Map(missing.map((id) => [id, found.get(id) ?? null]));
  });
}

/**
 * Drops cached SKU facts (of `skuIds`, or all) after a write to them has committed in this
 * instance: a cart change's own lines, stock taken or given back. Other instances see it within the TTL.
 */
export function forgetSkuFacts(ctx: AppContext, skuIds?: readonly number[]): void {
  const cache = caches.get(ctx);
  if (!cache) return;
  if (skuIds === undefined) cache.invalidate();
  else for (const id of skuIds) cache.invalidate(id);
}

/** A SKU's facts a cart change has just read fresh: the answer's cart list reads them from here. */
export function rememberSkuFacts(ctx: AppContext, facts: SkuFacts): void {
  cacheOf(ctx).put(facts.sku.id, facts);
}
