import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, CART_ROUTE, CART_SESSION_COOKIE, Paths, SESSION_TTL_DAYS } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, insertGoods } from '../test/cart.ts';
import { call } from '../test/goods.ts';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

const SHOP_HTML = '<!doctype html><html><head><title>曜川商城</title></head><body><div id="root"></div></body></html>';

/**
 * The web app's server entry as the server loads it (apps/web/src/server/entry-server.tsx, tested in
 * the web app): draws the cart's line names from the in-process API, asked without a token as the
 * web app's render asks; a guest's render draws the loading state. The server adds the shopper's token.
 */
const ENTRY = `
export async function renderPage(url, apiFetch, session) {
  if (!session) return { html: '<p class="loading">加载中</p>', payload: { queries: [], renderedAt: 1 }, status: 200 };
  const res = await apiFetch('${API_BASE}${Paths.cartList}', { headers: { accept: 'application/json' } });
  const body = await res.json();
  const names = body.code === 0 ? body.result.cartList.flatMap((group) => group.cartItemList.map((item) => item.name)) : ['code ' + body.code];
  if (names.some((name) => name.includes('画不出'))) throw new Error('a render that fails');
  const lines = names.map((name) => '<li style="color:#333">' + name + '</li>').join('');
  return { html: '<ul>' + lines + '</ul>', payload: { queries: [{ key: ['cart-list', session.userId], data: body.result }], renderedAt: 1 }, status: 200 };
}
`;

describe("the cart's HTML drawn for the shopper its cookie names", () => {
  let app: TestApp;
  let base: string;
  let ann: string;
  let bob: string;
  let annLine: string;
  let bobLine: string;

  const cart = (cookie?: string) => app.server.inject({ method: 'GET', url: CART_ROUTE, headers: cookie === undefined ? {} : { cookie } });
  const cookieOf = (token: string) => `other=1; ${CART_SESSION_COOKIE}=${encodeURIComponent(token)}`;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-ssr-cart-'));
    fs.mkdirSync(path.join(base, 'dist', 'assets'), { recursive: true });
    fs.mkdirSync(path.join(base, 'dist-server'));
    fs.writeFileSync(path.join(base, 'dist', 'index.html'), SHOP_HTML);
    fs.writeFileSync(path.join(base, 'dist-server', 'entry-server.js'), ENTRY);
    app = await createTestApp({ env: { WEB_DIST: path.join(base, 'dist') } });
    ann = await loginAs(app, '13900000101');
    bob = await loginAs(app, '13900000102');
    const a = await insertGoods(app, { saleName: '安的双肩包' });
    const b = await insertGoods(app, { saleName: '鲍勃的保温杯' });
    expect((await addToCart(app, ann, a.goodsId, a.skuIds[0]!)).code).toBe(0);
    expect((await addToCart(app, bob, b.goodsId, b.skuIds[0]!)).code).toBe(0);
    annLine = '安的双肩包';
    bobLine = '鲍勃的保温杯';
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("draws the shopper's lines, personal: no-store, Vary: Cookie, its user on the root", async () => {
    const res = await cart(cookieOf(ann));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<li style="color:#333">${annLine}</li>`);
    expect(res.body).not.toContain(bobLine);
    expect(res.body).toMatch(/<div id="root" data-user="\d+">/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    // Its style attributes are allowed by hash, as on every rendered page.
    expect(String(res.headers['content-security-policy'])).toContain("style-src-attr 'unsafe-hashes' 'sha256-");
    expect((await cart(cookieOf(bob))).body).toContain(bobLine);
  });

  it('is never kept: a guest after a shopper gets the guest page, which varies by cookie too', async () => {
    expect((await cart(cookieOf(ann))).body).toContain(annLine);
    const guest = await cart();
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('<div id="root"><p class="loading">');
    expect(guest.body).not.toContain(annLine);
    expect(guest.headers['cache-control']).toBe('no-cache');
    expect(String(guest.headers.vary).toLowerCase()).toContain('cookie');
    // And the shopper after the guest still gets the own page, not the kept guest's.
    expect((await cart(cookieOf(ann))).body).toContain(annLine);
  });

  it("draws the guest's page for a forged, a logged-out or an expired token, and for a cookie on another page", async () => {
    for (const cookie of [cookieOf('forged-token'), `${CART_SESSION_COOKIE}=%E0%A4%A`, `${CART_SESSION_COOKIE}=a; ${CART_SESSION_COOKIE}=b`]) {
      const res = await cart(cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain('<div id="root"><p class="loading">');
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
    }
    const leaving = await loginAs(app, '13900000103');
    expect((await call(app, 'POST', Paths.logout, { token: leaving })).code).toBe(0);
    expect((await cart(cookieOf(leaving))).body).toContain('<p class="loading">');
    // Another route of the shop is never drawn for a shopper, cookie or not.
    const home = await app.server.inject({ method: 'GET', url: '/store/home/shop', headers: { cookie: cookieOf(ann) } });
    expect(home.body).not.toContain(annLine);
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it("sends the guest's page when the shopper's render fails", async () => {
    const carol = await loginAs(app, '13900000105');
    const c = await insertGoods(app, { saleName: '画不出的商品' });
    expect((await addToCart(app, carol, c.goodsId, c.skuIds[0]!)).code).toBe(0);
    const res = await cart(cookieOf(carol));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p class="loading">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("draws the guest's page once the token has run out", async () => {
    const late = await loginAs(app, '13900000104');
    expect((await cart(cookieOf(late))).headers['cache-control']).toBe('private, no-store');
    app.clock.advance(SESSION_TTL_DAYS * 86_400_000 + 1_000);
    const res = await cart(cookieOf(late));
    expect(res.body).toContain('<p class="loading">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
