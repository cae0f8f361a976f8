import {
  ErrorCode,
  fillPath,
  messageTargetUrl,
  MessageTargetType,
  NotificationPaths,
  NotificationTemplate,
  Paths,
  ReservationStatus,
  type CrowdfundReservation,
  type MessageTarget,
  type MessagesPage,
  type MessageView,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, goodsIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { crowdfundReservations } from '../crowdfund/crowdfund.table.ts';
import { remindStartedCrowdfunds } from '../crowdfund/crowdfund-reminders.service.ts';
import { notify } from './notifications.service.ts';
import { notifications, notificationSms } from './notifications.table.ts';

const HOUR_MS = 3_600_000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** An invoice-issued message opening order `orderNo`'s invoice; none for an old message written before targets. */
async function invoiced(userId: number, orderNo: string, target: MessageTarget | null = { type: MessageTargetType.invoice, orderId: orderNo }): Promise<void> {
  await app.ctx.db.transaction((tx) =>
    notify(tx, { userId, template: NotificationTemplate.invoiceIssued, params: { orderNo }, dedupeKey: `invoice:${orderNo}`, target, at: app.clock.now() }),
  );
  app.clock.advance(1000);
}

const list = (token: string | null, query = '') => call<MessagesPage>(app, 'GET', `${NotificationPaths.list}${query}`, { token });
const unread = (token: string | null) => call<{ unread: number }>(app, 'GET', NotificationPaths.unread, { token });
const read = (token: string | null, id: string | number) => call<MessageView>(app, 'POST', fillPath(NotificationPaths.read, { id }), { token });

describe('the message calls', () => {
  it('need a login (9999)', async () => {
    expectError(await list(null), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await unread(null), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await read(null, 1), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('lists the user\'s own messages newest first, paged, and counts the unread', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const empty = await list(user.token);
    expect(empty.result).toEqual({ pageNo: 1, pageSize: 20, totalNum: 0, result: [] });
    await invoiced(user.userId, 'A1', null);
    for (const no of ['A2', 'A3']) await invoiced(user.userId, no);
    await invoiced(other.userId, 'B1');

    const first = await list(user.token, '?pageNo=1&pageSize=2');
    expect(first.code, first.body).toBe(0);
    expect(first.result.totalNum).toBe(3);
    expect(first.result.result.map((m) => m.content)).toEqual(['订单A3的电子发票已开具，可在订单详情查看。', '订单A2的电子发票已开具，可在订单详情查看。']);
    expect(first.result.result[0]).toMatchObject({ template: NotificationTemplate.invoiceIssued, title: '发票已开具', read: false, target: { type: 'invoice', orderId: 'A3' } });
    const second = await list(user.token, '?pageNo=2&pageSize=2');
    expect(second.result.result.map((m) => [m.content, m.target])).toEqual([['订单A1的电子发票已开具，可在订单详情查看。', null]]);
    expect((await unread(user.token)).result).toEqual({ unread: 3 });

    const id = first.result.result[0]!.messageId;
    const marked = await read(user.token, id);
    expect(marked.result).toMatchObject({ messageId: id, read: true });
    expect((await read(user.token, id)).result.read).toBe(true);
    expect((await unread(user.token)).result).toEqual({ unread: 2 });
    expect((await list(user.token, '?pageSize=1')).result.result[0]).toMatchObject({ messageId: id, read: true });

    // Another user's message is not found, and stays unread.
    const [foreign] = (await list(other.token)).result.result;
    expectError(await read(user.token, foreign!.messageId), ErrorCode.MESSAGE_NOT_FOUND, 404);
    expect((await unread(other.token)).result).toEqual({ unread: 1 });
    expectError(await read(user.token, 987_654_321), ErrorCode.MESSAGE_NOT_FOUND, 404);
  });

  it.each([['abc'], ['0'], ['1234567890123456'], ['-1']])('refuses the id %s with 40000', async (id) => {
    const user = await newUser(app);
    expectError(await read(user.token, id), ErrorCode.BAD_REQUEST, 400);
  });

  it.each([['?pageNo=0'], ['?pageSize=0'], ['?pageSize=51'], ['?pageNo=x'], ['?pageSize=1.5']])('refuses the query %s with 40000', async (query) => {
    const user = await newUser(app);
    expectError(await list(user.token, query), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('reminders when a reserved crowdfund starts', () => {
  // Last in the file: it moves the clock past the keychain crowdfund's start (6 hours after the seed).
  it('reminds each reserved user once, even when the job runs twice at once and again later', async () => {
    const [cf] = await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, await goodsIdOf(app, 'keychain-cf')));
    const crowdfundNo = cf!.crowdfundNo;
    const users = await Promise.all([newUser(app), newUser(app), newUser(app)]);
    for (const u of users) expect((await call(app, 'POST', Paths.crowdfundReserve, { token: u.token, payload: { crowdfundNo } })).code).toBe(0);
    await call(app, 'POST', Paths.crowdfundReserveCancel, { token: users[2]!.token, payload: { crowdfundNo } });

    expect(await remindStartedCrowdfunds(app.ctx)).toEqual({ reminded: 0 }); // still in preheat
    app.clock.advance(6 * HOUR_MS + 1);
    const runs = await Promise.all([remindStartedCrowdfunds(app.ctx), remindStartedCrowdfunds(app.ctx)]);
    expect(runs[0].reminded + runs[1].reminded).toBe(2);
    expect(await remindStartedCrowdfunds(app.ctx)).toEqual({ reminded: 0 });

    for (const [i, u] of users.entries()) {
      const messages = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, u.userId));
      const sms = await app.ctx.db.select().from(notificationSms).where(eq(notificationSms.userId, u.userId));
      const reminded = i < 2;
      expect(messages.map((m) => m.template)).toEqual(reminded ? [NotificationTemplate.crowdfundStarted] : []);
      expect(sms).toHaveLength(reminded ? 1 : 0);
      const state = await call<CrowdfundReservation>(app, 'GET', fillPath(Paths.crowdfundReservationResult, { id: cf!.goodsId }), { token: u.token });
      expect(state.result.appointmentStatus).toBe(reminded ? ReservationStatus.Remind : ReservationStatus.UnReserved);
    }
    expect((await unread(users[0]!.token)).result).toEqual({ unread: 1 });
    const [reminder] = (await list(users[0]!.token)).result.result;
    expect(reminder).toMatchObject({ title: '众筹开始提醒', target: { type: 'goods', productId: String(cf!.goodsId) } });
    expect(messageTargetUrl(reminder!.target!)).toMatch(new RegExp(`^/store/[a-z-]+/product\\?productId=${cf!.goodsId}$`));
    const rows = await app.ctx.db.select().from(crowdfundReservations).where(eq(crowdfundReservations.crowdfundNo, crowdfundNo));
    expect(rows.filter((r) => r.status === ReservationStatus.Remind)).toHaveLength(2);
  });
});
