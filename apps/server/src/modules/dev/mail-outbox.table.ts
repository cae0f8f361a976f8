import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the sandbox mail provider "sent": read back through /dev/mail-outbox in development and tests. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The attachment's file name (the PDF itself is rendered again on download). */
    attachment: text('attachment').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.sentAt)],
);
