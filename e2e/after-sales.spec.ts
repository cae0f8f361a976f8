import { expect, test } from './fixtures.ts';
import { collectErrors, logInAt, shot } from './support.ts';

/**
 * After-sales, the shopper's side (issue 15): a paid order not shipped yet asks 仅退款 from its
 * detail through the entry, the type and the form (the refund quoted by the server), and the case
 * waits for the operator (待审核) and may be cancelled.
 */
const OWNER = '13800000001';

test('a paid unshipped order asks 仅退款 and the case waits for review', async ({ page }) => {
  const errors = collectErrors(page);
  await logInAt(page, OWNER, '/store/home/shop');
  await page.goto('/store/boutique/product?productId=3');
  await page.getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/result\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await page.goto('/order/list?status=waitSend');
  // The card's 申请售后 opens the order's after-sales entry; a line's, on the detail, its type choice.
  await page.getByRole('article', { name: `订单 ${orderNo}` }).getByRole('button', { name: '申请售后' }).click();
  await expect(page).toHaveURL(/\/order\/entry\?orderId=\d+$/);
  await expect(page.getByText('暂无售后记录')).toBeVisible();
  await shot(page, 'after-sales-entry');
  await page.goBack();
  await page.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await page.getByRole('region', { name: '商品信息' }).getByRole('button', { name: '申请售后' }).click();
  await expect(page).toHaveURL(/\/order\/afterSalesApplyType\?orderId=\d+&lineId=\d+$/);

  await expect(page.getByRole('button', { name: /^退货退款/ })).toBeDisabled();
  await shot(page, 'after-sales-apply-type');
  await page.getByRole('button', { name: /^仅退款/ }).click();

  const amounts = page.getByRole('region', { name: '退款金额' });
  await expect(amounts).toContainText('1590 E值');
  await page.getByRole('button', { name: /申请原因/ }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '确定' })).toBeHidden();
  await page.getByLabel('问题描述').fill('拍错了颜色');
  await shot(page, 'after-sales-apply');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/order\/afterSalesDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '待审核' })).toBeVisible();
  await expect(page.getByRole('region', { name: '售后进度' })).toContainText('审核');
  await expect(page.getByRole('button', { name: '撤销申请' })).toBeVisible();
  await shot(page, 'after-sales-case');

  await page.goto('/order/afterSales');
  await expect(page.getByRole('list', { name: '退款/售后' })).toContainText('待审核');
  await shot(page, 'after-sales-list');
  expect(errors).toEqual([]);
});
