import { describe, expect, it } from 'vitest';
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
});
