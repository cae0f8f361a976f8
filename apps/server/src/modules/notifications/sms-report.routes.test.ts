import type { AddressInfo } from 'node:net';
import { API_BASE, NotificationTemplate, ProviderCallbackPaths } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startAliyunSmsStandin, type AliyunSmsStandin } from '../../test/aliyun-sms-standin.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, sendCode, type TestApp } from '../../test/test-app.ts';
import { drainSmsOutbox, notify } from './notifications.service.ts';
import { notificationSms, SmsDelivery } from './notifications.table.ts';

const TOKEN = 'r3port-t0ken-of-the-tests-0123456789';
let standin: AliyunSmsStandin;
let app: TestApp;
let reportUrl: string;
let dedupe = 0;

beforeAll(async () => {
  standin = await startAliyunSmsStandin();
  app = await createTestApp({ seed: false, env: { ...standin.env(), SMS_REPORT_TOKEN: TOKEN } });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.server.address() as AddressInfo;
  reportUrl = `http://127.0.0.1:${port}${API_BASE}${ProviderCallbackPaths.aliyunSmsReport.replace(':token', TOKEN)}`;
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

/** A notification SMS sent through the stand-in: its row id and the BizId the service answered. */
async function sentSms(): Promise<{ id: number; bizId: string }> {
  const user = await newUser(app);
  await app.ctx.db.transaction((tx) =>
    notify(tx, { userId: user.userId, template: NotificationTemplate.orderShipped, params: { orderNo: 'YC-1' }, dedupeKey: `d-${++dedupe}`, target: null, at: app.clock.now() }),
  );
  app.clock.advance(24 * 3600_000); // past any quiet hours
  expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
  const [row] = await app.ctx.db.select().from(notificationSms).where(eq(notificationSms.userId, user.userId));
  const message = standin.accepted.find((m) => m.outId === `notification-sms-${row!.id}`)!;
  expect(row!.carrierMessageId).toBe(message.bizId);
  return { id: row!.id, bizId: message.bizId };
}

async function row(id: number) {
  const [found] = await app.ctx.db.select().from(notificationSms).where(eq(notificationSms.id, id));
  return found!;
}

function post(url: string, body: string, contentType = 'application/json') {
  return fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe('Alibaba Cloud SMS delivery receipts (SmsReport)', () => {
  it('records a delivered and an undelivered message against what was sent, and answers 成功', async () => {
    const ok = await sentSms();
    const lost = await sentSms();
    const answer = await standin.pushReport(reportUrl, [
      { bizId: ok.bizId, success: true },
      { bizId: lost.bizId, success: false, errCode: 'MOBILE_NOT_ON_SERVICE', errMsg: '停机' },
    ]);
    expect(answer).toEqual({ status: 200, body: { code: 0, msg: '成功' } });
    expect(await row(ok.id)).toMatchObject({ delivery: SmsDelivery.delivered, deliveryError: null, deliveredAt: expect.any(Date) });
    expect(await row(lost.id)).toMatchObject({ delivery: SmsDelivery.failed, deliveryError: 'MOBILE_NOT_ON_SERVICE: 停机' });
  });

  it('records a receipt once: a replay, even one saying otherwise, changes nothing', async () => {
    const sms = await sentSms();
    expect((await standin.pushReport(reportUrl, [{ bizId: sms.bizId, success: false, errCode: 'MK:0001' }])).body).toEqual({ code: 0, msg: '成功' });
    const first = await row(sms.id);
    const replays = await Promise.all([standin.pushReport(reportUrl, [{ bizId: sms.bizId, success: true }]), standin.pushReport(reportUrl, [{ bizId: sms.bizId, success: true }])]);
    expect(replays.map((r) => r.body)).toEqual([{ code: 0, msg: '成功' }, { code: 0, msg: '成功' }]);
    expect(await row(sms.id)).toEqual(first);
    expect(first).toMatchObject({ delivery: SmsDelivery.failed, deliveryError: 'MK:0001: 用户接收失败' });
  });

  it('takes a receipt of a message it does not hold (a login code, another system’s) and records nothing', async () => {
    const phone = '13700009999';
    expect((await sendCode(app, phone)).json()).toMatchObject({ code: 0 });
    const login = standin.accepted.find((m) => m.phone === phone)!;
    const before = await app.ctx.db.select().from(notificationSms);
    const answer = await standin.pushReport(reportUrl, [{ bizId: login.bizId, success: false }, { bizId: '900000000000000^0', success: true }]);
    expect(answer).toEqual({ status: 200, body: { code: 0, msg: '成功' } });
    expect(await app.ctx.db.select().from(notificationSms)).toEqual(before);
  });

  it('refuses a malformed push with 400, recording nothing of it', async () => {
    const sms = await sentSms();
    const good = { phone_number: '13700000000', success: true, biz_id: sms.bizId, out_id: '', send_time: '2026-11-28 10:00:00', report_time: '2026-11-28 10:00:05', err_code: 'DELIVERED', err_msg: '用户接收成功', sms_size: '1' };
    const bodies = [
      '{not json',
      '',
      JSON.stringify(good), // an object, not the array
      JSON.stringify([good, { ...good, biz_id: 42 }]), // one bad element spoils the push
      JSON.stringify([{ ...good, success: 'true' }]),
      JSON.stringify([{ ...good, report_time: '28/11/2026' }]),
      JSON.stringify([{ ...good, biz_id: '' }]),
      JSON.stringify([null]),
    ];
    for (const body of bodies) {
      const res = await post(reportUrl, body);
      expect(res.status, body).toBe(400);
    }
    expect((await row(sms.id)).delivery).toBeNull();
  });

  it('refuses a push to a wrong or missing token with 403 (or 404), recording nothing', async () => {
    const sms = await sentSms();
    const body = JSON.stringify([{ phone_number: '1', success: true, biz_id: sms.bizId, report_time: '2026-11-28 10:00:05', err_code: 'DELIVERED', err_msg: '' }]);
    expect((await post(reportUrl.replace(TOKEN, `${TOKEN}x`), body)).status).toBe(403);
    expect((await post(reportUrl.replace(TOKEN, 'short'), body)).status).toBe(403);
    expect((await post(reportUrl.replace(`/${TOKEN}`, ''), body)).status).toBe(404);
    expect((await row(sms.id)).delivery).toBeNull();
  });
});

describe('SMS_REPORT_TOKEN', () => {
  it('must be long enough to be a secret', () => {
    expect(() => loadConfig({ ...standin.env(), SMS_REPORT_TOKEN: 'abc' })).toThrow(/SMS_REPORT_TOKEN must be 24 to 128/);
    expect(() => loadConfig({ ...standin.env(), SMS_REPORT_TOKEN: `${'a'.repeat(30)}/x` })).toThrow(/SMS_REPORT_TOKEN/);
    expect(loadConfig({ ...standin.env(), SMS_REPORT_TOKEN: TOKEN }).sms).toMatchObject({ reportToken: TOKEN });
    expect(loadConfig(standin.env()).sms).toMatchObject({ reportToken: null });
  });

  it('leaves the receipts route out when unset', async () => {
    const plain = await createTestApp({ seed: false, env: standin.env() });
    try {
      const res = await plain.server.inject({ method: 'POST', url: `${API_BASE}${ProviderCallbackPaths.aliyunSmsReport.replace(':token', TOKEN)}`, payload: [] });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
