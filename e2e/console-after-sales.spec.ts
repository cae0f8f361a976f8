import type { Page } from '@playwright/test';
import { AfterSalesAdminPaths, type AdminAfterSalesDetail } from '../packages/contract/src/admin/after-sales.ts';
import { Role } from '../packages/contract/src/admin/permissions.ts';
import { Paths } from '../packages/contract/src/api-paths.ts';
import { piecesShare } from '../packages/domain/src/apportion.ts';
import { adminGet, buyOneAndPay, openApplyForm, shopperPage, signInToConsole, submitCase } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import {
  addDefaultAddress,
  api,
  CATALOGUE_CACHE_MS,
  claimWelcomeCoupon,
  collectErrors,
  logInAt,
  newPhone,
  payAtSandboxGateway,
  seeded,
  shot,
  stockOf,
} from './support.ts';

/**
 * After-sales, the operator's side (issue 15): a shopper asks in the shop (a phone of its own), an
 * operator decides in the console, and the money goes back through the sandbox channel's signed
 * refund notification, as in production. The after-sales clock runs every 2 s here
 * (AFTER_SALES_SWEEP_SECONDS), so a paid refund completes its case within seconds.
 */
const OPERATOR = { username: 'e2e-aftersales', roles: [Role.service] };
/** 13800000002: the ordinary demo user, 200 E值, no spec claims its new-user coupon. */
const ORDINARY = '13800000002';

