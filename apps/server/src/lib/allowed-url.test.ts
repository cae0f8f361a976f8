import { describe, expect, it } from 'vitest';
import { parseAllowedUrl } from './allowed-url.ts';

const hosts = ['yaochuan.example', 'localhost'];

describe('parseAllowedUrl', () => {
  it.each([
    'https://yaochuan.example/',
    'https://m.yaochuan.example/store?x=1#top',
    'http://localhost:5173/auth/messenger',
    'HTTPS://M.YAOCHUAN.EXAMPLE/x',
  ])('accepts %s', (url) => {
    expect(parseAllowedUrl(url, hosts)).not.toBeNull();
  });

  it.each([
    ['another host', 'https://evil.example.com/'],
    ['a look-alike suffix', 'https://evilyaochuan.example/'],
    ['the brand as a subdomain of another host', 'https://yaochuan.example.evil.com/'],
    ['credentials before the host', 'https://yaochuan.example@evil.com/'],
    ['credentials on an allowed host', 'https://user:pw@yaochuan.example/'],
    ['a javascript: URL', 'javascript:alert(1)//yaochuan.example'],
    ['a relative path', '/store'],
    ['a scheme-relative URL', '//evil.com/'],
    ['a backslash trick', 'https://evil.com\\@yaochuan.example/'],
    ['a leading space', ' https://yaochuan.example/'],
    ['a tab inside', 'https://yaochuan.ex\tample/'],
    ['an ftp URL', 'ftp://yaochuan.example/'],
    ['not a URL', 'yaochuan.example'],
  ])('refuses %s', (_what, url) => {
    expect(parseAllowedUrl(url, hosts)).toBeNull();
  });

  it('ignores an empty allowed host instead of allowing every host', () => {
    expect(parseAllowedUrl('https://evil.com/', [''])).toBeNull();
  });
});
