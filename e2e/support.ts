import { expect, type Page } from '@playwright/test';

/** The code the sandbox carrier "sent" to a phone, read back as a developer would. */
export async function latestSmsCode(page: Page, phone: string): Promise<string> {
  const res = await page.request.get(`/api-gateway/dev/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as { result: { code: string }[] };
  const code = body.result[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/**
 * A demo phone another spec has just used may still be in its one-code-a-minute window: waits
 * until the window closes (from when its last code was sent) instead of polling the page.
 */
async function waitOutSmsWindow(page: Page, phone: string): Promise<void> {
  const res = await page.request.get(`/api-gateway/dev/sms-outbox?phone=${phone}`);
  const sentAt = ((await res.json()) as { result: { sentAt: string }[] }).result[0]?.sentAt;
  if (!sentAt) return;
  const left = Date.parse(sentAt) + E2E_SMS_RESEND_SECONDS * 1000 + 250 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * Headers of a shopper on a network of its own, for a browser context a journey opens itself
 * (fixtures.ts gives the journey's own context one per file): the server, trusting loopback as
 * its proxy, counts its SMS sends against this address, not against 127.0.0.1.
 */
export const SHOPPER_ELSEWHERE = { 'x-forwarded-for': '198.51.100.23' } as const;

/**
 * On the login page: enters the phone, asks for a code and types it. Should the server still
 * refuse (clocks a little apart), it asks again as a person would.
 */
export async function enterPhoneAndCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await waitOutSmsWindow(page, phone);
  const codeStep = page.getByRole('heading', { name: '输入验证码' });
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: '获取验证码' }).click();
    try {
      await expect(codeStep).toBeVisible({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt >= 15) throw error;
      await page.waitForTimeout(5_000);
    }
  }
  await page.keyboard.type(await latestSmsCode(page, phone));
}

/** Logs in through the login page and comes back to `redirect`. */
export async function logInAt(page: Page, phone: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirectUrl=${encodeURIComponent(redirect)}`);
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/**
 * Script errors, server faults and assets that fail to load. API answers of 4xx are business
 * outcomes the page shows (a wrong code is HTTP 400), so they are not errors here.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('response', (res) => {
    const isApi = new URL(res.url()).pathname.startsWith('/api-gateway/');
    if (res.status() >= 500 || (!isApi && res.status() >= 400)) errors.push(`${res.status()} ${res.url()}`);
  });
  return errors;
}

/** Where the app keeps the logged-in session on the device. */
export const SESSION_KEY = 'yc_emall_session';
/**
 * The e2e server's wait between two login codes to one phone (playwright.config.ts sets
 * SMS_RESEND_SECONDS from it): journeys share the demo phones, and the real 60 s window cost the
 * run a minute of waiting. The window itself is tested in the auth API tests at its default.
 */
export const E2E_SMS_RESEND_SECONDS = 2;
/**
 * The port of the e2e server of worker `index` (playwright.config.ts starts one a worker, each on
 * its own database): E2E_PORT for the first, then a thousand apart, clear of the 33xx ports the
 * engineers' own runs take.
 */
export const e2eServerPort = (port: number, index: number): number => port + index * 1000;
/** The e2e server's catalogue cache (playwright.config.ts sets CATALOGUE_CACHE_SECONDS from it). */
export const E2E_CATALOGUE_CACHE_SECONDS = 1;
/** How long a journey waits for the catalogue cache to turn over: its window and a second to spare. */
export const CATALOGUE_CACHE_MS = (E2E_CATALOGUE_CACHE_SECONDS + 1) * 1000;

/** A phone no one has used yet: `prefix` (three digits) and the clock's last eight. */
export const newPhone = (prefix: string): string => `${prefix}${String(Date.now()).slice(-8)}`;

/**
 * The phone's device pixel ratio in the journeys: 1, or a phone's 2 when SHOTS_DIR keeps
 * screenshots for review. Two pixels a CSS pixel make the browser raster and composite four
 * times the pixels, which cost the journeys 15% of their CPU (25 journeys: 130 s against 111 s)
 * and no assertion reads.
 */
export const PHONE_DPR = process.env.SHOTS_DIR ? 2 : 1;

/** Set SHOTS_DIR to keep screenshots of the pages at the phone viewport (390x844). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

export type Card = { id: string; saleName: string; shareUrl: string };

/** One of the seeded goods, found on the boutique shelf by part of its name. */
export async function seeded(page: Page, saleNamePart: string): Promise<Card> {
  const res = await page.request.get('/api-gateway/hermes/annex/v1/goods/search?bizType=1002&pageSize=50');
  const cards = ((await res.json()) as { result: { result: Card[] } }).result.result;
  const card = cards.find((c) => c.saleName.includes(saleNamePart));
  if (!card) throw new Error(`no seeded goods named like ${saleNamePart}`);
  return card;
}

/** The logged-in user's token, as the app keeps it on the device. */
async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('not logged in');
  return token;
}

