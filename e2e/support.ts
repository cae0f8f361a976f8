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
 * On the login page: enters the phone, asks for a code and types it. A demo phone another spec
 * has just used may still be in its one-code-a-minute window: then it asks again until the server
 * sends one, as a person would.
 */
export async function enterPhoneAndCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
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
