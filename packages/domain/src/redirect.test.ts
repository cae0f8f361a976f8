import { brand } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { allowedRedirectUrl, isAllowedRedirect } from './redirect.ts';

const hosts = ['yaochuan.example', 'yaochuan-auto.example'];

describe('isAllowedRedirect', () => {
  it.each([
    '/store/home',
    '/store/cart?from=%2Flogin',
    '/',
    'https://yaochuan.example/store/home',
    'http://yaochuan.example',
    'HTTPS://YAOCHUAN.EXAMPLE/a',
    'https://shop.yaochuan.example/a?b=c#d',
    'https://m.shop.yaochuan-auto.example/',
    'https://yaochuan.example:8443/a',
    'https://yaochuan.example/?next=https%3A%2F%2Fevil.com',
    'https%3A%2F%2Fyaochuan.example%2Fstore',
    'https%253A%252F%252Fyaochuan.example%252Fstore',
    '%2Fstore%2Fhome',
    'https://evil.com。yaochuan.example/',
  ])('allows %s', (url) => {
    expect(isAllowedRedirect(url, hosts)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a bare word', 'store/home'],
    ['another host', 'https://evil.com/'],
    ['a look-alike host', 'https://evil-yaochuan.example/'],
    ['a host without the dot boundary', 'https://fakeyaochuan.example/'],
    ['the brand as a subdomain of another host', 'https://yaochuan.example.evil.com/'],
    ['a trailing-dot variant', 'https://yaochuan.example.evil.com./'],
    ['userinfo', 'https://yaochuan.example@evil.com/'],
    ['userinfo with password', 'https://user:pass@yaochuan.example/'],
    ['userinfo hidden by encoding', 'https://yaochuan.example%2F@evil.com/'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative, encoded', '%2F%2Fevil.com'],
    ['protocol-relative, encoded twice', '%252F%252Fevil.com'],
    ['a slash and a backslash', '/\\evil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['backslashes in the scheme part', 'https:\\\\evil.com'],
    ['a backslash before the host', 'https://yaochuan.example\\@evil.com'],
    ['a tab inside the slashes', '/\t/evil.com'],
    ['a newline inside the slashes', '/%0A/evil.com'],
    ['a leading space', ' //evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript, encoded', 'javascript%3Aalert(1)'],
    ['javascript, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://yaochuan.example/'],
    ['a scheme without slashes', 'https:evil.com'],
    ['a scheme with one slash', 'https:/evil.com'],
    ['malformed percent-encoding', '/store%E0%A4%A'],
    ['encoded more than twice', '%25252F%25252Fevil.com'],
    ['a host:port read as a scheme', 'yaochuan.example:443/store'],
    ['the brand hidden in userinfo', 'https://evil.com%2F@yaochuan.example/'],
    ['an ideographic full stop joining hosts', 'https://yaochuan.example。evil.com/'],
    ['protocol-relative even to an allowed host', '%2F%2Fyaochuan.example'],
  ])('refuses %s', (_name, url) => {
    expect(isAllowedRedirect(url, hosts)).toBe(false);
  });

  it('refuses absolute URLs when no host is allowed', () => {
    expect(isAllowedRedirect('https://yaochuan.example/', [])).toBe(false);
    expect(isAllowedRedirect('/store', [])).toBe(true);
  });

  it('works with the brand domains from the contract', () => {
    expect(isAllowedRedirect('https://shop.yaochuan-auto.example/x', brand.domains)).toBe(true);
  });
});

describe('allowedRedirectUrl', () => {
  it('gives the innermost decoded URL of an allowed value', () => {
    const twice = encodeURIComponent(encodeURIComponent('https://m.yaochuan.example/store?x=1'));
    expect(allowedRedirectUrl(twice, ['yaochuan.example'])).toBe('https://m.yaochuan.example/store?x=1');
    expect(allowedRedirectUrl('/store/home/shop', ['yaochuan.example'])).toBe('/store/home/shop');
  });

  it('gives null for a refused value', () => {
    expect(allowedRedirectUrl('https://evil.example.com/', ['yaochuan.example'])).toBeNull();
  });
});
