import { Text } from '@emall/contract';
import { expect, test } from './fixtures.ts';
import { collectErrors } from './support.ts';

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
