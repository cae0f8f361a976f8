import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, BASE_HEADERS, CART_ROUTE, Header, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFiles, sessionScreenHeads } from './ssr-session-screen.ts';

const CART = 'src/features/cart/pages/cart-page.tsx';
const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_runtime-b.js'], css: ['assets/index-a.css'] },
  '_runtime-b.js': { file: 'assets/runtime-b.js' },
  [CART]: { file: 'assets/cart-page-c.js', imports: ['_runtime-b.js', 'index.html', '_swipe-d.js'], css: ['assets/cart-page-c.css'] },
  '_swipe-d.js': { file: 'assets/swipe-d.js', imports: ['_runtime-b.js', '_spring-e.js'], css: ['assets/swipe-d.css'] },
  '_spring-e.js': { file: 'assets/spring-e.js', imports: ['_swipe-d.js'] },
  'src/session-screen.ts': { file: 'assets/session-screen-f.js', src: 'src/session-screen.ts', isEntry: true },
};
const head = '<head><script type="module" crossorigin fetchpriority="low" src="/assets/boot.js" data-entry="/assets/index-a.js" data-preload="/assets/runtime-b.js" data-session-key="k"></script></head>';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-session-'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a signed-in device's own first screen", () => {
  it("needs the page's chunks and stylesheets beyond what the entry loads, each once", () => {
    expect(pageFiles(manifest, CART)).toEqual(['/assets/cart-page-c.js', '/assets/cart-page-c.css', '/assets/swipe-d.js', '/assets/swipe-d.css', '/assets/spring-e.js']);
    expect(pageFiles(manifest, 'src/unknown.tsx')).toEqual([]);
  });

  it("adds the session script after the boot script of the cart, naming them and the cart's list; other pages stay as they are", () => {
    const heads = sessionScreenHeads(root);
    const cart = heads(head, `${CART_ROUTE}?from=home`);
    expect(cart.startsWith(head.replace('</head>', '<script type="module" crossorigin fetchpriority="low" src="/assets/session-screen-f.js" data-session-key="yc_emall_session"'))).toBe(true);
    const files = /data-files="([^"]*)"/.exec(cart)?.[1];
    expect(files?.split(' ')).toEqual(['/assets/cart-page-c.js', '/assets/cart-page-c.css', '/assets/swipe-d.js', '/assets/swipe-d.css', '/assets/spring-e.js']);
    const gets = /data-session-get="([^"]*)"/.exec(cart)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(gets ?? 'null')).toEqual({ urls: [`${API_BASE}${Paths.cartList}`], headers: BASE_HEADERS, tokenHeader: Header.loginToken });
    expect(heads(head, '/store/home/shop')).toBe(head);
  });

  it('stays the plain head in a build without a manifest', () => {
    expect(sessionScreenHeads(path.join(root, 'missing'))(head, CART_ROUTE)).toBe(head);
  });
});
