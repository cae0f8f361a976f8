import { expect, test, type Page } from './fixtures.ts';
import { addDefaultAddress, api, claimWelcomeCoupon, collectErrors, logInAt, newPhone, seeded, SESSION_KEY, shot, type Card } from './support.ts';

/** 13800000001: the demo owner, with 50 000 E值 and the car LYC0ES9A0R1000001. */
const OWNER = '13800000001';
const OWNER_VIN = 'LYC0ES9A0R1000001';

const eValueBalance = async (page: Page): Promise<number> =>
  (await api<{ pointsBalance: number }>(page, 'GET', '/hermes/v1/points?dimension=1')).pointsBalance;

/** The order behind the cashier's orderNo is the user's: its trade scene answers (another user's or none would not). */
async function expectOrder(page: Page, orderNo: string, tradeScene?: string): Promise<void> {
  const scene = await api<{ orderNo: string; tradeScene: string }>(page, 'POST', '/hermes/v1/orders/trade/scene', { orderNo });
  expect(scene.orderNo).toBe(orderNo);
  if (tradeScene) expect(scene.tradeScene).toBe(tradeScene);
}

/** On the cashier (built in the next issue): its orderNo and tradeScene. */
async function cashierOrder(page: Page): Promise<{ orderNo: string; tradeScene: string }> {
  await expect(page).toHaveURL(/\/pay\/cashier\?orderNo=[^&]+&tradeScene=[^&]+$/);
  const url = new URL(page.url());
  return { orderNo: url.searchParams.get('orderNo') ?? '', tradeScene: url.searchParams.get('tradeScene') ?? '' };
}

/** An address of the user's book, made through the API when the book is empty. */
async function ensureAddress(page: Page): Promise<void> {
  const list = await api<unknown[]>(page, 'GET', '/api/app/user/user-address/list');
  if (list.length > 0) return;
  await addDefaultAddress(page, { name: '林曜', phone: OWNER, detail: '世纪大道100号 18楼1801室' });
}

async function buyNow(page: Page, card: Card, submitPath: string): Promise<void> {
  await page.goto(card.shareUrl);
  await expect(page.getByRole('heading', { level: 1, name: card.saleName })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`${submitPath}\\?`));
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
}

const payTotal = (page: Page) => page.getByLabel(/^实付 /);
/** Why the order cannot go, above the bottom bar. */
const blockReason = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const submit = (page: Page) => page.getByRole('button', { name: '提交订单' });

// The owner logs in once (one SMS code a minute per phone); each journey starts with that session.
let ownerSession = '';
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInAt(page, OWNER, '/store/home/shop');
  ownerSession = (await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '';
  await ensureAddress(page);
  await page.close();
});

async function asOwner(page: Page): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, ownerSession] as const);
}

test('a new user buys a boutique product for an address made on the address page', async ({ page }) => {
  const errors = collectErrors(page);
  const model = await seeded(page, '合金收藏车模');
  await logInAt(page, newPhone('136'), model.shareUrl);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/store\/boutique\/submit\?productId=\d+&productSpecsId=\d+&num=1$/);

  // No address yet: the card asks for one and the order cannot go.
  await expect(blockReason(page, '请选择收货地址')).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await page.getByRole('button', { name: '请选择收货地址' }).click();
  await expect(page).toHaveURL(/\/address\/list\?select=1$/);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByLabel('收货人').fill('张三');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByRole('button', { name: /所在地区|请选择省/ }).click();
  const picker = page.locator('.adm-cascader');
  for (const name of ['广东省', '深圳市', '南山区']) await picker.locator('.adm-check-list-item', { hasText: new RegExp(`^${name}$`) }).click();
  await picker.getByText('确定').click();
  await page.getByLabel('详细地址').fill('科技园南区 曜川大厦 18 楼');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/address\/list\?select=1$/);
  await page.getByRole('article', { name: /^张三 / }).getByRole('button').first().click();

  // Back on the order, with the address chosen.
  await expect(page).toHaveURL(/\/store\/boutique\/submit\?/);
  const delivery = page.getByRole('region', { name: '配送方式' });
  await expect(delivery).toContainText('张三');
  await expect(delivery).toContainText('138****8000');
  await expect(delivery).toContainText('科技园南区 曜川大厦 18 楼');
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥399.00');
  await submit(page).click();
  const order = await cashierOrder(page);
  await expectOrder(page, order.orderNo, order.tradeScene);
  expect(errors).toEqual([]);
});

