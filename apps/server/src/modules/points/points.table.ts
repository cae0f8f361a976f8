import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** Append-only E-value ledger; users.points_balance is its running sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** Makes a repeated grant or deduction a no-op. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_user_idx').on(t.userId, t.createdAt)],
);

/**
 * E-value a shopper owes (issue 15: earned E-value a refund had to take back but neither the
 * balance nor the cash refund could pay): collected from the next E-value earned, oldest first,
 * in the transaction that grants it. A debt is paid off when collected reaches points.
 */
export const pointsDebts = pgTable(
  'points_debts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    collected: integer('collected').notNull().default(0),
    reason: text('reason').notNull(),
    /** Makes recording the same debt twice a no-op. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_debts_user_idx').on(t.userId, t.id),
    check('points_debts_amounts', sql`${t.points} > 0 and ${t.collected} >= 0 and ${t.collected} <= ${t.points}`),
  ],
);
