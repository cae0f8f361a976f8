import { expect, test, type Page } from './fixtures.ts';
import { addDefaultAddress, api, CATALOGUE_CACHE_MS, collectErrors, logInAt, newPhone, payAtSandboxGateway, seeded, SESSION_KEY, shot, stockOf, type Card } from './support.ts';

/**
 * The order list and detail (issue 8): an unpaid order under 待付款, cancelled there, back under 全部
 * as 已取消 with its stock returned; an E-value order paid at once and a cash order paid through the
 * sandbox gateway, both under 待发货 (the sandbox warehouse ships after ORDER_SHIP_DELAY_SECONDS,
 * two minutes by default) with their detail.
 */
const OWNER = '13800000001';

type Stock = { stock: number; skus: { specsName: string; stock: number }[] };
const skuStockOf = async (page: Page, productId: string, specsName: string): Promise<number> =>
  (await api<Stock>(page, 'GET', `/hermes/v2/goods/${productId}`)).skus.find((sku) => sku.specsName === specsName)?.stock ?? -1;
/** The catalogue is cached for a few seconds (CATALOGUE_CACHE_SECONDS): stock is polled until the cache has it. */
const POLL = { timeout: 15_000 };

/** A new user with a default address. */
async function newBuyer(page: Page): Promise<void> {
  await logInAt(page, newPhone('137'), '/store/home/shop');
  await addDefaultAddress(page, { name: '周宁', phone: '13700137000', detail: '张江路 66 号 3 楼' });
}

/** Buys one of the goods through its product and submit pages; answers the orderNo on the page it lands on. */
async function buy(page: Page, card: Card): Promise<string> {
  await page.goto(card.shareUrl);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/(cashier|result)\?orderNo=YC\d{20}/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `订单 ${orderNo}` });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('an unpaid order waits under 待付款 with its countdown; cancelled, it shows as 已取消 and its stock is back', async ({ page }) => {
  const errors = collectErrors(page);
  const backpack = await seeded(page, '城市通勤双肩包');
  await newBuyer(page);
  // Earlier specs moved this stock: the first reading waits out the goods cache so it is today's.
  await page.waitForTimeout(CATALOGUE_CACHE_MS);
  const before = await stockOf(page, backpack.id);
  const greyBefore = await skuStockOf(page, backpack.id, '雾灰');
  const orderNo = await buy(page, backpack);
  await expect.poll(() => stockOf(page, backpack.id), POLL).toBe(before - 1);

  await page.goto('/order/list?status=waitPay');
  await expect(tab(page, '待付款')).toHaveAttribute('aria-selected', 'true');
  const card = orderCard(page, orderNo);
  await expect(card).toContainText('待付款');
  await expect(card).toContainText('城市通勤双肩包');
  await expect(card.getByLabel('需付款 ¥269.00')).toBeVisible();
  await expect(card.getByRole('button', { name: '去支付' })).toBeVisible();
  await shot(page, 'orders-list-wait-pay');

  // The detail counts down to the pay deadline, every second.
  await card.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await expect(page).toHaveURL(/\/order\/detail\?orderId=\d+$/);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/剩余支付时间 \d\d:\d\d/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '');
  await expect(page.getByRole('region', { name: '收货地址' })).toContainText('张江路 66 号 3 楼');
  await shot(page, 'orders-detail-wait-pay');
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/list\?status=waitPay$/);

  // 再想想 keeps it; 取消订单 cancels it.
  await card.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '再想想' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(page.getByRole('heading', { name: '暂无订单' })).toBeVisible();
  await expect(page.getByText('「待付款」下暂无相关订单')).toBeVisible();
  await expect(page.getByText('订单已取消')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'orders-list-empty-tab');

  await tab(page, '全部').click();
  await expect(page).toHaveURL(/\/order\/list\?status=all$/);
  await expect(card).toContainText('已取消');
  await expect(card.getByRole('button', { name: '删除订单' })).toBeVisible();
  await shot(page, 'orders-list-all');
  await expect.poll(() => stockOf(page, backpack.id), POLL).toBe(before);

  // The stock is back on the product page too: the sheet offers what there was before the order.
  await page.goto(backpack.shareUrl);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByRole('dialog')).toContainText(`已选 雾灰 · 库存 ${greyBefore}`);
  expect(errors).toEqual([]);
});

