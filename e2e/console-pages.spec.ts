import { Role } from '../packages/contract/src/admin/permissions.ts';
import { PageAdminText } from '../packages/contract/src/admin/pages-texts.ts';
import { ColumnTypeName } from '../packages/contract/src/admin/pages.ts';
import { signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { CATALOGUE_CACHE_MS, shot } from './support.ts';

/** An on-shelf goods the shop home's 精品推荐 (one row, two columns) does not list yet. */
const GOODS = '全景天幕遮阳帘';
const TWO_COL_TITLE = '精品推荐';

test('an operator adds a goods to the shop home in the page editor, previews it, publishes, and a shopper sees it', async ({ page, browser, baseURL }) => {
  await signInToConsole(page, { username: `pages${String(Date.now()).slice(-6)}`, roles: [Role.content] }, '/console/content/pages');
  const row = page.getByRole('row').filter({ hasText: 'shop' }).filter({ hasText: '1002' });
  await expect(row).toBeVisible();
  await shot(page, 'console-pages');
  await row.getByRole('button', { name: PageAdminText.edit }).click();
  await expect(page).toHaveURL(/\/console\/content\/pages\/shop$/);

  // The preview is the shop itself in a phone frame, showing the page before any change.
  const preview = page.frameLocator('[data-testid=phone-preview]');
  const previewModule = preview.getByRole('region', { name: TWO_COL_TITLE, exact: true });
  await expect(previewModule.getByRole('link').first()).toBeVisible();
  await expect(previewModule.getByRole('link', { name: new RegExp(GOODS) })).toHaveCount(0);

  await page.getByTestId('module-item').filter({ hasText: ColumnTypeName.oneRowTwoCol }).filter({ hasText: TWO_COL_TITLE }).getByRole('button').first().click();
  const picker = page.getByRole('combobox', { name: PageAdminText.pickGoods });
  await picker.click();
  await picker.fill('遮阳帘');
  // antd keeps a hidden a11y listbox beside the visible list: pick from the visible one.
  await page.locator('.ant-select-item-option', { hasText: GOODS }).click();
  await expect(page.getByText(GOODS).first()).toBeVisible();

  await page.getByRole('button', { name: PageAdminText.saveDraft }).click();
  await expect(page.getByText(PageAdminText.saved)).toBeVisible();
  await expect(previewModule.getByRole('link', { name: new RegExp(GOODS) })).toBeVisible();
  await shot(page, 'console-page-editor');

  // Not published yet: a shopper still sees the published page.
  const shopper = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const phone = await shopper.newPage();
  await phone.goto('/store/home/shop');
  const shopModule = phone.getByRole('region', { name: TWO_COL_TITLE, exact: true });
  await expect(shopModule.getByRole('link').first()).toBeVisible();
  await expect(shopModule.getByRole('link', { name: new RegExp(GOODS) })).toHaveCount(0);

  await page.getByRole('button', { name: PageAdminText.publish }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(PageAdminText.publishedDone).first()).toBeVisible();

  // Within the catalogue cache window the shop serves the published page.
  await phone.waitForTimeout(CATALOGUE_CACHE_MS);
  await phone.reload();
  await expect(shopModule.getByRole('link', { name: new RegExp(GOODS) })).toBeVisible();
  await shopper.close();
});
