import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the sandbox SMS provider "sent": read back through /dev/sms-outbox in development and tests.
 * Login codes carry their code; notifications (issue 19) an empty code and their idempotency key.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    /** A notification's key (its outbox id): the carrier takes one message per key, so a resend after a crash is a no-op. */
    idempotencyKey: text('idempotency_key').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.sentAt)],
);
