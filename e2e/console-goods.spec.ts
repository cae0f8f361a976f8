import { AdminText, API_BASE, BizType, DEV_OPERATOR_PATH, GoodsText, productPageUrl, Role } from '@emall/contract';
import { expect, test, type Page } from './fixtures.ts';

/** An operator of the goods role made for this journey through the development hook (no forced change). */
const OPERATOR = 'e2e-goods';
const PASSWORD = 'Goods-e2e-2026!';

/** A 96×96 PNG in the brand's blue: what an operator picks from their disk. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0O7TVdjQyzIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfiUyKOzKX0fwAAAAASUVORK5CYII=',
  'base64',
);

/** antd spaces out a two-character button label (登 录): match its text with or without. */
const label = (text: string) => new RegExp(text.split('').join('\\s*'));

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** Signs the goods operator in through the console's sign-in page. */
async function signIn(page: Page): Promise<void> {
  const made = await page.request.post(`${API_BASE}${DEV_OPERATOR_PATH}`, { data: { username: OPERATOR, roles: [Role.goods], password: PASSWORD } });
  expect(made.ok()).toBe(true);
  await page.goto('/console/');
  await page.getByLabel(AdminText.username).fill(OPERATOR);
  await page.getByLabel(AdminText.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: label(AdminText.signIn) }).click();
  await expect(page.getByRole('menu').first()).toBeVisible();
}

test('an operator creates a boutique goods with two SKUs and a picture, shelves it, and a shopper sees it', async ({ page, browser }) => {
  const name = `曜川 E2E 车模 ${Date.now() % 100_000}`;

  await signIn(page);
  await page.goto('/console/goods');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: GoodsText.createGoods }).click();

  await page.getByLabel(GoodsText.name, { exact: true }).fill(name);
  await page.getByLabel(GoodsText.saleName).fill(`${name} 原厂授权`);
  await page.getByLabel(`${GoodsText.specName} 1`).fill('颜色');
  const values = page.getByLabel(`${GoodsText.specValues} 1`);
  await values.fill('星河银');
  await values.press('Enter');
  await values.fill('曜石黑');
  await values.press('Enter');
  for (const [colour, price, stock] of [
    ['星河银', '399', '12'],
    ['曜石黑', '359.5', '8'],
  ] as const) {
    await page.getByLabel(`${GoodsText.skuPrice} ${colour}`).fill(price);
    await page.getByLabel(`${GoodsText.skuOriginPrice} ${colour}`).fill('459');
    await page.getByLabel(`${GoodsText.skuStockNew} ${colour}`).fill(stock);
  }
  await page.getByLabel(`${GoodsText.upload} ${GoodsText.pictures}`).locator('xpath=ancestor::span[1]//input[@type="file"]').setInputFiles({
    name: 'model.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(page.getByRole('listitem').getByRole('img', { name: `${GoodsText.pictures} 1` })).toBeVisible();
  await page.getByRole('textbox', { name: GoodsText.detailHtml }).fill('合金车身,开门可动');
  await page.getByRole('button', { name: label(GoodsText.save) }).click();
  await expect(page.getByText(GoodsText.created)).toBeVisible();
  await expect(page).toHaveURL(/\/console\/goods\/edit\/\d+$/);
  const id = page.url().split('/').pop()!;

  await page.getByRole('switch', { name: GoodsText.shelf }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(GoodsText.onShelfDone)).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-CN' });
  const shopper = await phone.newPage();
  await shopper.goto(productPageUrl({ bizType: BizType.shop, annexType: null, virtualType: null }, id));
  await expect(shopper.getByRole('heading', { level: 1, name: `${name} 原厂授权` })).toBeVisible();
  await expect(shopper.getByRole('region', { name: '价格' })).toContainText('¥399.00');
  await expect(shopper.getByText('合金车身,开门可动')).toBeVisible();
  await phone.close();
});
