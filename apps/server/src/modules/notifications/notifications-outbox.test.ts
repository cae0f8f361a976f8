import { NotificationTemplate } from '@emall/contract';
import { startOfChinaDay } from '@emall/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../providers/sms.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { smsOutbox } from '../dev/sms-outbox.table.ts';
import { drainSmsOutbox, notify } from './notifications.service.ts';
import { notifications, notificationSms, SmsOutboxStatus } from './notifications.table.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
let seq = 0;

async function shipped(app: TestApp, userId: number, key = `test-${++seq}`): Promise<boolean> {
  return app.ctx.db.transaction((tx) =>
    notify(tx, { userId, template: NotificationTemplate.orderShipped, params: { orderNo: key }, dedupeKey: key, target: null, at: app.clock.now() }),
  );
}

async function smsRows(app: TestApp, userId: number) {
  return app.ctx.db.select().from(notificationSms).where(eq(notificationSms.userId, userId)).orderBy(notificationSms.id);
}

/** What the carrier received for a user's notifications (one row per message it took). */
async function carrierGot(app: TestApp, userId: number) {
  const ids = (await smsRows(app, userId)).map((r) => `notification-sms-${r.id}`);
  return ids.length ? app.ctx.db.select().from(smsOutbox).where(inArray(smsOutbox.idempotencyKey, ids)) : [];
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notify', () => {
  it('writes the in-shop message and queues its SMS once per dedupe key, in the caller transaction', async () => {
    const user = await newUser(app);
    expect(await shipped(app, user.userId, 'YC-1')).toBe(true);
    expect(await shipped(app, user.userId, 'YC-1')).toBe(false);
    const messages = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(messages.map((m) => m.content)).toEqual(['您的订单YC-1已发货，请留意物流信息。']);
    expect((await smsRows(app, user.userId)).map((r) => r.status)).toEqual([SmsOutboxStatus.pending]);

    // A transaction that fails after notifying leaves neither the message nor the SMS.
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await notify(tx, { userId: user.userId, template: NotificationTemplate.invoiceIssued, params: { orderNo: 'YC-2' }, dedupeKey: 'inv', target: null, at: app.clock.now() });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await smsRows(app, user.userId)).toHaveLength(1);

    await drainSmsOutbox(app.ctx);
    const got = await carrierGot(app, user.userId);
    expect(got.map((m) => m.content)).toEqual(['【曜川汽车】您的订单YC-1已发货，请留意物流信息。']);
    expect((await smsRows(app, user.userId))[0]).toMatchObject({ status: SmsOutboxStatus.sent, attempts: 1 });
    await drainSmsOutbox(app.ctx);
    expect(await carrierGot(app, user.userId)).toHaveLength(1);
  });
});

describe('the outbox across failures', () => {
  it('sends once when the sender dies after the carrier took the SMS and another drain takes over', async () => {
    const user = await newUser(app);
    await shipped(app, user.userId);
    const real = app.ctx.sms;
    let carrierTook!: () => void;
    const took = new Promise<void>((resolve) => (carrierTook = resolve));
    const dying: SmsProvider = {
      ...real,
      async sendNotice(phone, notice, key) {
        await real.sendNotice(phone, notice, key);
        carrierTook();
        return new Promise<never>(() => {}); // the process dies here: never marks it sent
      },
    };
    app.ctx.sms = dying;
    void drainSmsOutbox(app.ctx);
    await took;
    app.ctx.sms = real;
    // Within its lease nobody else takes it.
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 0 });
    app.clock.advance(MINUTE_MS + 1);
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
    expect(await carrierGot(app, user.userId)).toHaveLength(1);
    expect((await smsRows(app, user.userId))[0]).toMatchObject({ status: SmsOutboxStatus.sent, attempts: 2 });
  });

  it('retries a failed send after its backoff, and sends it once', async () => {
    const user = await newUser(app);
    await shipped(app, user.userId);
    const real = app.ctx.sms;
    app.ctx.sms = {
      ...real,
      sendNotice: () => Promise.reject(new Error('carrier unavailable')),
    };
    try {
      expect(await drainSmsOutbox(app.ctx)).toMatchObject({ retried: 1, sent: 0 });
    } finally {
      app.ctx.sms = real;
    }
    expect((await smsRows(app, user.userId))[0]).toMatchObject({ status: SmsOutboxStatus.pending, lastError: 'carrier unavailable' });
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 0 });
    app.clock.advance(30_000);
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
    expect(await carrierGot(app, user.userId)).toHaveLength(1);
  });

  it('sends each SMS once when two drains run at once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser(app)));
    for (const u of users) await shipped(app, u.userId);
    const [a, b] = await Promise.all([drainSmsOutbox(app.ctx), drainSmsOutbox(app.ctx)]);
    expect(a.sent + b.sent).toBe(8);
    for (const u of users) {
      expect(await carrierGot(app, u.userId)).toHaveLength(1);
      expect((await smsRows(app, u.userId))[0]).toMatchObject({ status: SmsOutboxStatus.sent, attempts: 1 });
    }
  });
});

describe('the per-user hourly limit', () => {
  it('sends 5 SMS a user an hour, keeps the rest as in-shop messages only, and sends again after the hour', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    for (let i = 0; i < 7; i++) await shipped(app, user.userId);
    await shipped(app, other.userId);
    await drainSmsOutbox(app.ctx);
    const statuses = (await smsRows(app, user.userId)).map((r) => r.status);
    expect(statuses).toEqual([...Array(5).fill(SmsOutboxStatus.sent), SmsOutboxStatus.limited, SmsOutboxStatus.limited]);
    expect(await carrierGot(app, user.userId)).toHaveLength(5);
    expect(await carrierGot(app, other.userId)).toHaveLength(1);
    expect(await app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.userId))).toHaveLength(7);

    app.clock.advance(HOUR_MS);
    await shipped(app, user.userId);
    await drainSmsOutbox(app.ctx);
    expect(await carrierGot(app, user.userId)).toHaveLength(6);
  });
});

describe('quiet hours (no SMS 22:00–08:00 China time)', () => {
  // Last in the file: it moves the shared clock into the night.
  it('shows the message at once and holds its SMS until 08:00', async () => {
    const now = app.clock.now();
    app.clock.advance(startOfChinaDay(now).getTime() + 22.5 * HOUR_MS - now.getTime()); // 22:30
    const user = await newUser(app);
    await shipped(app, user.userId, 'YC-NIGHT');
    expect(await app.ctx.db.select().from(notifications).where(and(eq(notifications.userId, user.userId), like(notifications.content, '%YC-NIGHT%')))).toHaveLength(1);
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 0 });
    app.clock.advance(9.5 * HOUR_MS - 1); // 07:59:59.999
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 0 });
    expect(await carrierGot(app, user.userId)).toHaveLength(0);
    app.clock.advance(1); // 08:00
    expect(await drainSmsOutbox(app.ctx)).toMatchObject({ sent: 1 });
    expect(await carrierGot(app, user.userId)).toHaveLength(1);
  });
});