/** Calls the API as the logged-in user; answers the result, or throws on a business code. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers = { 'login-token': await sessionToken(page), ...extraHeaders };
  const res = method === 'GET' ? await page.request.get(`/api-gateway${path}`, { headers }) : await page.request.post(`/api-gateway${path}`, { headers, data });
  const body = (await res.json()) as { code: number; message: string; result: T };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.result;
}

/** A goods' stock as its (cached) detail shows it. */
export const stockOf = async (page: Page, productId: string): Promise<number> =>
  (await api<{ stock: number }>(page, 'GET', `/hermes/v2/goods/${productId}`)).stock;

/** Adds a default address in Shanghai Pudong to the logged-in user's book, through the API. */
export async function addDefaultAddress(page: Page, person: { name: string; phone: string; detail: string }): Promise<void> {
  await api(page, 'POST', '/api/app/user/user-address', {
    ...person,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    isDefault: true,
  });
}

/** On the home page's 领券中心: claims the new-user coupon (满199减20) and sees it turn to 去使用. */
export async function claimWelcomeCoupon(page: Page): Promise<void> {
  await page.goto('/store/home/shop');
  const coupon = page.getByRole('region', { name: '领券中心', exact: true }).getByRole('article', { name: '新人专享券' });
  await coupon.getByRole('button', { name: '立即领取' }).click();
  await expect(coupon.getByRole('button', { name: '去使用' })).toBeVisible();
}

/** On the cashier: pays the recommended way through the sandbox gateway and lands on the success result. */
export async function payAtSandboxGateway(page: Page, orderNo: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await page.getByRole('button', { name: /^确认支付 ¥/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/gateway/);
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/result\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('region', { name: '支付成功' })).toBeVisible();
}

/**
 * A paid order of one piece of `goods` (its first SKU, the default address), set up through the
 * API as the shop's pages call it: submit, start a payment, press 支付 on the sandbox gateway (which
 * posts the signed notification before it answers). Seconds faster than the checkout's pages, for
 * journeys about what comes after the payment. Answers the order's id, number and cash paid (fen).
 */
export async function paidOrderByApi(page: Page, goods: Card): Promise<{ orderId: string; orderNo: string; payAmount: number }> {
  const detail = await api<{ skus: { productSpecsId: string }[] }>(page, 'GET', `/hermes/v2/goods/${goods.id}`);
  const key = { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const order = await api<{ orderId: string; orderNo: string; payAmount: number }>(page, 'POST', '/hermes/v2/orders', { productSpecsId: detail.skus[0]!.productSpecsId }, key);
  const payment = await api<{ payUrl: string }>(page, 'POST', '/hermes/v1/view/pay/icbc/b2c-online', { orderNo: order.orderNo, channel: 'WechatPay' });
  const gateway = new URL(payment.payUrl, page.url());
  const paid = await page.request.post(gateway.pathname, { form: { ...Object.fromEntries(gateway.searchParams), action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const trade = await api<{ tradeStatus: number }>(page, 'GET', `/hermes/v1/trade/result/${order.orderNo}`);
  expect(trade.tradeStatus).toBe(1); // TradeStatus.success
  return order;
}
