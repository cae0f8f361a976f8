import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * v5 signature nonces already used (§7), kept while their signing window is open: the primary key
 * refuses a replay on every instance sharing the database.
 */
export const signNonces = pgTable(
  'sign_nonces',
  {
    nonce: text('nonce').primaryKey(),
    /** When the signature's window closes; the row may go after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_nonces_expires_idx').on(t.expiresAt)],
);