test('the owner pays cash and E-value, with the best coupon preselected', async ({ page }) => {
  const errors = collectErrors(page);
  await asOwner(page);
  await page.goto('/store/home/shop');
  await claimWelcomeCoupon(page);
  const before = await eValueBalance(page);
  const model = await seeded(page, '合金收藏车模');
  await buyNow(page, model, '/store/boutique/submit');

  // ¥399, the new-user coupon takes ¥20 (满199减20) and up to ¥100 may be paid in E-value.
  await expect(page.getByRole('button', { name: /^优惠券/ })).toContainText('-¥20.00');
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥379.00');
  await page.getByRole('switch', { name: '使用E值抵扣' }).click();
  const input = page.getByRole('textbox', { name: '使用E值数量' });
  await expect(input).toHaveValue('1000');
  await expect(page.getByText('可输入0-1000E值,已抵扣100.00元')).toBeVisible();
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥279.00 +1000 E值');
  await input.fill('350');
  await input.blur();
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥344.00 +350 E值');
  await expect(page.getByText('可输入0-1000E值,已抵扣35.00元')).toBeVisible();
  await shot(page, 'checkout-boutique-address-coupon-evalue');
  await page.getByRole('region', { name: '金额明细' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: '金额明细' })).toContainText('E值抵扣-¥35.00');
  await shot(page, 'checkout-boutique-summary');

  await submit(page).click();
  const order = await cashierOrder(page);
  await expectOrder(page, order.orderNo);
  expect(await eValueBalance(page)).toBe(before - 350);
  expect(errors).toEqual([]);
});

test('a new user picks, drops and takes back a coupon; a used coupon is gone from the next order', async ({ page }) => {
  const errors = collectErrors(page);
  await logInAt(page, newPhone('136'), '/store/home/shop');
  await claimWelcomeCoupon(page);
  await api(page, 'POST', '/api/app/user/user-address', {
    name: '王五',
    phone: '13700137000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '文三路 90 号',
    isDefault: true,
  });
  const backpack = await seeded(page, '城市通勤双肩包');
  await buyNow(page, backpack, '/store/boutique/submit');
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥249.00');

  await page.getByRole('button', { name: /^优惠券/ }).click();
  const sheet = page.getByRole('dialog', { name: '选择优惠券' });
  await expect(sheet.getByRole('radio', { name: /新人专享券/ })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'checkout-coupon-popup');
  await sheet.getByRole('button', { name: '不使用优惠券' }).click();
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥269.00');
  await expect(page.getByRole('button', { name: /^优惠券/ })).toContainText('1张可用');
  await page.getByRole('button', { name: /^优惠券/ }).click();
  await sheet.getByRole('radio', { name: /新人专享券/ }).click();
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥249.00');

  await submit(page).click();
  const order = await cashierOrder(page);
  await expectOrder(page, order.orderNo);

  // A coupon is consumed once.
  await buyNow(page, backpack, '/store/boutique/submit');
  await expect(page.getByRole('button', { name: /^优惠券/ })).toContainText('暂无可用');
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥269.00');
  expect(errors).toEqual([]);
});

