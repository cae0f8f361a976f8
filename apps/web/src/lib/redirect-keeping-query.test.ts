import { describe, expect, it } from 'vitest';
import { redirectKeepingQuery, withQuery } from './redirect-keeping-query.ts';

describe('redirectKeepingQuery', () => {
  it('redirects to the target with the original query string', () => {
    const loader = redirectKeepingQuery('/store/boutique/product');
    const response = loader({
      request: new Request('http://shop.test/product/detail?productId=12&utm_source=a%20b'),
      params: {},
      context: {},
      unstable_pattern: '/product/detail',
    } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/store/boutique/product?productId=12&utm_source=a+b');
  });

  it('redirects without a question mark when there is no query', () => {
    expect(withQuery('/store/home/shop', '')).toBe('/store/home/shop');
  });

  it('keeps the target own parameters and its hash', () => {
    expect(withQuery('/a?x=1#top', '?x=2&y=3')).toBe('/a?x=1&y=3#top');
  });
});
