import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Agreements the shop shows (user agreement, privacy policy, service agreements): one row per
 * version of a type; the latest `updated_at` is the one in force. `content` is HTML, kept as
 * authored; the web sanitises it before showing it.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agmtType: text('agmt_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreements_type_version_key').on(t.agmtType, t.version)],
);