test('the owner’s E-value cup is paid at once and waits under 待发货; its detail opens from the list', async ({ page }) => {
  const errors = collectErrors(page);
  await logInAt(page, OWNER, '/store/home/shop');
  const orderNo = await buy(page, { id: '3', saleName: '钛金保温杯', shareUrl: '/store/boutique/product?productId=3' });
  await expect(page).toHaveURL(/\/pay\/result\?orderNo=/);

  await page.goto('/order/list');
  await tab(page, '待发货').click();
  await expect(page).toHaveURL(/\/order\/list\?status=waitSend$/);
  const card = orderCard(page, orderNo);
  await expect(card).toContainText('待发货');
  await expect(card.getByLabel('实付 ¥0.00 +1590 E值')).toBeVisible();
  await card.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();

  await expect(page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '待发货' })).toBeVisible();
  await expect(page.getByRole('region', { name: '商品信息' })).toContainText('钛金保温杯');
  await expect(page.getByRole('region', { name: '金额明细' })).toContainText('1590 E值');
  const info = page.getByRole('region', { name: '订单信息' });
  await expect(info).toContainText(orderNo);
  await expect(info).toContainText('E值支付');
  await expect(page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '再次购买' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a cash order paid through the sandbox gateway waits under 待发货; its detail shows the payment and buys it again', async ({ page }) => {
  const errors = collectErrors(page);
  const backpack = await seeded(page, '城市通勤双肩包');
  await newBuyer(page);
  const orderNo = await buy(page, backpack);
  await payAtSandboxGateway(page, orderNo);

  await page.goto('/order/list?status=waitSend');
  const card = orderCard(page, orderNo);
  await expect(card).toContainText('待发货');
  await expect(card.getByLabel('实付 ¥269.00')).toBeVisible();
  await expect(tab(page, '待发货')).toContainText('1');
  await shot(page, 'orders-list-wait-send');

  await card.getByRole('link', { name: `查看订单详情 ${orderNo}` }).click();
  await expect(page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '待发货' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  const info = page.getByRole('region', { name: '订单信息' });
  await expect(info).toContainText('支付时间');
  await expect(info).toContainText('在线支付');
  await expect(info.getByRole('listitem')).toHaveText([/^待发货/, /^待付款/]);
  await shot(page, 'orders-detail-paid');

  // 再次购买 puts the backpack back into the cart.
  await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '再次购买' }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole('article', { name: /城市通勤双肩包/ })).toBeVisible();
  await page.goBack();

  // Another user's order is not there for this one.
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await logInAt(page, newPhone('137'), '/store/home/shop');
  await page.goto(`/order/detail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '订单不存在' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: { longitude: 113.9436, latitude: 22.5405 }, permissions: ['geolocation'] });

  test('a paid store-pickup order shows its pickup voucher with a QR code', async ({ page }) => {
    const errors = collectErrors(page);
    const backpack = await seeded(page, '城市通勤双肩包');
    await logInAt(page, newPhone('137'), backpack.shareUrl);
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('radio', { name: '门店自提' }).click();
    await page.getByRole('button', { name: '请选择自提门店' }).click();
    await page.getByRole('region', { name: '离您最近的门店' }).getByRole('button').first().click();
    await expect(page.getByRole('region', { name: '配送方式' })).toContainText('曜川深圳南山体验店');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('button', { name: /^确认支付 ¥/ }).click();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page.getByRole('region', { name: '支付成功' })).toBeVisible();

    await page.getByRole('button', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/\/order\/detail\?orderId=\d+$/);
    await expect(page.getByRole('region', { name: '自提门店' })).toContainText('曜川深圳南山体验店');
    const block = page.getByRole('region', { name: '提货凭证' });
    await expect(block).toContainText(/提货码 \S+/);
    await expect(block.getByRole('img', { name: '提货凭证二维码' })).toBeVisible();
    await shot(page, 'orders-detail-pickup');

    await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '提货凭证' }).click();
    const sheet = page.getByRole('dialog', { name: '提货凭证' });
    const qr = sheet.getByRole('img', { name: '提货凭证二维码' });
    await expect(qr).toBeVisible();
    // A drawn QR code, not a broken picture.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(sheet).toContainText('待提货');
    await shot(page, 'orders-voucher');
    expect(errors).toEqual([]);
  });
});