test('the owner buys the E-value-only cup', async ({ page }) => {
  const errors = collectErrors(page);
  await asOwner(page);
  await page.goto('/store/boutique/product?productId=3');
  const before = await eValueBalance(page);
  await expect(page.getByRole('heading', { level: 1, name: /钛金保温杯/ })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByText('E值支付')).toBeVisible();
  await expect(page.getByText(/需支付\s*1590\s*E值/)).toBeVisible();
  await expect(page.getByText(`当前可用 ${before} E值`)).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥0.00 +1590 E值');
  await shot(page, 'checkout-evalue-only');

  await submit(page).click();
  await expect(page).toHaveURL(/\/pay\/result\?orderNo=[^&]+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expectOrder(page, orderNo);
  expect(await eValueBalance(page)).toBe(before - 1590);
  expect(errors).toEqual([]);
});

test('the owner tops up a flow package for a VIN entered on the add-car page', async ({ page }) => {
  const errors = collectErrors(page);
  await asOwner(page);
  const flow = await seeded(page, '车载流量包');
  await buyNow(page, flow, '/virtual/flow/order/submit');
  await expect(page.getByRole('region', { name: '配送方式' })).toHaveCount(0);
  await expect(blockReason(page, '请输入车架号(VIN)')).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  await page.getByRole('button', { name: '请添加车辆(VIN)' }).click();
  await expect(page).toHaveURL(/\/virtual\/flow\/order\/addCar\?productSpecsId=\d+$/);
  const vin = page.getByRole('textbox', { name: '车架号(VIN)' });
  await vin.fill(OWNER_VIN.toLowerCase());
  await expect(vin).toHaveValue(OWNER_VIN);
  await shot(page, 'checkout-add-car');
  await page.getByRole('button', { name: '确认添加' }).click();

  await expect(page).toHaveURL(/\/virtual\/flow\/order\/submit\?/);
  await expect(page.getByRole('region', { name: '绑定车辆' })).toContainText(OWNER_VIN);
  await expect(page.getByRole('textbox', { name: '联系手机号' })).toHaveValue(OWNER);
  await expect(payTotal(page)).toHaveAccessibleName('实付 ¥30.00');
  await shot(page, 'checkout-flow-vin');
  await submit(page).click();
  const order = await cashierOrder(page);
  await expectOrder(page, order.orderNo, order.tradeScene);
  expect(errors).toEqual([]);
});

test('the owner signs the digital-key agreement before the first digital key is ordered', async ({ page }) => {
  const errors = collectErrors(page);
  await asOwner(page);
  const key = await seeded(page, 'NFC 卡片数字钥匙');
  await buyNow(page, key, '/store/digital/submit');
  await page.getByRole('button', { name: '请添加车辆(VIN)' }).click();
  await page.getByRole('textbox', { name: '车架号(VIN)' }).fill(OWNER_VIN);
  await page.getByRole('button', { name: '确认添加' }).click();
  await expect(page).toHaveURL(/\/store\/digital\/submit\?/);
  await expect(page.getByRole('region', { name: '绑定车辆' })).toContainText(OWNER_VIN);
  await submit(page).click();
  const sheet = page.getByRole('dialog', { name: '《数字钥匙服务协议》' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('协议内容')).toContainText('数字钥匙');
  await shot(page, 'checkout-digital-key-agreement');
  // Declining keeps the shopper on the page with nothing ordered.
  await sheet.getByRole('button', { name: '暂不同意' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/store\/digital\/submit\?/);
  await submit(page).click();
  await page.getByRole('dialog', { name: '《数字钥匙服务协议》' }).getByRole('button', { name: '同意并继续' }).click();
  const order = await cashierOrder(page);
  await expectOrder(page, order.orderNo, order.tradeScene);
  const tips = await api<{ showTips: boolean }>(page, 'GET', `/hermes/annex/v1/orders/virtual/digital-key/skip-tips?vin=${OWNER_VIN}`);
  expect(tips.showTips).toBe(false);
  expect(errors).toEqual([]);
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: { longitude: 113.9436, latitude: 22.5405 }, permissions: ['geolocation'] });

  test('a new user picks up a boutique order at a store', async ({ page }) => {
    const errors = collectErrors(page);
    const backpack = await seeded(page, '城市通勤双肩包');
    await logInAt(page, newPhone('136'), backpack.shareUrl);
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('radio', { name: '门店自提' }).click();
    await expect(page.getByRole('radio', { name: '门店自提' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '请选择自提门店' }).click();
    await expect(page).toHaveURL(/\/store\/stores\/chose$/);
    await page.getByRole('region', { name: '离您最近的门店' }).getByRole('button').first().click();

    await expect(page).toHaveURL(/\/store\/boutique\/submit\?/);
    await expect(page.getByRole('radio', { name: '门店自提' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('region', { name: '配送方式' })).toContainText('曜川深圳南山体验店');
    // Store pickup pays no carriage.
    await expect(page.getByText('运费', { exact: true }).locator('..')).toContainText('免运费');
    await expect(payTotal(page)).toHaveAccessibleName('实付 ¥269.00');
    await shot(page, 'checkout-store-pickup');
    await submit(page).click();
    const order = await cashierOrder(page);
    await expectOrder(page, order.orderNo);
    expect(errors).toEqual([]);
  });
});
