import { expect, test, type Page } from './fixtures.ts';
import { addDefaultAddress, api, CATALOGUE_CACHE_MS, collectErrors, logInAt, newPhone, seeded, shot, stockOf, type Card } from './support.ts';

/**
 * Paying (issue 8): the cashier, the sandbox gateway, /payTransfer and the result; a bank transfer;
 * an unpaid order whose countdown runs out — its deadline brought near through the dev route
 * `POST /dev/orders/pay-deadline` (orders get 30 minutes; no other order's deadline moves).
 */
/** A new user with an address, on the backpack's page. */
async function newBuyer(page: Page): Promise<Card> {
  const backpack = await seeded(page, '城市通勤双肩包');
  await logInAt(page, newPhone('135'), '/store/home/shop');
  await addDefaultAddress(page, { name: '陈一', phone: '13900139000', detail: '张江路 88 号 6 楼' });
  return backpack;
}

/** Buys one backpack through the product and submit pages and lands on the cashier; answers its orderNo. */
async function buyBackpack(page: Page, backpack: Card): Promise<string> {
  await page.goto(backpack.shareUrl);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByLabel(/^实付 /)).toHaveAccessibleName('实付 ¥269.00');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/cashier\?orderNo=YC\d{20}&tradeScene=/);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

const payButton = (page: Page) => page.getByRole('button', { name: /^确认支付 ¥/ });

test('a shopper buys the backpack, pays through the sandbox gateway and sees the success result', async ({ page }) => {
  const errors = collectErrors(page);
  const backpack = await newBuyer(page);
  const orderNo = await buyBackpack(page, backpack);

  // The cashier: the amount, the time left ticking, the recommended way chosen.
  await expect(page.getByTestId('cashier-amount')).toHaveText('¥269.00');
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/支付剩余时间(29|30):\d\d/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '');
  const ways = page.getByRole('radiogroup', { name: '请选择支付方式' });
  await expect(ways.getByRole('radio', { name: '微信支付' })).toHaveAttribute('aria-checked', 'true');
  await expect(ways.getByRole('radio')).toHaveCount(5);
  await ways.getByRole('radio', { name: '支付宝' }).click();
  await expect(ways.getByRole('radio', { name: '支付宝' })).toHaveAttribute('aria-checked', 'true');
  await expect(payButton(page)).toHaveText('确认支付 ¥269.00');
  await shot(page, 'pay-cashier');

  // The sandbox gateway: the channel, the amount, the order; 支付 notifies the server and comes back.
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/gateway/);
  await expect(page.getByText('¥269.00')).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText(/支付宝/)).toBeVisible();
  await shot(page, 'pay-gateway');
  await page.getByRole('button', { name: '支付', exact: true }).click();

  // Through /payTransfer to the result.
  await expect(page).toHaveURL(new RegExp(`/pay/result\\?orderNo=${orderNo}$`));
  const success = page.getByRole('region', { name: '支付成功' });
  await expect(success.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(success.getByTestId('result-amount')).toHaveText('¥269.00');
  await expect(page.getByText('支付宝')).toBeVisible();
  await expect(page.getByRole('button', { name: '查看订单' })).toBeVisible();
  await shot(page, 'pay-success');

  const trade = await api<{ tradeStatus: number; payStatus: number; cashFlowNo: string }>(page, 'GET', `/hermes/v1/trade/result/${orderNo}`);
  expect(trade).toMatchObject({ tradeStatus: 1, payStatus: 0 });

  // The receipt of the payment.
  await page.getByRole('button', { name: '查看支付凭证' }).click();
  const receipt = page.getByRole('article', { name: '支付凭证' });
  await expect(receipt).toContainText(trade.cashFlowNo);
  await expect(receipt).toContainText('¥269.00');
  await page.goBack();

  // Paying again is refused: the cashier of a paid order leads to its result.
  await page.goto(`/pay/cashier?orderNo=${orderNo}`);
  await expect(page).toHaveURL(new RegExp(`/pay/result\\?orderNo=${orderNo}$`));

  await page.goto(`/pay/result?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\/detail\?orderId=\d+$/);
  expect(errors).toEqual([]);
});

test('a shopper chooses a bank transfer: the receiving account to copy, then the money arrives', async ({ page, context }) => {
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const backpack = await newBuyer(page);
  const orderNo = await buyBackpack(page, backpack);

  await page.getByRole('radio', { name: '银行转账' }).click();
  await payButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/pay/transfer-info\\?orderNo=${orderNo}$`));
  const account = page.getByRole('region', { name: '收款账户' });
  await expect(account).toContainText('收款户名');
  await expect(account).toContainText(/该收款账号\d+天后将重新生成/);
  await expect(page.getByRole('region', { name: '转账金额' })).toContainText('269.00');
  await page.getByRole('button', { name: '复制收款账号' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{10,}$/);
  await shot(page, 'pay-transfer-info');

  // The sandbox plays the bank: the money arrives and the order is paid.
  await page.getByRole('button', { name: '模拟银行到账(开发环境)' }).click();
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page.getByRole('region', { name: '支付成功' })).toBeVisible();

  // A finished transfer is not made again (§4).
  await page.goto(`/pay/transfer-info?orderNo=${orderNo}`);
  await expect(page.getByText('订单状态异常！')).toBeVisible();
  await expect(page).not.toHaveURL(/transfer-info/);
  expect(errors).toEqual([]);
});

test('an unpaid order’s countdown runs out: the cashier says it is closed and the stock is back', async ({ page }) => {
  const errors = collectErrors(page);
  const backpack = await newBuyer(page);
  const orderNo = await buyBackpack(page, backpack);
  await expect(page.getByRole('timer')).toContainText(/支付剩余时间(29|30):\d\d/);
  // Goods are read through the catalogue cache: what the order holds shows once it has passed.
  await page.waitForTimeout(CATALOGUE_CACHE_MS);
  const held = await stockOf(page, backpack.id);

  // Ten seconds left: the cashier counts them down, asks the server at zero, and the order is closed.
  await api(page, 'POST', '/dev/orders/pay-deadline', { orderNo, seconds: 10 });
  await page.reload();
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/支付剩余时间00:(10|0\d)/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '');
  await expect(page.getByRole('heading', { name: '订单已超时,请重新下单' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'pay-timeout');
  const countdown = await api<{ closed: boolean; remainSeconds: number }>(page, 'GET', `/hermes/v1/orders/pay-countdown/${orderNo}`);
  expect(countdown).toMatchObject({ closed: true, remainSeconds: 0 });
  await expect.poll(() => stockOf(page, backpack.id), { timeout: 15_000 }).toBe(held + 1);

  // A closed order cannot be paid: its cashier says so at once.
  await page.goto(`/pay/cashier?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { name: '订单已超时,请重新下单' })).toBeVisible();
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\/detail\?orderId=\d+$/);
  expect(errors).toEqual([]);
});
