import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, enterPhoneAndCode, latestSmsCode } from './support.ts';

async function openCard(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('link', { name }).click();
}

test('a shopper goes from the home to a product, logs in by SMS and comes back logged in', async ({ page }) => {
  const errors = collectErrors(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  // §2: the page title is cut to 15 characters and an ellipsis.
  await expect(page).toHaveTitle('曜川商城 · 冬季焕新季 精品…');
  await expect(page.getByText('精品推荐')).toBeVisible();

  await openCard(page, /曜川 ES9 1:18 合金收藏车模/);
  await expect(page).toHaveURL(/\/store\/boutique\/product\?productId=\d+$/);
  const productUrl = page.url();
  await expect(page.getByRole('heading', { name: /曜川 ES9 1:18 合金收藏车模/ })).toBeVisible();
  await expect(page.getByLabel('¥399.00').first()).toBeVisible();
  await expect(page.getByText('E值最高可抵¥100.00')).toBeVisible();

  // A guest's buy goes to login, carrying the product as the way back.
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);

  // A new phone number: digits only, at most 11; the account is created on login.
  const phone = page.getByRole('textbox', { name: '手机号' });
  await phone.fill('13912340000abc9');
  await expect(phone).toHaveValue('13912340000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('heading', { name: '输入验证码' })).toBeVisible();
  await expect(page.getByText(/\d+s后重新获取/)).toBeVisible();

  // A wrong code is refused and cleared; the right one logs in on its 4th digit.
  const code = await latestSmsCode(page, '13912340000');
  await page.keyboard.type(code === '0000' ? '1111' : '0000');
  await expect(page.getByText('验证码错误,请重新输入')).toBeVisible();
  await page.keyboard.type(code);

  await expect(page).toHaveURL(productUrl);
  await expect(page.getByText('可用E值')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the ordinary demo user sees 当前不可购买 on whitelist goods and can still upgrade on owner-only goods', async ({ page }) => {
  await page.goto('/store/home/shop');
  await openCard(page, /新春内购礼盒/);
  // A guest sees no restriction, §6.
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
  await expect(page.getByText('当前不可购买')).toHaveCount(0);
  await expect(page.getByText('+ 1000 E值').first()).toBeVisible();

  await page.getByRole('button', { name: '立即购买' }).click();
  await enterPhoneAndCode(page, '13800000002');
  await expect(page.getByRole('heading', { name: /新春内购礼盒/ })).toBeVisible();
  await expect(page.getByText('当前不可购买')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();

  await page.goto('/store/home/shop');
  await openCard(page, /车主专属三合一冲锋衣/);
  await expect(page.getByText('升级为车主')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
});

test('/product/detail redirects to the boutique product keeping the query', async ({ page }) => {
  await page.goto('/product/detail?productId=1&from=share');
  await expect(page).toHaveURL(/\/store\/boutique\/product\?productId=1&from=share$/);
  await expect(page.getByRole('heading', { name: /曜川 ES9/ })).toBeVisible();
});

test('a page that is unpublished, taken down or unknown shows 页面走丢了; an empty one 暂无数据', async ({ page }) => {
  for (const code of ['demo-unpublished', 'demo-undercarriage', 'no-such-page']) {
    await page.goto(`/store/activity/activity?pageCode=${code}`);
    await expect(page.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
  }
  await page.goto('/store/activity/activity?pageCode=demo-empty');
  await expect(page.getByRole('heading', { name: '暂无数据' })).toBeVisible();
  await page.goto('/store/no/such/route');
  await expect(page.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
});

test('a foreign redirectUrl is dropped from the login page', async ({ page }) => {
  await page.goto(`/login?redirectUrl=${encodeURIComponent('https://evil.example.com/steal')}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
});

test('the product page shows the empty-SKU state for code 100027', async ({ page, request }) => {
  const shop = await request.get('/api-gateway/hermes/v2/material/page-management?pageCode=shop');
  expect(shop.ok()).toBe(true);
  // The keyring has no SKU and is on no page: find its id through the API by trying the catalogue.
  let emptyId = '';
  for (let id = 1; id <= 40 && !emptyId; id++) {
    const res = await request.get(`/api-gateway/hermes/v2/goods/${id}`);
    if ((await res.json()).code === 100027) emptyId = String(id);
  }
  expect(emptyId).not.toBe('');
  await page.goto(`/store/boutique/product?productId=${emptyId}`);
  await expect(page.getByText('商品规格为空').first()).toBeVisible();
});
