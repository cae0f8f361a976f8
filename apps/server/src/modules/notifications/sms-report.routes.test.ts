import type { AddressInfo } from 'node:net';
import { API_BASE, NotificationTemplate, ProviderCallbackPaths, Role, SmsAdminPaths, SmsAdminText, SmsKind, SmsState, type ApiEnvelope, type SmsMessageView } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startAliyunSmsStandin, type AliyunSmsStandin } from '../../test/aliyun-sms-standin.ts';
import { adminCall, signInOperator } from '../../test/operators.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, sendCode, type TestApp } from '../../test/test-app.ts';
import { drainSmsOutbox, notify } from './notifications.service.ts';
import { loginCodeSms, notificationSms, SmsDelivery, SmsOutboxStatus } from './notifications.table.ts';

const TOKEN = 'r3port-t0ken-of-the-tests-0123456789';
let standin: AliyunSmsStandin;
let app: TestApp;
let reportUrl: string;
let dedupe = 0;
const accepted = { code: 0, msg: '成功' };

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

  it('records a login code’s receipt once however often it is pushed, and lists it without the code', async () => {
    const phone = '13700009999';
    expect((await sendCode(app, phone)).json()).toMatchObject({ code: 0 });
    const login = standin.accepted.find((m) => m.phone === phone)!;
    const [sent] = await app.ctx.db.select().from(loginCodeSms).where(eq(loginCodeSms.phone, phone));
    expect(sent).toMatchObject({ status: SmsOutboxStatus.sent, carrierMessageId: login.bizId, delivery: null });
    const notices = await app.ctx.db.select().from(notificationSms);
    const pushes = [
      standin.pushReport(reportUrl, [{ bizId: login.bizId, success: false, errCode: 'MOBILE_NOT_ON_SERVICE', errMsg: '停机' }]),
      standin.pushReport(reportUrl, [{ bizId: login.bizId, success: false, errCode: 'MOBILE_NOT_ON_SERVICE', errMsg: '停机' }]),
    ];
    expect((await Promise.all(pushes)).map((r) => r.body)).toEqual([accepted, accepted]);
    const [first] = await app.ctx.db.select().from(loginCodeSms).where(eq(loginCodeSms.id, sent!.id));
    expect(first).toMatchObject({ delivery: SmsDelivery.failed, deliveryError: 'MOBILE_NOT_ON_SERVICE: 停机', deliveredAt: expect.any(Date) });
    // Told again, even otherwise, it changes nothing; a notification's row is not touched.
    expect((await standin.pushReport(reportUrl, [{ bizId: login.bizId, success: true }])).body).toEqual(accepted);
    expect(await app.ctx.db.select().from(loginCodeSms).where(eq(loginCodeSms.id, sent!.id))).toEqual([first]);
    expect(await app.ctx.db.select().from(notificationSms)).toEqual(notices);

    const service = await signInOperator(app, [Role.service]);
    const res = await adminCall(app, service, 'GET', `${SmsAdminPaths.messages}?kind=${SmsKind.code}&phone=${phone}`);
    const listed = res.json<ApiEnvelope<{ result: SmsMessageView[] }>>().result.result;
    expect(listed).toEqual([
      expect.objectContaining({ id: `code-${sent!.id}`, kind: SmsKind.code, phone: '137****9999', content: SmsAdminText.loginCodeContent, state: SmsState.undelivered, error: 'MOBILE_NOT_ON_SERVICE: 停机' }),
    ]);
    // The code is nowhere in what the operator is answered (its times aside: digits that may match by chance).
    expect(login.params.code).toMatch(/^\d{4,}$/);
    const { at, deliveredAt, ...shown } = listed[0]!;
    expect([at, deliveredAt]).toEqual([expect.any(String), expect.any(String)]);
    expect(JSON.stringify(shown)).not.toContain(login.params.code);
    expect((await adminCall(app, service, 'GET', `${SmsAdminPaths.messages}?kind=${SmsKind.notice}&phone=${phone}`)).json()).toMatchObject({ result: { totalNum: 0 } });
  });

  it('keeps a login code the carrier refused as 发送失败 with its code', async () => {
    const phone = '13700008888';
    standin.refuseFor.set(phone, 'isv.MOBILE_NUMBER_ILLEGAL');
    expect((await sendCode(app, phone)).statusCode).toBe(400);
    const service = await signInOperator(app, [Role.service]);
    const listed = (await adminCall(app, service, 'GET', `${SmsAdminPaths.messages}?phone=${phone}&state=${SmsState.failed}`)).json<ApiEnvelope<{ result: SmsMessageView[] }>>().result.result;
    expect(listed.map((m) => [m.kind, m.state, m.error])).toEqual([[SmsKind.code, SmsState.failed, 'isv.MOBILE_NUMBER_ILLEGAL']]);
  });

  it('takes a receipt of a message it does not hold (another system’s) and records nothing', async () => {
    const before = [await app.ctx.db.select().from(notificationSms), await app.ctx.db.select().from(loginCodeSms)];
    const answer = await standin.pushReport(reportUrl, [{ bizId: '900000000000000^0', success: true }]);
    expect(answer).toEqual({ status: 200, body: accepted });
    expect([await app.ctx.db.select().from(notificationSms), await app.ctx.db.select().from(loginCodeSms)]).toEqual(before);
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
