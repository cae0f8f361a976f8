import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operators } from '../operators/operators.table.ts';
import { goodsSkus } from './catalogue.table.ts';

/**
 * Every stock change an operator makes, append-only (issue 14): a relative delta with the stock
 * before and after it as the one conditional UPDATE found them, its reason, who and when. Orders
 * take and return stock without a line here; their own rows say what they hold.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    delta: integer('delta').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').notNull(),
    /** The operator who made it; null when none did (a script or test acting outside a session). */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_ledger_sku_idx').on(t.skuId, t.id), check('stock_ledger_adds_up', sql`${t.after} = ${t.before} + ${t.delta}`)],
);
