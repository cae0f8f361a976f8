import { BizType, ColumnType, GoodsText, productPageUrl, Role } from '@emall/contract';
import { PageAdminText } from '../packages/contract/src/admin/pages-texts.ts';
import { openPageEditor, pickIntoModule, publishPage, signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { CATALOGUE_CACHE_MS, PHONE_DPR, shot } from './support.ts';

/** A 96×96 PNG in the brand's blue: what an operator picks from their disk. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0O7TVdjQyzIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfiUyKOzKX0fwAAAAASUVORK5CYII=',
  'base64',
);

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** The shop home's one-row-two-col module (精品推荐). */
const TWO_COL_TITLE = '精品推荐';

test('an operator creates a goods, shelves it, puts it on the shop home in the page editor, previews and publishes; a shopper sees it', async ({ page, browser, baseURL }) => {
  // The longest journey: two apps, an upload with its crop, the editor's preview and the cache window.
  test.setTimeout(120_000);
  const name = `曜川 E2E 车模 ${Date.now() % 100_000}`;
  const title = `${name} 原厂授权`;

  // One operator who runs both goods and pages: 商品运营 + 内容运营.
  await signInToConsole(page, { username: 'e2e-catalogue', roles: [Role.goods, Role.content] }, '/console/goods');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: GoodsText.createGoods }).click();

  await page.getByLabel(GoodsText.name, { exact: true }).fill(name);
  await page.getByLabel(GoodsText.saleName).fill(title);
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
  // Every picture is cropped square in a preview before it goes up.
  const crop = page.getByRole('dialog', { name: GoodsText.cropTitle });
  await expect(crop.locator('img')).toBeVisible();
  await shot(page, 'console-picture-crop');
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('listitem').getByRole('img', { name: `${GoodsText.pictures} 1` })).toBeVisible();
  await page.getByRole('textbox', { name: GoodsText.detailHtml }).fill('合金车身,开门可动');
  await page.getByRole('button', { name: GoodsText.save }).click();
  await expect(page.getByText(GoodsText.created)).toBeVisible();
  await expect(page).toHaveURL(/\/console\/goods\/edit\/\d+$/);
  const id = page.url().split('/').pop()!;

  await page.getByRole('switch', { name: GoodsText.shelf }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(GoodsText.onShelfDone)).toBeVisible();

  // The page editor: the new goods goes into the home's 精品推荐 (one row, two columns).
  await openPageEditor(page, 'shop');
  const preview = page.frameLocator('[data-testid=phone-preview]');
  const previewModule = preview.getByRole('region', { name: TWO_COL_TITLE, exact: true });
  // The frame loads the whole shop home (its module sits ninth) with a cold cache: on a loaded CI
  // machine its first draw has taken longer than the usual 10 s.
  await expect(previewModule.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect(previewModule.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  await pickIntoModule(page, { columnType: ColumnType.oneRowTwoCol, title: TWO_COL_TITLE, picker: PageAdminText.pickGoods, name });
  await expect(previewModule.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await shot(page, 'console-page-editor');

  // A draft is the operator's alone: the shopper's home still shows the published page.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: PHONE_DPR, locale: 'zh-CN' });
  const shopper = await phone.newPage();
  await shopper.goto('/store/home/shop');
  const shopModule = shopper.getByRole('region', { name: TWO_COL_TITLE, exact: true });
  await expect(shopModule.getByRole('link').first()).toBeVisible();
  await expect(shopModule.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  await publishPage(page);

  // Within the catalogue cache window the shop serves the published page, and the goods opens.
  await shopper.waitForTimeout(CATALOGUE_CACHE_MS);
  await shopper.reload();
  await shopModule.getByRole('link', { name: new RegExp(name) }).click();
  await expect(shopper).toHaveURL(new RegExp(productPageUrl({ bizType: BizType.shop, annexType: null, virtualType: null }, id).replace('?', '\\?')));
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.getByRole('region', { name: '价格' })).toContainText('¥399.00');
  await expect(shopper.getByText('合金车身,开门可动')).toBeVisible();
  await phone.close();
});
