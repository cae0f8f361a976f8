import { CART_ROUTE, Header } from '@emall/contract';
import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as documentTitle from '../lib/use-document-title.ts';
import { cartAmount, cartGroup, cartItem, cartList } from '../test/cart-fixtures.ts';
import { renderPage } from './entry-server.tsx';

const envelope = (result: unknown): Response => new Response(JSON.stringify({ code: 0, message: 'success', result }), { headers: { 'content-type': 'application/json' } });

/**
 * The in-process API of one shopper, as the server's render gets it (apps/server/src/http/ssr.ts
 * adds the cookie's token): answers slowly, so that two renders run side by side.
 */
function shopperApi(token: string, lineName: string): { apiFetch: typeof fetch; tokens: (string | undefined)[]; urls: string[] } {
  const tokens: (string | undefined)[] = [];
  const urls: string[] = [];
  const apiFetch: typeof fetch = async (input, init) => {
    const headers = { ...(init?.headers as Record<string, string>), [Header.loginToken]: token };
    tokens.push(headers[Header.loginToken]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const url = String(input);
    urls.push(url);
    if (url.includes('/cart/amount')) return envelope(cartAmount({ payAmount: 12_345 }));
    if (url.includes('/cart/list')) return envelope(cartList([cartGroup('曜川精品', [cartItem({ cartItemId: `${token}-1`, name: lineName })])]));
    return envelope(null);
  };
  return { apiFetch, tokens, urls };
}

describe('renderPage for a shopper', () => {
  // React's server renderer (react-dom/static, as entry-server.tsx uses it) leaves the context values
  // of the last part it drew (the router's among them) set on the shared context objects until its
  // next render switches them back, and this file's worker goes on to draw other files' pages in the
  // browser's renderer (vite.config.ts: one module graph per worker), which would then find itself
  // inside the server's router. An empty render by the same renderer puts every context back.
  afterAll(async () => void (await prerender(<></>)));

  it('draws each render with its own session and its own API, side by side', async () => {
    const ann = shopperApi('tok-ann', '安的双肩包');
    const bob = shopperApi('tok-bob', '鲍勃的保温杯');
    const [annPage, guestPage, bobPage] = await Promise.all([
      renderPage(CART_ROUTE, ann.apiFetch, { token: 'tok-ann', userId: 'u-ann', phone: null }),
      renderPage(CART_ROUTE, async () => new Response('{}', { status: 500 })),
      renderPage(CART_ROUTE, bob.apiFetch, { token: 'tok-bob', userId: 'u-bob', phone: null }),
    ]);
    expect(annPage?.html).toContain('安的双肩包');
    expect(annPage?.html).not.toContain('鲍勃的保温杯');
    expect(bobPage?.html).toContain('鲍勃的保温杯');
    expect(bobPage?.html).not.toContain('安的双肩包');
    // The guest's render saw no session: the loading mark, no line, no API call answered for a shopper.
    expect(guestPage?.html).not.toContain('安的双肩包');
    expect(guestPage?.html).not.toContain('鲍勃的保温杯');
    // The cache is keyed by each render's own user id, as the browser's is.
    expect(annPage?.payload.queries.map((entry) => entry.key)).toContainEqual(['cart-list', 'u-ann']);
    expect(bobPage?.payload.queries.map((entry) => entry.key)).toContainEqual(['cart-list', 'u-bob']);
    expect(guestPage?.payload.queries).toEqual([]);
    expect(new Set(ann.tokens)).toEqual(new Set(['tok-ann']));
    // Only what the page asks for: a line's options wait for a tap (a query turned off is not fetched).
    expect(ann.urls.filter((url) => url.includes('/option'))).toEqual([]);
  });

  it("draws a shopper's cart in one render: its list and the balance of its ticked lines asked first", async () => {
    const ann = shopperApi('tok-ann', '安的双肩包');
    // The cart page names its title once a render.
    const renders = vi.spyOn(documentTitle, 'useDocumentTitle');
    const page = await renderPage(CART_ROUTE, ann.apiFetch, { token: 'tok-ann', userId: 'u-ann', phone: null });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(ann.urls.map((url) => url.replace(/.*\/cart\//, ''))).toEqual(['list', 'amount']);
    // The lines and the bottom bar's total, as the three renders drew them.
    expect(page?.html).toContain('安的双肩包');
    expect(page?.html).toContain('123.45');
    expect(page?.payload.queries.map((entry) => entry.key[0])).toEqual(['cart-list', 'cart-amount']);
  });
});
