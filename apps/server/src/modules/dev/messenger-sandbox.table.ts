import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time OAuth codes the sandbox messenger issued on 允许: hashed, valid 5 minutes, single use. */
export const messengerSandboxCodes = pgTable('messenger_sandbox_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  codeHash: text('code_hash').notNull().unique(),
  openId: text('open_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
