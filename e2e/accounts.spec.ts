import { expect, test, type Page } from './fixtures.ts';
import { collectErrors, enterPhoneAndCode } from './support.ts';

/** Accounts and entry: landing parameters, messenger sign-in through the sandbox, expiry, relays, agreements. */

const SESSION_KEY = 'yc_emall_session';

interface StoredSession {
  token: string | null;
  userId: string | null;
  phone: string | null;
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { state: StoredSession }).state ?? null) : null;
  }, SESSION_KEY);
}

/** On the sandbox messenger's consent sheet: be `who`, and allow. */
async function allowOnSandbox(page: Page, who: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/messenger\/authorize\?/);
  await page.getByRole('radio', { name: who }).check();
  await page.getByRole('button', { name: '允许' }).click();
}

test('a guest landing with need_login=true logs in with the registration clue and comes back as the inviter', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/store/boutique/product?productId=1&need_login=true&utm_source=poster&INVITER_ID=42');

  await expect(page).toHaveURL(/\/login\?/);
  const login = new URL(page.url());
  expect(login.searchParams.get('redirectUrl')).toBe('/store/boutique/product?productId=1&need_login=true&utm_source=poster&INVITER_ID=42');
  const clue = JSON.parse(login.searchParams.get('register_clue') ?? 'null') as Record<string, string>;
  expect(clue).toEqual({ product_id: '1', invitor_id: '42', utm_source: 'poster', need_login: 'true' });

  // A new phone: the account is created with the clue on its first login.
  await enterPhoneAndCode(page, '13912340101');

  await expect(page).toHaveURL(/\/store\/boutique\/product\?/);
  const session = await storedSession(page);
  expect(session?.token).toBeTruthy();
  expect(session?.userId).toBeTruthy();
  // INVITER_ID is now the user's own id, the rest of the address as it was.
  await expect.poll(() => new URL(page.url()).searchParams.get('INVITER_ID')).toBe(session?.userId);
  const back = new URL(page.url());
  expect(back.searchParams.get('productId')).toBe('1');
  expect(back.searchParams.get('utm_source')).toBe('poster');
  await expect(page.getByRole('heading', { name: /曜川 ES9/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('messenger sign-in through the sandbox: bind by phone once, then straight in after logging out', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login?sandbox=1');
  await page.getByRole('button', { name: '微信一键登录' }).click();
  await allowOnSandbox(page, /周末去露营/);

  // The openId has no account yet: the phone login links it.
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await expect(page.getByText('微信账号未绑定,验证手机号后完成绑定')).toBeVisible();
  await expect(page.getByRole('button', { name: '微信一键登录' })).toHaveCount(0);
  await enterPhoneAndCode(page, '13912340102');
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  const bound = await storedSession(page);
  expect(bound?.token).toBeTruthy();
  const openId = await page.evaluate(() => localStorage.getItem('yc_emall_wechat_user_info'));
  expect(openId).toMatch(/"openId":"o_/);

  // Log out from the login page, which offers it to a logged-in user.
  await page.goto('/login?sandbox=1');
  await expect(page.getByRole('heading', { name: '您已登录' })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
  expect((await storedSession(page))?.token ?? null).toBeNull();
  // The revoked token no longer works on the server.
  const revoked = await page.request.get('/api-gateway/api/auth/getLoginInfo', { headers: { 'login-token': bound?.token ?? '' } });
  expect(((await revoked.json()) as { code: number }).code).toBe(9999);

  // The same messenger user again: logged in without a phone step.
  await page.getByRole('button', { name: '微信一键登录' }).click();
  await allowOnSandbox(page, /周末去露营/);
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  const again = await storedSession(page);
  expect(again?.token).toBeTruthy();
  expect(again?.token).not.toBe(bound?.token);
  expect(again?.userId).toBe(bound?.userId);
  await expect(page.getByRole('heading', { name: '输入验证码' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a product page opened with an expired token clears the session and ends at login', async ({ page }) => {
  await page.goto('/store/dirty');
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ state: { token: 'bogus-token', userId: '1', phone: '13800000001' }, version: 0 }));
  }, SESSION_KEY);
  await page.goto('/store/boutique/product?productId=1');
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/store/boutique/product?productId=1');
  await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
  expect((await storedSession(page))?.token ?? null).toBeNull();
});

test('a guest gets one visitor token and sends it instead of a login token', async ({ page }) => {
  const issued: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api-gateway/api/auth/visitorToken')) issued.push(req.method());
  });
  await page.goto('/store/home/shop');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yc_emall_visitor_token')), { timeout: 10_000 }).toContain('vToken');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('yc_emall_visitor_token'))) ?? '{}') as { vToken: string; expiresAtMs: number };
  expect(stored.expiresAtMs).toBeGreaterThan(Date.now());

  // The home and the product page arrive server-rendered with their data: the goods call of a
  // client-side navigation from the home is the browser's own.
  const call = page.waitForRequest((req) => req.url().includes('/api-gateway/hermes/v2/goods/'));
  await page.getByRole('link', { name: /曜川 ES9 1:18 合金收藏车模/ }).click();
  const headers = (await call).headers();
  expect(headers['visitor-token']).toBe(stored.vToken);
  expect(headers['login-token']).toBeUndefined();
  expect(issued).toEqual(['POST']);
});

test('the relays refuse what they cannot do: no redirectUrl, a foreign one, no token', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).hostname.endsWith('evil.example.com')) foreign.push(req.url());
  });

  await page.goto('/auth?code=abc');
  await expect(page.getByText('url参数错误')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回商城首页' })).toBeVisible();

  await page.goto(`/auth?redirectUrl=${encodeURIComponent('https://evil.example.com/steal')}&code=abc`);
  await expect(page.getByText('url参数错误')).toBeVisible();
  // The parameter is dropped from the address, and nothing was sent there.
  await expect(page).toHaveURL(/\/auth\?code=abc$/);
  expect(foreign).toEqual([]);

  await page.goto(`/platform/cheshenghuo/auth?redirectUrl=${encodeURIComponent('/store/home/shop')}`);
  await expect(page.getByRole('heading', { name: '必要参数丢失' })).toBeVisible();
  await page.getByRole('button', { name: '返回商城首页' }).click();
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
});

