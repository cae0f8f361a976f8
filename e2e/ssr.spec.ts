import fs from 'node:fs';
import path from 'node:path';
import { Text } from '@emall/contract';
import { expect, test } from './fixtures.ts';
import { collectErrors, seeded } from './support.ts';

// Issue 16: the landing pages arrive rendered, their data embedded for the browser's first render.
test('the shop home arrives as HTML with its modules and their data, and hydrates without errors', async ({ page, request }) => {
  const res = await request.get('/store/home/shop');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('冬季焕新季');
  expect(root).toContain('领券中心');
  expect(html).toContain('<script type="application/json" id="ssr-data">{"queries":[{"key":["page-management","shop","guest","published"],"data":{"pageCode":"shop"');
  // Data, not code: the policy still runs no inline script, and allows only the page's own style attributes.
  const csp = String(res.headers()['content-security-policy']);
  expect(csp).toContain("script-src 'self';");
  expect(csp).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);

  const errors = collectErrors(page);
  await page.goto('/store/home/shop');
  await page.getByRole('button', { name: '搜索商品' }).click();
  await expect(page).toHaveURL(/\/store\/home\/search/);
  expect(errors).toEqual([]);
});

test('an unknown page code arrives as HTML saying 页面走丢了', async ({ request }) => {
  const html = await (await request.get('/store/activity/activity?pageCode=no-such-page')).text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(Text.pageLost);
});

test('a rendered page travels compressed, inline-styled, revalidates to 304, and keeps its markup through hydration', async ({ page, request }) => {
  const first = await request.get('/store/home/shop', { headers: { 'accept-encoding': 'br' } });
  expect(first.headers()['content-encoding']).toBe('br');
  const html = await first.text();
  // The first screen's CSS is in the page (entry and lazy modules'), not behind a stylesheet request:
  // the entry's link stays only as a marker that neither loads nor applies.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
  expect(html).toMatch(/<style>[^<]*\.adm-/);
  expect(String(first.headers()['content-security-policy'])).toMatch(/style-src 'self' 'sha256-/);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/store/home/shop', { headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
  expect(again.status()).toBe(304);

  // Hydration adopts the server's elements: the hero and the coupon row are the same nodes after
  // the carousel code arrived and every module drew, and nothing shifted.
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { ssrNodes: Element[]; shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.ssrNodes = Array.from(document.querySelectorAll('#root main, #root section[data-column-type="carousel"] img, #root section[data-column-type="coupon"] article'));
    });
  });
  await page.goto('/store/home/shop');
  await expect(page.locator('.adm-swiper').first()).toBeVisible();
  await expect(page.locator('section[data-column-type="feeds"]')).toBeAttached();
  const kept = await page.evaluate(() => {
    const w = window as unknown as { ssrNodes: Element[]; shifted: number };
    return { nodes: w.ssrNodes.length, connected: w.ssrNodes.filter((node) => node.isConnected).length, shifted: w.shifted };
  });
  expect(kept.nodes).toBeGreaterThan(2);
  expect(kept.connected).toBe(kept.nodes);
  expect(kept.shifted).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test("a rendered page's lazy chunks link none of the stylesheets it inlined, the entry's left where it was", async ({ page, request }) => {
  // The entry's stylesheet, as a page the server does not render links it.
  const shell = await (await request.get('/order/list')).text();
  const entryCss = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shell)?.[1] ?? '';
  expect(entryCss).toMatch(/^\/assets\/.+\.css$/);
  const backpack = await seeded(page, '城市通勤双肩包');
  await page.goto(backpack.shareUrl);
  // The SKU sheet's chunk, fetched when the page is idle, imports from the entry and lists its stylesheet
  // (files are named by their hash: the build's manifest says which).
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
  const skuCss = manifest['src/ui/sku-popup.tsx']?.css?.[0] ?? 'missing';
  await expect(page.locator(`link[rel="stylesheet"][href$="/${skuCss}"]`)).toBeAttached();
  const applied = await page.evaluate(
    (href) => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')).filter((link) => link.getAttribute('href')?.endsWith(href)).length,
    entryCss,
  );
  expect(applied).toBe(0);
  // Nor any lazy stylesheet the server inlined (the product page's own): its marker tells the loader it is in.
  const inlined = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="stylesheet"][disabled]'), (link) => link.getAttribute('href') ?? ''));
  expect(inlined.length).toBeGreaterThan(1);
  const linkedAgain = await page.evaluate(
    (hrefs) => Array.from(document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).filter((link) => hrefs.includes(link.getAttribute('href') ?? '')).length,
    inlined,
  );
  expect(linkedAgain).toBe(0);
});