/** In the console's queue: finds the case by its order number and opens it. */
async function openCase(page: Page, orderNo: string, caseId: string): Promise<void> {
  await page.goto('/console/trade/after-sales');
  await page.getByLabel('订单号 / 售后单号 / 手机号').fill(orderNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待审核');
  await expect(row).toContainText(/剩 \d+ (天|小时)/);
  await row.getByRole('link', { name: /^处理 / }).click();
  await expect(page).toHaveURL(new RegExp(`/console/trade/after-sales/${caseId}$`));
}

/**
 * Presses an action, then its confirmation's button of the same name, until the action is gone
 * (the case moved on: 同意 and 退款 are offered once).
 */
async function confirmAction(page: Page, name: RegExp, confirm: string): Promise<void> {
  // Each look does what the page asks for next: open the confirmation, or tap it. CI runs saw a tap
  // on a confirmation still zooming in reach nothing, and a call outlast one look (the next tap
  // then waited for a button gone); while the call runs both buttons are loading and take no tap.
  // The action in the page, not the confirmation's button of the same name (a portal outside main).
  const action = page.getByRole('main').getByRole('button', { name });
  const confirmation = page.getByRole('tooltip');
  // First the action is offered: a look before the case was drawn found it "gone" and ended at once.
  await expect(action).toBeVisible();
  await expect(async () => {
    if (await confirmation.isVisible()) await confirmation.getByRole('button', { name: confirm }).click({ timeout: 2_000 });
    else if (await action.isVisible()) await action.click({ timeout: 2_000 });
    await expect(action).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** Waits, reloading, until the case reads 退款成功 in the console: the channel's notification has come back. */
async function expectRefunded(page: Page): Promise<void> {
  // Each look waits for the reloaded page itself (a CI run saw 退款成功 on a page still drawing when
  // a 1 s look gave up, five times running).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('退款成功').first()).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });
}

test.beforeEach(async ({ page }) => {
  await signInToConsole(page, OPERATOR, '/console/trade/after-sales');
});

test('仅退款 of a paid unshipped order: the operator approves and refunds, the money comes back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const shop = await shopperPage(browser);
  const backpack = await seeded(shop, '城市通勤双肩包');
  await logInAt(shop, newPhone('137'), '/store/home/shop');
  await addDefaultAddress(shop, { name: '钱多多', phone: '13900139001', detail: '张江路 99 号 2 楼' });
  const orderNo = await buyOneAndPay(shop, backpack);

  await openApplyForm(shop, orderNo, 'waitSend', /^仅退款/);
  const caseId = await submitCase(shop, '不想要了');

  await openCase(page, orderNo, caseId);
  const detail = await adminGet<AdminAfterSalesDetail>(page, AfterSalesAdminPaths.case.replace(':id', caseId));
  await expect(page.getByRole('heading', { name: `售后单号 ${detail.caseNo}` })).toBeVisible();
  await expect(page.getByLabel('合计退款')).toContainText(`¥${(detail.amounts.cashFen / 100).toFixed(2)}`);
  await shot(page, 'console-after-sales-case');
  await confirmAction(page, /同意$/, '同意');
  await expect(page.getByText('审核通过').first()).toBeVisible();
  await confirmAction(page, /退款 ¥/, '退款');
  await expectRefunded(page);
  // Every piece back before shipping: the whole payment, carriage included.
  const done = await adminGet<AdminAfterSalesDetail>(page, AfterSalesAdminPaths.case.replace(':id', caseId));
  expect(done.amounts.cashFen).toBe(done.order.payAmountFen);

  await shop.reload();
  await expect(shop.getByRole('heading', { name: '退款成功' })).toBeVisible();
  const order = await api<{ status: number; statusText: string }>(shop, 'GET', Paths.orderDetailV2.replace(':id', done.orderId));
  expect(order.statusText).toBe(done.order.statusText);
  expect(order.statusText).toMatch(/关闭|退款/);
  await shop.context().close();
  expect(errors).toEqual([]);
});

const eValueBalance = async (shop: Page): Promise<number> => (await api<{ pointsBalance: number }>(shop, 'GET', '/hermes/v1/points?dimension=1')).pointsBalance;

test('退货退款 of one of two pieces received, paid with cash, E-value and a coupon: exactly its share comes back', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const shop = await shopperPage(browser);
  const model = await seeded(shop, '合金收藏车模');
  await logInAt(shop, ORDINARY, '/store/home/shop');
  await addDefaultAddress(shop, { name: '周一', phone: ORDINARY, detail: '世纪大道 200 号 9 楼' });
  await claimWelcomeCoupon(shop);

  // Two pieces, the new-user coupon preselected, the whole E-value balance offsetting cash.
  await shop.goto(model.shareUrl);
  await shop.getByRole('button', { name: '立即购买' }).click();
  await expect(shop).toHaveURL(/\/store\/boutique\/submit\?.*num=1$/);
  await shop.goto(shop.url().replace(/num=1$/, 'num=2'));
  await expect(shop.getByRole('button', { name: /^优惠券/ })).toContainText('-¥20.00');
  await shop.getByRole('switch', { name: '使用E值抵扣' }).click();
  await expect(shop.getByRole('textbox', { name: '使用E值数量' })).not.toHaveValue('0');
  await shop.getByRole('button', { name: '提交订单' }).click();
  await expect(shop).toHaveURL(/\/pay\/cashier\?orderNo=/);
  const orderNo = new URL(shop.url()).searchParams.get('orderNo') ?? '';
  await payAtSandboxGateway(shop, orderNo);

  // The warehouse ships it now (dev route), the shopper confirms receipt in the shop.
  await api(shop, 'POST', Paths.devShipOrder, { orderNo });
  await shop.goto('/order/list?status=waitReceive');
  await shop.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await shop.getByRole('button', { name: '确认收货' }).click();
  await shop.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(shop.getByRole('dialog')).toHaveCount(0);

  await openApplyForm(shop, orderNo, 'waitAppraise', /^退货退款/);
  const pieces = shop.getByRole('region', { name: '申请数量' });
  await pieces.getByRole('button').first().click();
  await expect(pieces.getByRole('spinbutton')).toHaveValue('1');
  const caseId = await submitCase(shop, '尺寸不合适,退一件');

  await openCase(page, orderNo, caseId);
  const path = AfterSalesAdminPaths.case.replace(':id', caseId);
  const applied = await adminGet<AdminAfterSalesDetail>(page, path);
  // The order's real figures: one line of two pieces paid cash + E-value + coupon.
  const { order } = applied;
  expect(order.lines).toHaveLength(1);
  expect(order.lines[0]!.num).toBe(2);
  expect(order.couponDeductFen).toBeGreaterThan(0);
  expect(order.integral).toBeGreaterThan(0);
  expect(order.payAmountFen).toBeGreaterThan(0);
  const share = (total: number) => piecesShare(total, 2, 0, 1);
  const expected = { cashFen: share(order.payAmountFen - order.carriageFen), eValue: share(order.integral), couponFen: share(order.couponDeductFen), carriageFen: 0 };
  expect(applied.amounts).toMatchObject(expected);

  await confirmAction(page, /同意$/, '同意');
  await expect(page.getByText('审核通过').first()).toBeVisible();

  await shop.reload();
  await shop.getByRole('textbox', { name: '快递公司' }).fill('顺丰速运');
  await shop.getByRole('textbox', { name: '快递单号' }).fill('SF1402556677');
  await shop.getByRole('button', { name: '提交物流信息' }).click();
  await expect(shop.getByRole('heading', { name: '已寄回' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('SF1402556677', { exact: true })).toBeVisible();
  await page.waitForTimeout(CATALOGUE_CACHE_MS);
  const stockBefore = await stockOf(shop, model.id);
  const balanceBefore = await eValueBalance(shop);
  await page.getByRole('button', { name: /确认收货$/ }).click();
  const dialog = page.getByRole('dialog', { name: '确认收到退货' });
  await dialog.getByLabel('验货备注').fill('外包装完好,车模无损');
  await shot(page, 'console-after-sales-receive');
  await dialog.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText('外包装完好,车模无损', { exact: true }).first()).toBeVisible();
  await confirmAction(page, /退款 ¥/, '退款');
  await expectRefunded(page);
  await shot(page, 'console-after-sales-refunded');

  const done = await adminGet<AdminAfterSalesDetail>(page, path);
  expect(done.amounts).toMatchObject(expected);
  expect(done.cashDeductFen).toBe(0);
  expect(await eValueBalance(shop)).toBe(balanceBefore + expected.eValue - done.pointsEarnedBack);
  await expect.poll(() => stockOf(shop, model.id), { timeout: CATALOGUE_CACHE_MS * 3 }).toBe(stockBefore + 1);
  await shop.reload();
  await expect(shop.getByRole('heading', { name: '退款成功' })).toBeVisible();
  await shop.context().close();
  expect(errors).toEqual([]);
});

test('the queue at a glance: filters, SLA timers and sorting by deadline', async ({ page }) => {
  await page.getByRole('columnheader', { name: '处理时限' }).click();
  await expect(page.getByRole('columnheader', { name: '处理时限' })).toHaveAttribute('aria-sort', 'ascending');
  await shot(page, 'console-after-sales-queue');
});
