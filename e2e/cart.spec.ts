import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, enterPhoneAndCode, logInAt } from './support.ts';

const PHONE = '13800000002';
const newPhone = (): string => `137${String(Date.now()).slice(-8)}`;

type Card = { id: string; saleName: string; shareUrl: string; price: number };

/** The seeded shelf, as the shop lists it. */
async function shelf(page: Page): Promise<Card[]> {
  const res = await page.request.get('/api-gateway/hermes/annex/v1/goods/search?bizType=1002&pageSize=50');
  return ((await res.json()) as { result: { result: Card[] } }).result.result;
}

async function seeded(page: Page, saleNamePart: string): Promise<Card> {
  const card = (await shelf(page)).find((c) => c.saleName.includes(saleNamePart));
  if (!card) throw new Error(`no seeded goods named like ${saleNamePart}`);
  return card;
}

/** The logged-in user's token, as the app keeps it on the device. */
async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('yc_emall_session'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('not logged in');
  return token;
}

/** Starts from an empty cart, whatever an earlier run left in this demo user's. */
async function emptyCart(page: Page): Promise<void> {
  const headers = { 'login-token': await sessionToken(page) };
  const res = await page.request.get('/api-gateway/hermes/annex/v2/cart/list', { headers });
  const list = (await res.json()) as { result: { cartList: { cartItemList: { cartItemId: string }[] }[] } };
  const ids = list.result.cartList.flatMap((g) => g.cartItemList.map((i) => i.cartItemId));
  if (ids.length > 0) await page.request.delete('/api-gateway/hermes/v1/cart/version2/batch', { headers, data: { cartItemIds: ids } });
}

async function addFromProductPage(page: Page, card: Card, spec: string, badge: string): Promise<void> {
  await page.goto(card.shareUrl);
  await expect(page.getByRole('heading', { level: 1, name: card.saleName })).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  const sheet = page.getByRole('dialog', { name: card.saleName });
  await sheet.getByRole('radio', { name: spec }).click();
  await sheet.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await expect(page.getByRole('button', { name: `购物车,${badge}件` })).toBeVisible();
}

const total = (page: Page) => page.getByRole('region', { name: '购物车操作栏' }).locator('p').first();

test('a guest opening the cart logs in and comes back to it', async ({ page }) => {
  await page.goto('/store/cart');
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/store/cart')}`);
  await enterPhoneAndCode(page, newPhone());
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole('heading', { name: '购物车空空如也' })).toBeVisible();
});

test('add two goods, the badge counts them, change, untick, delete, check out the rest', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const backpack = await seeded(page, '城市通勤双肩包');
  const sunshade = await seeded(page, '全景天幕遮阳帘');
  await logInAt(page, PHONE, '/store/home/shop');
  await emptyCart(page);

  await addFromProductPage(page, backpack, '雾灰', '1');
  await addFromProductPage(page, sunshade, 'ES9 专用', '2');
  // The toast belongs to the product page: it does not follow to the cart.
  await page.getByRole('button', { name: '购物车,2件' }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByText('加入购物车成功')).toBeHidden({ timeout: 1_000 });

  // The shop home's header counts them too.
  await page.goto('/store/home/shop');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: '购物车,2件' }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);

  const backpackLine = page.getByRole('article', { name: backpack.saleName });
  const sunshadeLine = page.getByRole('article', { name: sunshade.saleName });
  await expect(backpackLine).toBeVisible();
  await expect(sunshadeLine).toBeVisible();
  await expect(total(page)).toHaveText('合计:¥628.00');
  await expect(page.getByRole('button', { name: '结算(2)' })).toBeEnabled();

  // One more backpack: the server's balance follows.
  await backpackLine.getByRole('button', { name: '增加' }).click();
  await expect(backpackLine.getByRole('spinbutton')).toHaveValue('2');
  await expect(total(page)).toHaveText('合计:¥897.00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车(3)');

  // Untick the sunshade. The box follows the cart's cache, which updates a moment after the tap
  // (React puts a controlled box back until then), so the tap is a click and its effect awaited.
  const sunshadeBox = page.getByRole('checkbox', { name: `选择 ${sunshade.saleName}` });
  await sunshadeBox.click();
  await expect(sunshadeBox).not.toBeChecked();
  await expect(total(page)).toHaveText('合计:¥538.00');
  await expect(page.getByRole('button', { name: '结算(2)' })).toBeEnabled();

  // Swipe it away.
  const box = await sunshadeLine.boundingBox();
  if (!box) throw new Error('the sunshade line is not on screen');
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 200, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await page.getByRole('button', { name: `删除 ${sunshade.saleName}` }).click();
  await expect(page.getByText('确定删除该商品吗?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(sunshadeLine).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车(2)');

  await page.getByRole('button', { name: '结算(2)' }).click();
  await expect(page).toHaveURL(/\/store\/boutique\/submit\?source=cart$/);
  const handoff = await page.evaluate(() => JSON.parse(sessionStorage.getItem('yc_emall_order_submit') ?? 'null') as unknown);
  expect(handoff).toEqual({
    source: 'cart',
    payShowType: 3,
    items: [{ cartItemId: expect.stringMatching(/^[1-9]\d*$/) as unknown as string, purchaseCount: 2 }],
  });
  expect(errors).toEqual([]);
});
