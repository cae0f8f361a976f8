import { expect, type Browser, type Page } from '@playwright/test';
import type { Role } from '../packages/contract/src/admin/permissions.ts';
import { ADMIN_API_BASE, DEV_OPERATOR_PATH } from '../packages/contract/src/admin/paths.ts';
import { PageAdminText } from '../packages/contract/src/admin/pages-texts.ts';
import { ColumnTypeName } from '../packages/contract/src/admin/pages.ts';
import type { ColumnType } from '../packages/contract/src/codes.ts';
import { AdminText } from '../packages/contract/src/admin/texts.ts';
import { API_BASE } from '../packages/contract/src/constants.ts';
import { payAtSandboxGateway, SHOPPER_ELSEWHERE, type Card } from './support.ts';

/** The password the journeys' own operators sign in with (any the rule accepts). */
export const E2E_OPERATOR_PASSWORD = 'E2eConsole2026';

/** Types username and password on the sign-in page and presses 登录. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(AdminText.username).fill(username);
  await page.getByLabel(AdminText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: AdminText.signIn }).click();
}

/** On the password page: the old password, then the new one twice. */
export async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await page.getByLabel(AdminText.oldPassword).fill(oldPassword);
  await page.getByLabel(AdminText.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(AdminText.confirmPassword).fill(newPassword);
  await page.getByRole('button', { name: AdminText.changePassword }).click();
}

/**
 * Signs an operator of the journey's own into the console and opens `path` (e.g.
 * '/console/goods/list'): the dev route makes it (or resets it) with `roles`, E2E_OPERATOR_PASSWORD
 * and no forced change, so a spec depends on no other spec. Use a username no other spec uses
 * (e.g. 'e2e-goods'); the seeded demo accounts keep their forced first change.
 */
export async function signInToConsole(page: Page, operator: { username: string; roles: Role[] }, path = '/console/'): Promise<void> {
  const res = await page.request.post(`${API_BASE}${DEV_OPERATOR_PATH}`, { data: { ...operator, password: E2E_OPERATOR_PASSWORD } });
  expect((await res.json()) as { code: number }).toMatchObject({ code: 0 });
  await page.goto(`/console/login?redirect=${encodeURIComponent(path.replace(/^\/console/, '') || '/')}`);
  await submitSignIn(page, operator.username, E2E_OPERATOR_PASSWORD);
  // The password's KDF is memory-hard by design: on a loaded machine signing in outlasted 10 s.
  await expect(page.getByRole('navigation', { name: AdminText.mainMenu })).toBeVisible({ timeout: 30_000 });
}

/** Opens a page in the page editor the way an operator does: 页面管理, then the 编辑 of its row. */
export async function openPageEditor(page: Page, pageCode: string): Promise<void> {
  await page.goto('/console/content/pages');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: pageCode, exact: true }) });
  await row.getByRole('button', { name: PageAdminText.edit }).click();
  await expect(page).toHaveURL(new RegExp(`/console/content/pages/${pageCode}$`));
}

/**
 * In the page editor: selects the module of `columnType` titled `title`, searches `name` in its
 * picker (goods or coupons, by the picker's label), picks it and saves the draft.
 */
export async function pickIntoModule(
  page: Page,
  target: { columnType: ColumnType; title: string; picker: string; name: string },
): Promise<void> {
  await page.getByTestId('module-item').filter({ hasText: ColumnTypeName[target.columnType] }).filter({ hasText: target.title }).getByRole('button').first().click();
  const picker = page.getByRole('combobox', { name: target.picker });
  await picker.click();
  await picker.fill(target.name);
  // antd keeps a hidden a11y listbox beside the visible list: pick from the visible one.
  await page.locator('.ant-select-item-option', { hasText: target.name }).click();
  await page.getByRole('button', { name: PageAdminText.saveDraft }).click();
  await expect(page.getByText(PageAdminText.saved)).toBeVisible();
}

/** In the page editor: 发布, confirmed. */
export async function publishPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: PageAdminText.publish }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(PageAdminText.publishedDone).first()).toBeVisible();
}

/** Reads an admin call (GET) as the operator signed in on `page`; answers the result, or throws on a business code. */
export async function adminGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${ADMIN_API_BASE}${path}`);
  const body = (await res.json()) as { code: number; message: string; result: T };
  if (body.code !== 0) throw new Error(`GET ${path}: ${body.code} ${body.message}`);
  return body.result;
}

/** A shopper's phone beside the operator's console: a context of its own, on a network of its own. */
export async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: SHOPPER_ELSEWHERE });
  return context.newPage();
}

/** Buys one piece of `goods` now (the default address, nothing else chosen) and pays it at the sandbox gateway; answers the orderNo. */
export async function buyOneAndPay(shop: Page, goods: Card): Promise<string> {
  await shop.goto(goods.shareUrl);
  await shop.getByRole('button', { name: '立即购买' }).click();
  await shop.getByRole('button', { name: '提交订单' }).click();
  await expect(shop).toHaveURL(/\/pay\/cashier\?orderNo=/);
  const orderNo = new URL(shop.url()).searchParams.get('orderNo') ?? '';
  await payAtSandboxGateway(shop, orderNo);
  return orderNo;
}

/** From the order list's 待发货 or 待评价 tab, through the line's 申请售后, to the after-sales form of `type`. */
export async function openApplyForm(shop: Page, orderNo: string, tab: 'waitSend' | 'waitAppraise', type: RegExp): Promise<void> {
  await shop.goto(`/order/list?status=${tab}`);
  await shop.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await shop.getByRole('region', { name: '商品信息' }).getByRole('button', { name: '申请售后' }).click();
  await expect(shop).toHaveURL(/\/order\/afterSalesApplyType\?orderId=\d+&lineId=\d+$/);
  await shop.getByRole('button', { name: type }).click();
  await expect(shop.getByRole('region', { name: '退款金额' })).toBeVisible();
}

/** Picks the first reason offered, describes the problem (if given) and submits; answers the case's id. */
export async function submitCase(shop: Page, description?: string): Promise<string> {
  await shop.getByRole('button', { name: /申请原因/ }).click();
  await shop.getByRole('button', { name: '确定' }).click();
  await expect(shop.getByRole('button', { name: '确定' })).toBeHidden();
  if (description) await shop.getByLabel('问题描述').fill(description);
  await shop.getByRole('button', { name: '提交申请' }).click();
  await expect(shop).toHaveURL(/\/order\/afterSalesDetail\?id=\d+$/);
  await expect(shop.getByRole('heading', { name: '待审核' })).toBeVisible();
  return new URL(shop.url()).searchParams.get('id') ?? '';
}
