import { expect, test, type Page } from './fixtures.ts';
import { CATALOGUE_CACHE_MS, logInAt, newPhone, SHOPPER_ELSEWHERE } from './support.ts';

/** An operator of the journey's own, made through the development hook (never in production). */
const OPERATOR = { username: 'e2e-marketing', password: 'E2eMarketing2026', roles: ['marketing', 'content'] };
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
/** The category home whose 配件优惠 module the new coupon is placed in. */
const PAGE_CODE = 'attachment';

async function signInToConsole(page: Page): Promise<void> {
  const made = await page.request.post('/api-gateway/dev/operators', { data: OPERATOR });
  expect(made.ok(), await made.text()).toBe(true);
  await page.goto('/console/login');
  await page.getByLabel('用户名').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/console\/login/);
}

/**
 * Puts the pool into the page's coupon module and publishes, through the page editor's calls as
 * the signed-in operator (the editor's own journey drives its screen).
 */
async function placeInPage(page: Page, poolId: number): Promise<void> {
  const me = await page.request.get('/admin-api/auth/me');
  const csrf = ((await me.json()) as { result: { csrfToken: string } }).result.csrfToken;
  const headers = { 'x-csrf-token': csrf };
  const detail = await page.request.get(`/admin-api/pages/${PAGE_CODE}`);
  const draft = ((await detail.json()) as { result: { draft: { moduleList: { columnType: string; cardPoolIds: number[] }[] } } }).result.draft;
  const coupons = draft.moduleList.find((m) => m.columnType === 'coupon');
  if (!coupons) throw new Error(`${PAGE_CODE} has no coupon module`);
  coupons.cardPoolIds = [poolId, ...coupons.cardPoolIds];
  const saved = await page.request.put(`/admin-api/pages/${PAGE_CODE}/draft`, { data: draft, headers });
  expect(saved.ok(), await saved.text()).toBe(true);
  const published = await page.request.post(`/admin-api/pages/${PAGE_CODE}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
}

test('an operator creates a coupon pool in the console, and a shopper claims it in the shop', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await signInToConsole(page);
  const cardName = `E2E满减券${String(Date.now()).slice(-4)}`;

  await page.goto('/console/marketing/coupons');
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

  const list = await page.request.get(`/admin-api/marketing/pools?keyword=${encodeURIComponent(cardName)}`);
  const poolId = Number(((await list.json()) as { result: { result: { id: string }[] } }).result.result[0]!.id);
  await placeInPage(page, poolId);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
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

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(cardName) })).toContainText('剩余 49 / 共 50');
});
