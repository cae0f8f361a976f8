import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('routes an in-app path', () => {
    expect(redirectTarget('/store/boutique/product?productId=1')).toEqual({
      kind: 'in-app',
      path: '/store/boutique/product?productId=1',
    });
  });

  it('routes a same-origin absolute URL by its path and query', () => {
    expect(redirectTarget(`${window.location.origin}/store/home/shop?a=1`)).toEqual({ kind: 'in-app', path: '/store/home/shop?a=1' });
  });

  it('loads a brand-domain URL', () => {
    expect(redirectTarget('https://m.yaochuan.example/x?y=1')).toEqual({ kind: 'external', href: 'https://m.yaochuan.example/x?y=1' });
  });

  it('refuses other hosts and protocol-relative URLs', () => {
    expect(redirectTarget('https://evil.example/')).toBeNull();
    expect(redirectTarget('//evil.example/')).toBeNull();
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
  });
});
