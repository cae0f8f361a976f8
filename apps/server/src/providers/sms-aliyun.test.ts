import { ErrorCode, errorInfo, NotificationTemplate } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { smsCodes, users } from '../modules/auth/auth.table.ts';
import { drainSmsOutbox, notify } from '../modules/notifications/notifications.service.ts';
import { notificationSms, SmsOutboxStatus } from '../modules/notifications/notifications.table.ts';
import { startAliyunSmsStandin, type AliyunSmsStandin } from '../test/aliyun-sms-standin.ts';
import { newUser } from '../test/storefront.ts';
import { createTestApp, login, PRODUCTION_TEST_ENV, sendCode, type TestApp } from '../test/test-app.ts';
import { createAliyunSms } from './sms-aliyun.ts';

let standin: AliyunSmsStandin;
let app: TestApp;
let phoneSeq = 0;
const newPhone = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;

beforeAll(async () => {
  standin = await startAliyunSmsStandin();
  app = await createTestApp({ seed: false, env: standin.env() });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

async function codeRows(phone: string): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.phone, phone));
  return row?.n ?? 0;
}

async function phoneOf(userId: number): Promise<string> {
  const [row] = await app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row!.phone;
}

describe('Alibaba Cloud SMS (SMS_PROVIDER=aliyun) against its protocol stand-in', () => {
  it('sends the login code as the login template with {code}, under the signature name, and the code logs in', async () => {
    expect(app.ctx.sms.name).toBe('aliyun');
    const phone = newPhone();
    const sent = await sendCode(app, phone);
    expect(sent.json()).toMatchObject({ code: 0 });
    const message = standin.accepted.find((m) => m.phone === phone)!;
    expect(message).toMatchObject({ signName: '曜川汽车', templateCode: standin.loginTemplate, outId: null });
    expect(Object.keys(message.params)).toEqual(['code']);
    expect(message.params.code).toMatch(/^\d{4}$/);
    expect((await login(app, phone, message.params.code!)).json()).toMatchObject({ code: 0 });
  });

  it('sends a notification once, as its template with its params and its out-id', async () => {
    const user = await newUser(app);
    const phone = await phoneOf(user.userId);
    await app.ctx.db.transaction((tx) =>
      notify(tx, { userId: user.userId, template: NotificationTemplate.refundDone, params: { orderNo: 'YC-9', amount: '¥12.50' }, dedupeKey: 'r-1', target: null, at: app.clock.now() }),
    );
    app.clock.advance(24 * 3600_000); // past any quiet hours
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 0 });
    const [row] = await app.ctx.db.select().from(notificationSms).where(eq(notificationSms.userId, user.userId));
    expect(standin.accepted.filter((m) => m.phone === phone)).toEqual([
      expect.objectContaining({
        templateCode: standin.templateCodeOf[NotificationTemplate.refundDone],
        params: { orderNo: 'YC-9', amount: '¥12.50' },
        outId: `notification-sms-${row!.id}`,
      }),
    ]);
  });

  it('records a refused notification (its provider code) and retries it', async () => {
    const user = await newUser(app);
    const phone = await phoneOf(user.userId);
    standin.refuseFor.set(phone, 'isv.BUSINESS_LIMIT_CONTROL');
    await app.ctx.db.transaction((tx) =>
      notify(tx, { userId: user.userId, template: NotificationTemplate.orderShipped, params: { orderNo: 'YC-7' }, dedupeKey: 's-1', target: null, at: app.clock.now() }),
    );
    app.clock.advance(24 * 3600_000);
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ retried: 1, sent: 0 });
    const [row] = await app.ctx.db.select().from(notificationSms).where(eq(notificationSms.userId, user.userId));
    expect(row).toMatchObject({ status: SmsOutboxStatus.pending, lastError: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL') });
    standin.refuseFor.delete(phone);
    app.clock.advance(3600_000);
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
    expect(standin.accepted.filter((m) => m.phone === phone)).toHaveLength(1);
  });

  it('answers the login call with what the service said of the number, and frees the phone', async () => {
    const cases = [
      { refusal: 'isv.MOBILE_NUMBER_ILLEGAL', code: ErrorCode.PHONE_INVALID },
      { refusal: 'isv.BUSINESS_LIMIT_CONTROL', code: ErrorCode.SMS_TOO_FREQUENT },
      { refusal: 'isv.DAY_LIMIT_CONTROL', code: ErrorCode.SMS_TOO_FREQUENT },
      { refusal: 'isv.AMOUNT_NOT_ENOUGH', code: ErrorCode.UNAVAILABLE },
    ];
    for (const { refusal, code } of cases) {
      const phone = newPhone();
      standin.refuseFor.set(phone, refusal);
      const sent = await sendCode(app, phone);
      expect(sent.json(), refusal).toMatchObject({ code, message: errorInfo[code].message });
      expect(sent.statusCode, refusal).toBe(errorInfo[code].status);
      expect(await codeRows(phone)).toBe(0);
      standin.refuseFor.delete(phone);
    }
  });

  it('is refused by the service with a wrong AccessKey secret: the login call answers its error, not a 500', async () => {
    const real = app.ctx.sms;
    const config = app.ctx.config.sms;
    if (config.provider !== 'aliyun') throw new Error('the test app is on aliyun');
    app.ctx.sms = createAliyunSms({ ...config, accessKeySecret: `${config.accessKeySecret}x` });
    try {
      const phone = newPhone();
      const sent = await sendCode(app, phone);
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toMatchObject({ code: ErrorCode.UNAVAILABLE });
      expect(standin.refused.at(-1)).toBe('SignatureDoesNotMatch');
      expect(standin.accepted.some((m) => m.phone === phone)).toBe(false);
      expect(await codeRows(phone)).toBe(0);
    } finally {
      app.ctx.sms = real;
    }
  });
});

describe('SMS configuration', () => {
  const aliyun = () => standin.env();

  it('refuses to start on aliyun without its keys, signature name or templates', () => {
    expect(() => loadConfig({ ...aliyun(), SMS_ACCESS_KEY_SECRET: '' })).toThrow(/SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_LOGIN, SMS_TEMPLATES/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(/unknown SMS_PROVIDER: tencent/);
    expect(() => loadConfig({ ...aliyun(), SMS_ENDPOINT: 'ftp://x' })).toThrow(/SMS_ENDPOINT/);
  });

  it('needs one known template code per notification template', () => {
    const listed = standin.templatesEnv.split(',');
    expect(() => loadConfig({ ...aliyun(), SMS_TEMPLATES: listed.slice(1).join(',') })).toThrow(/no template code for crowdfund-started/);
    expect(() => loadConfig({ ...aliyun(), SMS_TEMPLATES: `${standin.templatesEnv},order-lost=SMS_1` })).toThrow(/SMS_TEMPLATES entries.*order-lost=SMS_1/);
    expect(() => loadConfig({ ...aliyun(), SMS_TEMPLATES: `${standin.templatesEnv},order-shipped=` })).toThrow(/SMS_TEMPLATES entries/);
    const config = loadConfig(aliyun());
    expect(config.sms).toMatchObject({ provider: 'aliyun', templates: standin.templateCodeOf, endpoint: standin.url });
  });

  it('starts a production shop on aliyun without ALLOW_SANDBOX naming sms', () => {
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, ...aliyun(), ALLOW_SANDBOX: 'pay,invoicing' }).sms.provider).toBe('aliyun');
  });
});
