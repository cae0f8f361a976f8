import { expect, test } from './fixtures.ts';
import { collectErrors, enterPhoneAndCode, newPhone, shot } from './support.ts';

test('a shopper reaches 我的 from the home header, logs in, and finds orders, addresses and favourites', async ({ page }) => {
  const errors = collectErrors(page);
  const phone = newPhone('139');
  await page.goto('/store/home/shop');
  await page.getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fstore%2Fmine$/);
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/store\/mine$/);

  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await expect(page.getByRole('group', { name: /^我的E值 \d+$/ })).toBeVisible();
  const orders = page.getByRole('region', { name: '我的订单' });
  for (const tab of ['待付款', '待发货', '待收货', '待评价', '退款/售后']) await expect(orders.getByRole('link', { name: tab })).toBeVisible();
  await expect(page.getByRole('region', { name: '优惠券与权益' })).toContainText('张可用');
  await expect(page.getByRole('region', { name: '我的服务' }).getByRole('link', { name: /客服热线/ })).toHaveAttribute('href', /^tel:/);
  await shot(page, 'mine');

  await orders.getByRole('link', { name: '全部订单' }).click();
  await expect(page).toHaveURL(/\/order\/list\?status=all$/);
  await page.goBack();
  await page.getByRole('region', { name: '我的服务' }).getByRole('link', { name: '收货地址' }).click();
  await expect(page).toHaveURL(/\/address\/unselectlist$/);
  await page.goBack();
  await page.getByRole('region', { name: '我的服务' }).getByRole('link', { name: '我的收藏' }).click();
  await expect(page).toHaveURL(/\/store\/favor\/list$/);
  await page.goBack();

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  expect(errors).toEqual([]);
});
