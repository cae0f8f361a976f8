import { Role } from '../packages/contract/src/admin/permissions.ts';
import { buyOneAndPay, openApplyForm, shopperPage, signInToConsole, submitCase } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { addDefaultAddress, collectErrors, logInAt, newPhone, seeded, shot } from './support.ts';

/** 协商记录 (issue 15): the shopper writes on their case in the shop, 客服 answers in the console, both read both. */
test('the shopper and 客服 talk on a case, in time order, on both sides', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await signInToConsole(page, { username: 'e2e-aftersales-msg', roles: [Role.service] }, '/console/trade/after-sales');
  const shop = await shopperPage(browser);
  const backpack = await seeded(shop, '城市通勤双肩包');
  await logInAt(shop, newPhone('136'), '/store/home/shop');
  await addDefaultAddress(shop, { name: '林小雨', phone: '13900139002', detail: '张江路 88 号 3 楼' });
  const orderNo = await buyOneAndPay(shop, backpack);
  await openApplyForm(shop, orderNo, 'waitSend', /^仅退款/);
  const caseId = await submitCase(shop);

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
  await shop.context().close();
  expect(errors).toEqual([]);
});
