import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';

/**
 * Reservations of a crowdfund in preheat (§4): status Reserved (0) while active, UnReserved (2)
 * once cancelled. Cancelled rows are kept; at most one active row per user and crowdfund.
 */
export const crowdfundReservations = pgTable(
  'crowdfund_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    crowdfundNo: text('crowdfund_no')
      .notNull()
      .references(() => goodsCrowdfunds.crowdfundNo),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crowdfund_reservations_one_active_key').on(t.userId, t.crowdfundNo).where(sql`${t.status} = 0`),
    index('crowdfund_reservations_no_status_idx').on(t.crowdfundNo, t.status),
  ],
);
