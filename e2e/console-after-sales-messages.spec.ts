import { Role } from '../packages/contract/src/admin/permissions.ts';
import { signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { addDefaultAddress, collectErrors, logInAt, newPhone, payAtSandboxGateway, seeded, shot, SHOPPER_ELSEWHERE } from './support.ts';

/** 协商记录 (issue 15): the shopper writes on their case in the shop, 客服 answers in the console, both read both. */
test('the shopper and 客服 talk on a case, in time order, on both sides', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await signInToConsole(page, { username: 'e2e-aftersales-msg', roles: [Role.service] }, '/console/trade/after-sales');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: SHOPPER_ELSEWHERE });
  const shop = await context.newPage();
  const backpack = await seeded(shop, '城市通勤双肩包');
  await logInAt(shop, newPhone('136'), '/store/home/shop');
  await addDefaultAddress(shop, { name: '林小雨', phone: '13900139002', detail: '张江路 88 号 3 楼' });
  await shop.goto(backpack.shareUrl);
  await shop.getByRole('button', { name: '立即购买' }).click();
  await shop.getByRole('button', { name: '提交订单' }).click();
  await expect(shop).toHaveURL(/\/pay\/cashier\?orderNo=/);
  const orderNo = new URL(shop.url()).searchParams.get('orderNo') ?? '';
  await payAtSandboxGateway(shop, orderNo);
  await shop.goto(`/order/list?status=waitSend`);
  await shop.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await shop.getByRole('region', { name: '商品信息' }).getByRole('button', { name: '申请售后' }).click();
  await shop.getByRole('button', { name: /^仅退款/ }).click();
  await shop.getByRole('button', { name: /申请原因/ }).click();
  await shop.getByRole('button', { name: '确定' }).click();
  await expect(shop.getByRole('button', { name: '确定' })).toBeHidden();
  await shop.getByRole('button', { name: '提交申请' }).click();
  await expect(shop).toHaveURL(/\/order\/afterSalesDetail\?id=\d+$/);
  const caseId = new URL(shop.url()).searchParams.get('id') ?? '';

  const messages = shop.getByRole('region', { name: '协商记录' });
  await messages.getByPlaceholder(/补充说明或回复客服/).fill('拍错颜色了,麻烦尽快处理,谢谢');
  await messages.getByRole('button', { name: '发送' }).click();
  await expect(messages.getByRole('listitem')).toHaveCount(1);

  await page.goto(`/console/trade/after-sales/${caseId}`);
  const card = page.locator('.ant-card').filter({ hasText: '协商记录' });
  await expect(card).toContainText('拍错颜色了');
  await card.getByPlaceholder(/回复买家/).fill('您好,已收到,我们会在今天内审核');
  await card.getByRole('button', { name: /回\s*复/ }).click();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('listitem').nth(1)).toContainText('客服');
  await shot(page, 'console-after-sales-messages');

  await shop.reload();
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').nth(0)).toContainText('买家');
  await expect(messages.getByRole('listitem').nth(1)).toContainText('已收到');
  await messages.scrollIntoViewIfNeeded();
  await shot(shop, 'shop-after-sales-messages');
  await context.close();
  expect(errors).toEqual([]);
});
