import type { MessageTarget } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * In-shop messages (issue 19): one per notification, written in the transaction of the event that
 * caused it. `dedupe_key` (unique per user) makes one event notify once however often it is told.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the message is about (the page a tap opens); null on messages written before targets. */
    target: jsonb('target').$type<MessageTarget>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Where an SMS of the outbox stands. */
export const SmsOutboxStatus = {
  /** Waiting for its time (quiet hours, a retry's backoff) or a sender. */
  pending: 'pending',
  /** Taken by a sender until `lease_until`; back to the pool if its sender died. */
  sending: 'sending',
  sent: 'sent',
  /** Over the per-user hourly limit: not sent (the in-shop message has it). */
  limited: 'limited',
  /** Gave up after its last attempt. */
  failed: 'failed',
} as const;

/** What a carrier's delivery receipt said of a sent SMS (notification_sms.delivery). */
export const SmsDelivery = {
  delivered: 'delivered',
  failed: 'failed',
} as const;

/**
 * The SMS of each notification, queued in the event's transaction and sent by the outbox job: a
 * message is sent once whatever restarts, as its id is the carrier's idempotency key.
 */
export const notificationSms = pgTable(
  'notification_sms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => notifications.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    status: text('status').notNull(),
    /** Not before this (08:00 China time when asked for in the night; a retry's backoff). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The carrier's id of the message (Alibaba Cloud's BizId), which its delivery receipt names; null on the sandbox. */
    carrierMessageId: text('carrier_message_id'),
    /** What the carrier's receipt said: delivered to the phone, or not (null: no receipt yet). */
    delivery: text('delivery'),
    /** A failed delivery's code and text at the carrier (e.g. `MOBILE_NOT_ON_SERVICE: 停机`). */
    deliveryError: text('delivery_error'),
    /** When the carrier says the phone reported it (its report_time). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_sms_due_idx').on(t.status, t.sendAfter),
    index('notification_sms_user_sent_idx').on(t.userId, t.sentAt),
    uniqueIndex('notification_sms_carrier_message_id').on(t.carrierMessageId),
  ],
);

/**
 * The login codes' SMS (issue 20): each send of a code and what its carrier's receipt said, for
 * 短信发送记录. The code itself is never kept here (sms_codes holds its hash, apart); a send the
 * carrier refused is kept as failed with the carrier's code. `status` is sent or failed (SmsOutboxStatus).
 */
export const loginCodeSms = pgTable(
  'login_code_sms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    status: text('status').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Why the carrier refused it (its code, e.g. isv.MOBILE_NUMBER_ILLEGAL). */
    lastError: text('last_error'),
    /** Alibaba Cloud's BizId, which its receipt names; null on the sandbox and for a refused send. */
    carrierMessageId: text('carrier_message_id'),
    delivery: text('delivery'),
    deliveryError: text('delivery_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('login_code_sms_sent_idx').on(t.sentAt), index('login_code_sms_phone_sent_idx').on(t.phone, t.sentAt), uniqueIndex('login_code_sms_carrier_message_id').on(t.carrierMessageId)],
);
