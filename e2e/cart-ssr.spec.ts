import { expect, test, type Page } from './fixtures.ts';
import { api, collectErrors, logInAt, newPhone, seeded, type Card } from './support.ts';

const COOKIE = 'yc_emall_cart_session';

/** Puts one of a seeded goods' first SKU in the logged-in user's cart. */
async function addFirstSku(page: Page, card: Card): Promise<void> {
  const detail = await api<{ skus: { productSpecsId: string }[] }>(page, 'GET', `/hermes/v2/goods/${card.id}`);
  await api(page, 'POST', '/hermes/v1/cart', { productId: card.id, productSpecsId: detail.skus[0]!.productSpecsId, num: 1 });
}

const cartCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === COOKIE);

// Issue 16: the signed-in cart's HTML is drawn by the server for the shopper its cookie names
// (docs/decisions/web-platform.md, "The signed-in cart's HTML").
test("the signed-in cart arrives drawn with the shopper's lines, hydrates, and a logout takes it away", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const hydration: string[] = [];
  page.on('console', (msg) => /hydrat|did not match/i.test(msg.text()) && hydration.push(msg.text()));
  const backpack = await seeded(page, '城市通勤双肩包');
  const cup = await seeded(page, '钛金保温杯');
  await logInAt(page, newPhone('135'), '/store/home/shop');
  await addFirstSku(page, backpack);
  await addFirstSku(page, cup);

  // The app wrote the cookie: the cart's path only, Lax, with the token's expiry (about 30 days).
  const cookie = await cartCookie(page);
  expect(cookie).toMatchObject({ path: '/store/cart', sameSite: 'Lax', httpOnly: false, secure: false });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

  // The HTML as it arrives, before any script: the lines are in it, and it is the shopper's alone.
  const res = await page.request.get('/store/cart');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(/^<div id="root" data-user="\d+">/);
  expect(root).toContain(backpack.saleName);
  expect(root).toContain(cup.saleName);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers().vary).toMatch(/cookie/i);

  // Opened by its URL: the server's lines are on screen, then the app hydrates them — the very
  // elements the server sent, not a page of its own drawn over them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element[] }).drawn = Array.from(document.querySelectorAll('#root article'));
    });
  });
  await page.goto('/store/cart');
  const backpackLine = page.getByRole('article', { name: backpack.saleName });
  await expect(backpackLine).toBeVisible();
  await expect(page.locator('html[data-interactive="true"]')).toBeAttached();
  const kept = await page.evaluate(() => (window as unknown as { drawn: Element[] }).drawn.map((element) => element.isConnected));
  expect(kept).toEqual([true, true]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车(2)');

  // A quantity changed, and a line deleted, on the hydrated page.
  await backpackLine.getByRole('button', { name: '增加' }).click();
  await expect(backpackLine.getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车(3)');
  await page.getByRole('button', { name: '管理' }).click();
  await page.getByRole('checkbox', { name: `选择 ${cup.saleName}` }).click();
  await page.getByRole('button', { name: '删除(1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).click();
  await expect(page.getByRole('article', { name: cup.saleName })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车(2)');

  // Logged out: the cookie is gone, and the cart's HTML is the guest's shell again.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '您已登录' })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
  expect(await cartCookie(page)).toBeUndefined();
  const guest = await (await page.request.get('/store/cart')).text();
  expect(guest).toContain('<div id="root">');
  expect(guest).not.toContain(backpack.saleName);

  expect(hydration).toEqual([]);
  expect(errors).toEqual([]);
});
