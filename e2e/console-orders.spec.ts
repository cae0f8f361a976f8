import { OrderAdminText, Role } from '@emall/contract';
import { buyOneAndPay, shopperPage, signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { addDefaultAddress, logInAt, newPhone, PHONE_DPR, seeded, shot } from './support.ts';

/**
 * 订单管理 (issue 15): a shopper pays a backpack in cash and sees 申请售后 on the order; an
 * operator (客服 + 财务) finds it by its number, reads it and cancels it with a refund behind the
 * confirmation: the order closes, the channel refund and the after-sales case show on it.
 */
const OPERATOR = { username: 'e2e-orders', roles: [Role.service, Role.finance] };
const DESKTOP = { width: 1440, height: 900 };

test('a shopper pays an order; an operator finds it, reads it and cancels it with a refund', async ({ page, browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: PHONE_DPR,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' },
  });
  const shopper = await phone.newPage();
  const backpack = await seeded(shopper, '城市通勤双肩包');
  await logInAt(shopper, newPhone('136'), '/store/home/shop');
  await addDefaultAddress(shopper, { name: '周一', phone: '13900139001', detail: '张江路 99 号 3 楼' });
  await shopper.goto(backpack.shareUrl);
  await shopper.getByRole('button', { name: '立即购买' }).click();
  await shopper.getByRole('button', { name: '提交订单' }).click();
  await expect(shopper).toHaveURL(/\/pay\/cashier\?orderNo=YC\d{20}&tradeScene=/);
  const orderNo = new URL(shopper.url()).searchParams.get('orderNo') ?? '';
  await shopper.getByRole('button', { name: /^确认支付 ¥/ }).click();
  await shopper.getByRole('button', { name: '支付', exact: true }).click();
  await expect(shopper).toHaveURL(new RegExp(`/pay/result\\?orderNo=${orderNo}$`));

  await shopper.goto('/order/list?status=waitSend');
  const card = shopper.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(card.getByRole('button', { name: '申请售后' })).toBeVisible();
  await shot(shopper, 'order-list-after-sales');
  await shopper.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await expect(shopper.getByRole('region', { name: '商品信息' }).getByRole('button', { name: '申请售后' })).toBeVisible();
  await shot(shopper, 'order-detail-after-sales');
  await phone.close();

  await page.setViewportSize(DESKTOP);
  await signInToConsole(page, OPERATOR, '/console/trade/orders');
  await page.getByLabel(OrderAdminText.searchPlaceholder).fill(orderNo);
  await page.getByLabel(OrderAdminText.searchPlaceholder).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('待发货');
  await expect(row).toContainText('¥269.00');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(page, 'console-orders');
  await row.getByRole('link', { name: OrderAdminText.view }).click();
  await expect(page).toHaveURL(/\/console\/trade\/orders\/\d+$/);
  await expect(page.getByText(OrderAdminText.payments)).toBeVisible();
  await expect(page.getByText('周一 13900139001')).toBeVisible();
  await shot(page, 'console-order-detail');

  await page.getByRole('button', { name: OrderAdminText.cancelRefund }).click();
  const dialog = page.getByRole('dialog', { name: OrderAdminText.cancelRefundTitle });
  await dialog.getByRole('button', { name: OrderAdminText.cancelRefundConfirm }).click();
  await expect(dialog.getByText(OrderAdminText.cancelRefundReasonRequired)).toBeVisible();
  await dialog.getByLabel(OrderAdminText.cancelRefundReason).fill('缺货,与买家协商取消');
  await shot(page, 'console-order-cancel');
  await dialog.getByRole('button', { name: OrderAdminText.cancelRefundConfirm }).click();
  await expect(page.getByText(OrderAdminText.cancelRefundDone)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: OrderAdminText.cancelRefund, exact: true })).toBeDisabled();
  await expect(page.getByText('商家取消订单')).toBeVisible();
  await expect(page.getByRole('row', { name: /RF\d+/ })).toContainText('¥269.00');
  await shot(page, 'console-order-cancelled');
});

test('an operator ships a paid order under the waybill entered, after a confirmation', async ({ page, browser }) => {
  const shopper = await shopperPage(browser);
  const backpack = await seeded(shopper, '城市通勤双肩包');
  await logInAt(shopper, newPhone('136'), '/store/home/shop');
  await addDefaultAddress(shopper, { name: '周二', phone: '13900139002', detail: '张江路 100 号 2 楼' });
  const orderNo = await buyOneAndPay(shopper, backpack);
  await shopper.context().close();

  await page.setViewportSize(DESKTOP);
  await signInToConsole(page, { username: 'e2e-ship', roles: [Role.service] }, '/console/trade/orders');
  await page.getByLabel(OrderAdminText.searchPlaceholder).fill(orderNo);
  await page.getByLabel(OrderAdminText.searchPlaceholder).press('Enter');
  await page.getByRole('row', { name: new RegExp(orderNo) }).getByRole('link', { name: OrderAdminText.view }).click();
  await page.getByRole('button', { name: OrderAdminText.ship, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByTitle('顺丰速运').click();
  await dialog.getByLabel(OrderAdminText.expressNo).fill('SF1402876539021');
  await shot(page, 'console-order-ship');
  await dialog.getByRole('button', { name: OrderAdminText.shipNext }).click();
  await expect(dialog.getByText(OrderAdminText.shipConfirmTitle)).toBeVisible();
  await shot(page, 'console-order-ship-confirm');
  await dialog.getByRole('button', { name: OrderAdminText.shipConfirm }).click();
  await expect(page.getByText(OrderAdminText.shipDone)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('待收货').first()).toBeVisible();
  await expect(page.getByText('SF1402876539021').first()).toBeVisible();
  await expect(page.getByText('顺丰速运').first()).toBeVisible();
  await expect(page.getByRole('button', { name: OrderAdminText.ship, exact: true })).toHaveCount(0);
  await shot(page, 'console-order-shipped');
});
