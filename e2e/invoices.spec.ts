import { execFileSync } from 'node:child_process';
import { InvoiceAdminText, InvoiceRoute, InvoiceStateText, InvoiceText, invoiceUrl, Role } from '@emall/contract';
import { amountInCapitals, formatMoney } from '@emall/domain';
import { signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { addDefaultAddress, logInAt, newPhone, paidOrderByApi, seeded, shot } from './support.ts';

/**
 * Invoices (issue 17): a shopper with a paid order (set up through the API) asks for a company
 * e-invoice; 财务 finds it in the console's 发票管理 and issues it; the shopper downloads the PDF from
 * the progress page, and its text holds the title, the taxpayer number, the amount and its capitals.
 */
const TITLE = '上海测试科技有限公司';
/** A unified social credit code with its GB 32100 check character; the same with another check character fails. */
const TAX_NO = '91350100M000100Y43';
const OPERATOR = { username: 'e2e-invoices', roles: [Role.finance] };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

test('a shopper asks for a company e-invoice, finance issues it in the console, the shopper downloads the PDF', async ({ page, browser }) => {
  // ~40 s on a quiet machine; the CI machine runs it beside others.
  test.setTimeout(90_000);
  const backpack = await seeded(page, '城市通勤双肩包');
  await logInAt(page, newPhone('135'), '/address/list');
  await addDefaultAddress(page, { name: '周二', phone: '13900139002', detail: '张江路 100 号' });
  const order = await paidOrderByApi(page, backpack);

  await page.goto(invoiceUrl(InvoiceRoute.make, order.orderId));
  await page.getByText('企业', { exact: true }).click();
  await page.getByLabel(InvoiceText.companyName).fill(TITLE);
  await page.getByLabel(InvoiceText.taxNo).fill(`${TAX_NO.slice(0, -1)}4`);
  await page.getByLabel(InvoiceText.email).fill('finance@example.com');
  await page.getByRole('button', { name: InvoiceText.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('纳税人识别号格式错误，请核对');
  await page.getByLabel(InvoiceText.taxNo).fill(TAX_NO);
  await page.getByRole('button', { name: InvoiceText.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/store/invoice/progress\\?orderId=${order.orderId}$`));
  await expect(page.getByText(InvoiceStateText.applied).last()).toBeVisible();

  // 财务, at a desk: 发票管理, the order's application found by its number, opened and issued.
  const desk = await (await browser.newContext(DESKTOP)).newPage();
  await signInToConsole(desk, OPERATOR, '/console/trade/invoices');
  await desk.getByLabel(InvoiceAdminText.keyword).fill(order.orderNo);
  await desk.getByRole('button', { name: /查\s*询/ }).click();
  const row = desk.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(InvoiceStateText.applied);
  await expect(row).toContainText(TAX_NO);
  await shot(desk, 'invoices-console-queue');
  await row.getByRole('link', { name: `${InvoiceAdminText.open} ${order.orderNo}` }).click();
  await expect(desk.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(desk.getByLabel(InvoiceAdminText.totalInWords)).toHaveText(amountInCapitals(order.payAmount));
  await desk.getByRole('button', { name: InvoiceAdminText.issue }).click();
  await desk.getByRole('tooltip').getByRole('button', { name: InvoiceAdminText.issue }).click();
  await expect(desk.getByText(InvoiceAdminText.issued)).toBeVisible();
  await expect(desk.getByRole('button', { name: InvoiceAdminText.viewPdf })).toBeVisible();
  await expect(desk.getByText(InvoiceStateText.issued).first()).toBeVisible();
  await shot(desk, 'invoices-console-detail');
  await desk.context().close();

  await page.reload();
  await expect(page.getByText(InvoiceStateText.issued).first()).toBeVisible();
  await shot(page, 'invoices-shop-progress');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: InvoiceText.download }).click()]);
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(TITLE);
  expect(text).toContain(TAX_NO);
  expect(text).toContain(`¥${formatMoney(order.payAmount)}`);
  expect(text).toContain(amountInCapitals(order.payAmount));
});
