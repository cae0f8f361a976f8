import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, logInAt } from './support.ts';

/** The seeded cap (id 4): ¥129, 每人限购 2 件. */
const CAP = '/store/boutique/product?productId=4';
const SESSION_KEY = 'yc_emall_session';
const newPhone = (): string => `137${String(Date.now()).slice(-8)}`;

/** Set SHOTS_DIR to keep screenshots of the pages at the phone viewport (390x844). */
const shot = async (page: Page, name: string): Promise<void> => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

async function api<T>(page: Page, path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
  const res = await page.request.post(`/api-gateway${path}`, { headers: { 'login-token': token, ...headers }, data });
  const body = (await res.json()) as { code: number; message: string; result: T };
  if (body.code !== 0) throw new Error(`POST ${path}: ${body.code} ${body.message}`);
  return body.result;
}

test('a purchase-limited product shows 限购2件,再爱也需克制 to a user who bought the limit', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await logInAt(page, newPhone(), CAP);
  await api(page, '/api/app/user/user-address', {
    name: '周曜',
    phone: '13800138000',
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号 18楼1801室',
    isDefault: true,
  });
  await page.reload();

  // Under the limit: the page lets the user buy, and the first cap is ordered through the submit page.
  const buy = page.getByRole('button', { name: '立即购买' });
  await expect(buy).toBeEnabled();
  await expect(page.getByText('限购2件,再爱也需克制')).toHaveCount(0);
  await buy.click();
  await expect(page).toHaveURL(/\/store\/boutique\/submit\?productId=4&productSpecsId=\d+&num=1$/);
  const productSpecsId = new URL(page.url()).searchParams.get('productSpecsId') ?? '';
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/cashier\?orderNo=YC\d+/);

  // The second through the same submit call the page makes: the user now holds the limit (unpaid orders count).
  await api(page, '/hermes/v2/orders', { productId: '4', productSpecsId, purchaseCount: 1 }, { 'idempotency-key': randomUUID() });

  await page.goto(CAP);
  const notice = page.getByRole('status').filter({ hasText: '限购2件,再爱也需克制' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  await shot(page, 'goods-limit-reached');
  expect(errors).toEqual([]);
});
