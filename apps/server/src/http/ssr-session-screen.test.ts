import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, BASE_HEADERS, CART_ROUTE, Header, Paths, ProductRoute } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFiles, routeHeads } from './ssr-session-screen.ts';

const CART = 'src/features/cart/pages/cart-page.tsx';
const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_runtime-b.js'], css: ['assets/index-a.css'] },
  '_runtime-b.js': { file: 'assets/runtime-b.js' },
  [CART]: { file: 'assets/cart-page-c.js', imports: ['_runtime-b.js', 'index.html', '_swipe-d.js'], css: ['assets/cart-page-c.css'] },
  '_swipe-d.js': { file: 'assets/swipe-d.js', imports: ['_runtime-b.js', '_spring-e.js'], css: ['assets/swipe-d.css'] },
  '_spring-e.js': { file: 'assets/spring-e.js', imports: ['_swipe-d.js'] },
  'src/session-screen.ts': { file: 'assets/session-screen-f.js', src: 'src/session-screen.ts', isEntry: true },
  'src/features/goods/pages/product-page.tsx': { file: 'assets/product-page-g.js', imports: ['index.html', '_swipe-d.js', '_spring-e.js'] },
  'src/ui/sku-popup.tsx': { file: 'assets/sku-popup-i.js', imports: ['index.html', '_swipe-d.js', '_popup-j.js'], css: ['assets/sku-popup-i.css'] },
  '_popup-j.js': { file: 'assets/popup-j.js', css: ['assets/popup-j.css'] },
};
const head = '<head><script type="module" crossorigin fetchpriority="low" src="/assets/boot.js" data-entry="/assets/index-a.js" data-preload="/assets/runtime-b.js" data-session-key="k"></script></head>';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-session-'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const CART_FILES = ['/assets/cart-page-c.js', '/assets/cart-page-c.css', '/assets/swipe-d.js', '/assets/swipe-d.css', '/assets/spring-e.js'];
const filesOf = (page: string) => /data-files="([^"]*)"/.exec(page)?.[1]?.split(' ');
const idleFilesOf = (page: string) => /data-idle-files="([^"]*)"/.exec(page)?.[1]?.split(' ');
/** The SKU sheet, fetched when idle: its files beyond the cart page's. */
const CART_IDLE_FILES = ['/assets/sku-popup-i.js', '/assets/sku-popup-i.css', '/assets/popup-j.js', '/assets/popup-j.css'];

describe("a rendered page's own files, and a signed-in device's own first screen", () => {
  it("are the modules' chunks and stylesheets beyond what the entry loads, each once", () => {
    expect(pageFiles(manifest, [CART])).toEqual(CART_FILES);
    expect(pageFiles(manifest, ['src/unknown.tsx'])).toEqual([]);
  });

  it("are named on the boot script of the route's rendered page: the page and the parts its markup holds", () => {
    const heads = routeHeads(root);
    const product = heads(head, `${Object.values(ProductRoute)[0]}?productId=8`);
    expect(filesOf(product)).toEqual(['/assets/product-page-g.js', '/assets/swipe-d.js', '/assets/swipe-d.css', '/assets/spring-e.js']);
    expect(product).not.toContain('session-screen');
    // The product's SKU sheet, fetched when idle: its files beyond the product page's.
    expect(idleFilesOf(product)).toEqual(['/assets/sku-popup-i.js', '/assets/sku-popup-i.css', '/assets/popup-j.js', '/assets/popup-j.css']);
    expect(heads(head, '/store/order/list')).toBe(head);
  });

  it("add the session script after the cart's boot script, with the cart's list to ask", () => {
    const cart = routeHeads(root)(head, `${CART_ROUTE}?from=home`);
    expect(filesOf(cart)).toEqual(CART_FILES);
    expect(idleFilesOf(cart)).toEqual(CART_IDLE_FILES);
    expect(cart).toContain('></script><script type="module" crossorigin fetchpriority="low" src="/assets/session-screen-f.js" data-session-key="yc_emall_session"');
    const gets = /data-session-get="([^"]*)"/.exec(cart)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(gets ?? 'null')).toEqual({ urls: [`${API_BASE}${Paths.cartList}`], headers: BASE_HEADERS, tokenHeader: Header.loginToken });
  });

  it("name the cart's files but ask nothing early on the cart drawn for its shopper, which holds its answers", () => {
    const heads = routeHeads(root);
    const mine = heads(head, CART_ROUTE, true);
    expect(filesOf(mine)).toEqual(CART_FILES);
    expect(idleFilesOf(mine)).toEqual(CART_IDLE_FILES);
    expect(mine).not.toContain('session-screen');
    // The guest's head of the same route is its own.
    expect(heads(head, CART_ROUTE)).toContain('session-screen');
  });

  it('stay the plain head in a build without a manifest', () => {
    expect(routeHeads(path.join(root, 'missing'))(head, CART_ROUTE)).toBe(head);
  });
});
