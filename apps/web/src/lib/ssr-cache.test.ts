import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { seedQueryCache } from './ssr-cache.ts';

describe("the server's answers in the query cache", () => {
  it('count as fresh from the moment the document was asked for, not from when the page was first drawn', () => {
    const queryClient = createQueryClient();
    const askedAt = Date.now() - 1_000;
    // A kept page drawn ten minutes ago: its answers were confirmed again for this request.
    seedQueryCache(queryClient, [{ key: ['goods', '8'], data: { productId: 8 } }], askedAt);
    const query = queryClient.getQueryCache().find({ queryKey: ['goods', '8'] })!;
    expect(query.state.dataUpdatedAt).toBe(askedAt);
    expect(query.isStale()).toBe(false);
  });

  it('keeps an error answer as the page drew it', () => {
    const queryClient = createQueryClient();
    seedQueryCache(queryClient, [{ key: ['goods', '404'], error: { code: 3004, message: '商品不存在' } }], Date.now());
    const query = queryClient.getQueryCache().find({ queryKey: ['goods', '404'] })!;
    expect(query.state.status).toBe('error');
    expect(query.state.error?.message).toBe('商品不存在');
  });

  it("are not asked again by the screen they were drawn for, even when read afresh on every visit; a later visit asks", async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => ({ cartList: [], effectNum: 2 }));
    seedQueryCache(queryClient, [{ key: ['cart-list', '3'], data: { cartList: [], effectNum: 1 } }], Date.now());
    // The hydrated page's observers (StrictMode subscribes twice in one commit).
    const page = new QueryObserver(queryClient, { queryKey: ['cart-list', '3'], queryFn, staleTime: 0 });
    expect(page.getOptimisticResult(queryClient.defaultQueryOptions({ queryKey: ['cart-list', '3'], queryFn, staleTime: 0 })).isFetching).toBe(false);
    let stop = page.subscribe(() => undefined);
    stop();
    stop = page.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A later visit to the page reads the cart afresh, as it did before.
    const later = new QueryObserver(queryClient, { queryKey: ['cart-list', '3'], queryFn, staleTime: 0 });
    const unsubscribe = later.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
