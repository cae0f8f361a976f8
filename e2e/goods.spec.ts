import { RESERVE_THROTTLE_MS } from '@emall/contract';
import { expect, test, type Page } from './fixtures.ts';
import { logInAt } from './support.ts';

const newPhone = (): string => `139${String(Date.now()).slice(-8)}`;

type Card = { id: string; saleName: string; shareUrl: string; price: number; eValue: number; deductType: number };

/** The seeded shelf, as the shop lists it (GET search with bizType 1002 and no keyword). */
async function shelf(page: Page): Promise<Card[]> {
  const res = await page.request.get('/api-gateway/hermes/annex/v1/goods/search?bizType=1002&pageSize=50');
  return ((await res.json()) as { result: { result: Card[] } }).result.result;
}

const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

test('every goods kind opens its own page and shows its price', async ({ page }) => {
  // A dozen product pages, each loaded cold: twice a single page's allowance.
  test.setTimeout(120_000);
  const cards = await shelf(page);
  const routes = new Set<string>();
  for (const card of cards) {
    const route = card.shareUrl.split('?')[0] ?? '';
    if (routes.has(route) || card.saleName.includes('规格配置中')) continue;
    routes.add(route);
    await page.goto(card.shareUrl);
    await expect(page.getByRole('heading', { level: 1, name: card.saleName })).toBeVisible();
    const price = page.getByRole('region', { name: '价格' });
    if (card.deductType === 1) await expect(price).toContainText(`${card.eValue}`);
    else await expect(price).toContainText(yuan(card.price));
    if (card.deductType === 2) await expect(price).toContainText(`${card.eValue}`);
  }
  expect(routes.size).toBeGreaterThanOrEqual(12);
  const ads = cards.find((c) => c.shareUrl.startsWith('/virtual/intellect/product'));
  await page.goto(`/virtual/intellect/ads-product?productId=${ads?.id}`);
  await expect(page.getByRole('region', { name: '活动' }).getByRole('heading')).toBeVisible();
  await expect(page.getByRole('region', { name: '价格' })).toContainText(yuan(ads?.price ?? 0));
});

// A new shopper is on no whitelist, as 13800000002 is not (foundation.spec logs that one in): a
// phone of its own spares the journey the demo phone's one-code-a-minute window.
test('a whitelist-only product shows 当前不可购买 to a shopper not on its list', async ({ page }) => {
  const card = (await shelf(page)).find((c) => c.saleName.includes('白名单'));
  const url = `/store/boutique/product?productId=${card?.id}`;
  await logInAt(page, newPhone(), url);
  await expect(page.getByText('当前不可购买')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
});

test('a guest tapping buy goes to login', async ({ page }) => {
  await page.goto('/store/attachment/product?productId=12');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
});

test('reserving and cancelling a preheat crowdfund shows both toasts', async ({ page }) => {
  const card = (await shelf(page)).find((c) => c.saleName.includes('众筹预热中'));
  const url = `/store/boutique/product?productId=${card?.id}`;
  await page.clock.install();
  await logInAt(page, newPhone(), url);
  await page.getByRole('button', { name: '预约提醒' }).click();
  await expect(page.getByText('预约成功')).toBeVisible();
  // The button ignores taps for a second after reserving (§9's throttle): the clock moves past it.
  await page.clock.fastForward(RESERVE_THROTTLE_MS);
  await page.getByRole('button', { name: '已预约' }).click();
  await expect(page.getByText('确定取消预约')).toBeVisible();
  // The dialog closes the toast: 预约成功 does not sit over the question.
  await expect(page.getByText('预约成功')).toBeHidden();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('预约已取消')).toBeVisible();
  await expect(page.getByRole('button', { name: '预约提醒' })).toBeVisible();
});

test('search history keeps 10 distinct entries', async ({ page }) => {
  await page.goto('/store/home/search');
  const box = page.getByRole('searchbox');
  const words = ['车模', '背包', '保温杯', '雨伞', '天幕', '香氛', '钥匙包', '电源', '遮阳帘', '收纳箱', '轮毂', '背包'];
  for (const word of words) {
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word)}`));
  }
  await page.goto('/store/home/search');
  const history = page.getByRole('region', { name: '搜索历史' }).getByRole('button').filter({ hasNotText: '清空' });
  await expect(history).toHaveCount(10);
  await expect(history.first()).toHaveText('背包');
  await expect(history.filter({ hasText: '车模' })).toHaveCount(0);
});

test('a loved product shows on /store/favor/list', async ({ page }) => {
  const card = (await shelf(page)).find((c) => c.saleName.includes('折叠伞'));
  const url = `/store/boutique/product?productId=${card?.id}`;
  await logInAt(page, newPhone(), url);
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByText('已加入收藏,可在「我的收藏」中查看')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/store/favor/list');
  await expect(page.getByRole('region', { name: '收藏的商品' }).getByRole('article', { name: card?.saleName })).toBeVisible();
});
