import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, logInAt } from './support.ts';

const newPhone = (): string => `137${String(Date.now()).slice(-8)}`;
/** Set SHOTS_DIR to keep screenshots of the pages at the phone viewport. */
const shot = async (page: Page, name: string): Promise<void> => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

const card = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`^${name} `) });

async function pickRegion(page: Page, ...names: string[]): Promise<void> {
  await page.getByRole('button', { name: /所在地区|请选择省/ }).click();
  const picker = page.locator('.adm-cascader');
  for (const name of names) await picker.locator('.adm-check-list-item', { hasText: new RegExp(`^${name}$`) }).click();
  await shot(page, 'address-form-picker');
  await picker.getByText('确定').click();
  await expect(picker).toBeHidden();
}

async function fillAddress(page: Page, values: { name: string; phone: string; region: string[]; detail: string }): Promise<void> {
  await page.getByLabel('收货人').fill(values.name);
  await page.getByLabel('手机号').fill(values.phone);
  await pickRegion(page, ...values.region);
  await expect(page.getByText(values.region.join(' '))).toBeVisible();
  await page.getByLabel('详细地址').fill(values.detail);
}

test('an address book: add with the region picker, edit, add a default, choose, delete', async ({ page }) => {
  const errors = collectErrors(page);
  await logInAt(page, newPhone(), '/address/list?select=1');
  await expect(page.getByText('还没有收货地址')).toBeVisible();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await expect(page).toHaveURL(/\/address\/add$/);

  // Every field says what it needs before anything is sent.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入收货人姓名')).toBeVisible();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByText('请选择正确的所在地区')).toBeVisible();
  await expect(page.getByText('请输入详细地址(2-100字)')).toBeVisible();

  await fillAddress(page, { name: '张三', phone: '13800138000', region: ['广东省', '深圳市', '南山区'], detail: '科技园南区 曜川大厦 18 楼' });
  await shot(page, 'address-form');
  await page.getByRole('button', { name: '保存' }).click();

  // Back on the choosing list: the first address is the default.
  await expect(page).toHaveURL(/\/address\/list\?select=1$/);
  await expect(card(page, '张三')).toContainText('默认');
  await expect(card(page, '张三')).toContainText('广东省深圳市南山区科技园南区 曜川大厦 18 楼');

  await card(page, '张三').getByRole('link', { name: '编辑 张三' }).click();
  await expect(page.getByLabel('收货人')).toHaveValue('张三');
  await expect(page.getByText('广东省 深圳市 南山区')).toBeVisible();
  await page.getByLabel('收货人').fill('张小三');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(card(page, '张小三')).toBeVisible();

  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fillAddress(page, { name: '李四', phone: '13900139000', region: ['浙江省', '杭州市', '西湖区'], detail: '文三路 90 号' });
  await page.getByRole('switch', { name: '设为默认地址' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/address\/list\?select=1$/);
  // The new default comes first and the old one loses its tag.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/^李四 /);
  await expect(card(page, '李四')).toContainText('默认');
  await expect(card(page, '张小三')).not.toContainText('默认');
  await shot(page, 'address-list-select');

  // Choosing makes the address the order's.
  await card(page, '张小三').getByRole('button').first().click();
  await expect(page).not.toHaveURL(/\/address\/list/);
  const chosen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('yc_emall_order_address') ?? 'null') as { name: string } | null);
  expect(chosen?.name).toBe('张小三');

  // Managing: the default moves back, then one address is deleted after the confirm.
  await page.goto('/address/unselectlist');
  await card(page, '张小三').getByText('设为默认').click();
  await expect(card(page, '张小三')).toContainText('默认地址');
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/^张小三 /);
  await shot(page, 'address-manage');
  await page.getByRole('button', { name: '删除 李四' }).click();
  await expect(page.getByText('确定删除该地址吗?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(card(page, '李四')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a store chosen by city, through the city page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/store/stores/chose');
  // No position allowed: the city list instead.
  await expect(page.getByText('无法获取您的位置,请选择城市')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^深圳市/ })).toBeVisible();
  await shot(page, 'store-chooser-no-position');
  await page.getByRole('button', { name: /^深圳市/ }).click();
  await expect(page.getByTestId('chooser-city')).toHaveText('深圳市');
  await expect(page.getByRole('button', { name: '曜川深圳南山体验店' })).toBeVisible();

  await page.getByRole('button', { name: '切换城市' }).click();
  await expect(page).toHaveURL(/\/address\/city$/);
  await expect(page.getByRole('button', { name: /^深圳市/ })).toBeVisible();
  await shot(page, 'city-page');
  await page.getByRole('searchbox').fill('杭州');
  await expect(page.getByRole('button', { name: /^深圳市/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^杭州市/ }).click();
  await expect(page).toHaveURL(/\/store\/stores\/chose$/);
  await expect(page.getByTestId('chooser-city')).toHaveText('杭州市');
  await page.getByRole('button', { name: '曜川杭州滨江服务中心' }).click();
  const chosen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('yc_emall_chosen_store') ?? 'null') as { storeName: string } | null);
  expect(chosen?.storeName).toBe('曜川杭州滨江服务中心');

  // Back on the chooser, the chosen store is ticked.
  await page.goto('/store/stores/chose');
  await expect(page.getByRole('button', { name: '曜川杭州滨江服务中心' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: { longitude: 113.9436, latitude: 22.5405 }, permissions: ['geolocation'] });

  test('the stores nearest come first, with their distance', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/store/stores/chose');
    await expect(page.getByTestId('chooser-city')).toHaveText('深圳市');
    const stores = page.getByRole('region', { name: '离您最近的门店' }).getByRole('button');
    await expect(stores.first()).toHaveAccessibleName(/^曜川深圳南山体验店 /);
    await expect(stores.first()).toContainText(/\d+m|\d+\.\dkm/);
    await expect(stores.nth(1)).toHaveAccessibleName(/^曜川深圳福田用户中心 /);
    await expect(stores.nth(1)).toContainText(/\d+\.\dkm/);
    await shot(page, 'store-chooser');
    await stores.nth(1).click();
    const chosen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('yc_emall_chosen_store') ?? 'null') as { storeName: string } | null);
    expect(chosen?.storeName).toBe('曜川深圳福田用户中心');
    expect(errors).toEqual([]);
  });

  test('定位 fills the region of the address form', async ({ page }) => {
    await logInAt(page, newPhone(), '/address/add');
    await page.getByRole('button', { name: /定位/ }).click();
    await expect(page.getByText('广东省 深圳市 南山区')).toBeVisible();
  });
});
