import { ColumnType, PageAdminText, Role } from '@emall/contract';
import { openPageEditor, pickIntoModule, publishPage, signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { CATALOGUE_CACHE_MS, logInAt, newPhone, PHONE_DPR, SHOPPER_ELSEWHERE } from './support.ts';

const OPERATOR = { username: 'e2e-marketing', roles: [Role.marketing, Role.content] };
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
/** The category home whose 配件优惠 module the new coupon is placed in. */
const PAGE_CODE = 'attachment';
const COUPON_MODULE_TITLE = '配件优惠';

test('an operator creates a coupon pool in the console, and a shopper claims it in the shop', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await signInToConsole(page, OPERATOR, '/console/marketing/coupons');
  const cardName = `E2E满减券${String(Date.now()).slice(-4)}`;

  await page.getByRole('button', { name: '新建优惠券' }).click();
  const form = page.getByRole('dialog', { name: '新建优惠券' });
  await form.getByLabel('券名称').fill(cardName);
  await form.getByLabel('活动名称').fill('端到端测试活动');
  await form.getByLabel('活动编号').fill('MKT-E2E');
  await form.getByLabel('减免金额(元)').fill('30');
  await form.getByLabel('使用门槛(元)').fill('199');
  await form.getByLabel('发放总量').fill('50');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已创建')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(cardName) });
  await expect(row).toContainText('满199减30');
  await expect(row).toContainText('发放中');
  await expect(row).toContainText('剩余 50 / 共 50');

  await openPageEditor(page, PAGE_CODE);
  await pickIntoModule(page, { columnType: ColumnType.coupon, title: COUPON_MODULE_TITLE, picker: PageAdminText.pickCoupon, name: cardName });
  await publishPage(page);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: PHONE_DPR,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    extraHTTPHeaders: SHOPPER_ELSEWHERE,
  });
  const shopper = await phone.newPage();
  await shopper.waitForTimeout(CATALOGUE_CACHE_MS);
  await logInAt(shopper, newPhone('137'), `/store/home/${PAGE_CODE}`);
  const coupon = shopper.getByRole('article', { name: cardName });
  await coupon.getByRole('button', { name: '立即领取' }).click();
  await expect(shopper.getByText('领取成功')).toBeVisible();
  await expect(coupon.getByRole('button', { name: '去使用' })).toBeVisible();
  await phone.close();

  await page.goto('/console/marketing/coupons');
  await expect(page.getByRole('row', { name: new RegExp(cardName) })).toContainText('剩余 49 / 共 50');
});
