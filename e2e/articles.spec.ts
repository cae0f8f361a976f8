import { expect, test } from './fixtures.ts';
import { collectErrors } from './support.ts';

test('a feed article opens its page: cover, title, author and body, and back to the home', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/store/home/shop');
  const feed = page.getByRole('region', { name: '为你推荐', exact: true });
  // The feed asks for its first page as it nears the screen (docs/decisions/storefront.md).
  await page.locator('html[data-interactive="true"]').waitFor();
  await feed.scrollIntoViewIfNeeded();
  // The seed's first article; the feed opens it by its id.
  const title = '冬季用车指南：低温下如何让续航更从容';
  // A click scrolls to the card itself, and tries again if hydration swaps the server's card for the
  // browser's (scrollIntoViewIfNeeded does not: it failed on a detached card once).
  await feed.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/pgc\/detail\?id=\d+$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByText('曜川官方', { exact: true })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: '三个实用建议' })).toBeVisible();
  await expect(article.locator('time')).toContainText('发布');
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  expect(errors).toEqual([]);
});

test('an unknown article shows 页面走丢了 with a way back to the shop', async ({ page }) => {
  await page.goto('/pgc/detail?id=999999999');
  await expect(page.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
  await page.getByRole('button', { name: '返回商城首页' }).click();
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
});
