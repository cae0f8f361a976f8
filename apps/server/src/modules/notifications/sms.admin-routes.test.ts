import { ADMIN_API_BASE, CHINA_OFFSET_MS, NotificationTemplate, Role, SmsAdminPaths, SmsState, type ApiEnvelope, type SmsMessageView } from '@emall/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.table.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { drainSmsOutbox, notify } from './notifications.service.ts';
import { notificationSms, SmsDelivery, SmsOutboxStatus } from './notifications.table.ts';

/** 短信发送记录: the notification SMS with their delivery state, for 客服. */
let app: TestApp;
let service: OperatorSession;
let day: string;
const phones: string[] = [];
const chinaDay = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await newUser(app);
    const [found] = await app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.userId));
    phones.push(found!.phone);
    ids.push(user.userId);
    await app.ctx.db.transaction((tx) =>
      notify(tx, { userId: user.userId, template: NotificationTemplate.orderShipped, params: { orderNo: `YC-${i}` }, dedupeKey: `sms-admin-${i}`, target: null, at: app.clock.now() }),
    );
  }
  app.clock.advance(24 * 3600_000); // past any quiet hours
  expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 4 });
  day = chinaDay(app.clock.now());
  const rows = await app.ctx.db.select().from(notificationSms).where(inArray(notificationSms.userId, ids));
  const of = (userId: number) => rows.find((r) => r.userId === userId)!.id;
  await app.ctx.db.update(notificationSms).set({ delivery: SmsDelivery.delivered, deliveredAt: app.clock.now() }).where(eq(notificationSms.id, of(ids[1]!)));
  await app.ctx.db.update(notificationSms).set({ delivery: SmsDelivery.failed, deliveryError: 'MOBILE_NOT_ON_SERVICE: 停机', deliveredAt: app.clock.now() }).where(eq(notificationSms.id, of(ids[2]!)));
  await app.ctx.db.update(notificationSms).set({ status: SmsOutboxStatus.failed, sentAt: null, sendAfter: app.clock.now(), lastError: 'isv.BUSINESS_LIMIT_CONTROL' }).where(eq(notificationSms.id, of(ids[3]!)));
  service = await signInOperator(app, [Role.service]);
});
afterAll(() => app.close());

async function list(query: string) {
  const res = await adminCall(app, service, 'GET', `${SmsAdminPaths.messages}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiEnvelope<{ totalNum: number; result: SmsMessageView[] }>>().result;
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

describe('短信发送记录', () => {
  it('lists the day’s messages with their delivery state, phones masked', async () => {
    const found = await list(`from=${day}&to=${day}&pageSize=100`);
    const mine = found.result.filter((m) => phones.map(masked).includes(m.phone));
    expect(mine.map((m) => [m.phone, m.state]).sort()).toEqual(
      [
        [masked(phones[0]!), SmsState.sent],
        [masked(phones[1]!), SmsState.delivered],
        [masked(phones[2]!), SmsState.undelivered],
        [masked(phones[3]!), SmsState.failed],
      ].sort(),
    );
    expect(found.result.some((m) => phones.includes(m.phone))).toBe(false);
  });

  it('filters by state, by the whole phone, and by days', async () => {
    const undelivered = await list(`state=${SmsState.undelivered}&from=${day}&to=${day}`);
    expect(undelivered.result.map((m) => [m.phone, m.error])).toEqual([[masked(phones[2]!), 'MOBILE_NOT_ON_SERVICE: 停机']]);
    const failed = await list(`state=${SmsState.failed}&phone=${phones[3]}`);
    expect(failed.result.map((m) => [m.phone, m.state, m.error])).toEqual([[masked(phones[3]!), SmsState.failed, 'isv.BUSINESS_LIMIT_CONTROL']]);
    expect((await list(`phone=${phones[0]}&state=${SmsState.delivered}`)).totalNum).toBe(0);
    const later = chinaDay(new Date(app.clock.now().getTime() + 86_400_000));
    expect((await list(`phone=${phones[1]}&from=${later}`)).totalNum).toBe(0);
    const paged = await list(`from=${day}&to=${day}&pageSize=1&pageNo=2`);
    expect([paged.result.length, paged.totalNum >= 4]).toEqual([1, true]);
  });

  it('refuses anonymous callers, shoppers and roles without the permission', async () => {
    expect((await adminCall(app, null, 'GET', SmsAdminPaths.messages)).statusCode).toBe(401);
    const shopper = await loginAs(app, '13800006672');
    const asShopper = await app.server.inject({ method: 'GET', url: `${ADMIN_API_BASE}${SmsAdminPaths.messages}`, headers: { authorization: `Bearer ${shopper}`, 'login-token': shopper } });
    expect(asShopper.statusCode).toBe(401);
    for (const role of [Role.finance, Role.goods]) {
      const res = await adminCall(app, await signInOperator(app, [role]), 'GET', SmsAdminPaths.messages);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('refuses a malformed query with a code, never a 500', async () => {
    for (const bad of ['state=lost', 'kind=sms', 'phone=1380000', 'phone=138****0001', 'from=2026-13-01', 'to=2026-02-30', 'to=yesterday', 'pageSize=1000', 'pageNo=0']) {
      const res = await adminCall(app, service, 'GET', `${SmsAdminPaths.messages}?${bad}`);
      expect([res.statusCode, typeof res.json().code, typeof res.json().message], bad).toEqual([400, 'number', 'string']);
    }
  });
});