test('the car-life token relay logs in with a valid token and sends a bad one to login', async ({ page }) => {
  // A token of a user who logged in elsewhere (here: by phone, then forgotten on this device).
  const phone = '13912340103';
  await page.goto('/login');
  await enterPhoneAndCode(page, phone);
  await expect(page).toHaveURL(/\/store\/home\/shop$/);
  const handedOver = (await storedSession(page))?.token ?? '';
  await page.evaluate(() => localStorage.clear());

  await page.goto(`/platform/cheshenghuo/auth?token=${encodeURIComponent(handedOver)}&redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1')}`);
  await expect(page).toHaveURL(/\/store\/boutique\/product\?productId=1$/);
  expect((await storedSession(page))?.token).toBe(handedOver);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/platform/cheshenghuo/auth?token=bogus&redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1')}`);
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/store/boutique/product?productId=1');
});

test('/protocol shows the agreement, linked from the login page', async ({ page }) => {
  await page.goto('/protocol?type=privacy');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('隐私政策');
  await expect(page.getByRole('heading', { name: '一、我们收集的个人信息' })).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);

  await page.goto('/login');
  await page.getByRole('link', { name: '《用户协议》' }).click();
  await expect(page).toHaveURL(/\/protocol\?type=user$/);
  await expect(page.getByRole('heading', { name: '一、账号注册与使用' })).toBeVisible();

  await page.goto('/protocol?type=no-such-agreement');
  await expect(page.getByRole('heading', { name: '协议不存在' })).toBeVisible();
});
