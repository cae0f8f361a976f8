import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MismatchItem, MismatchKind, StatementState } from '@emall/contract';

/**
 * One China day's statement of a pay channel (issue 20): its bill compared with our books. One row
 * per (day, channel), so running a day twice keeps one report; a re-run replaces its mismatches.
 */
export const payStatements = pgTable(
  'pay_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** yyyy-MM-dd, China time. */
    day: text('day').notNull(),
    /** The pay provider's name (sandbox, alipay…). */
    channel: text('channel').notNull(),
    state: text('state').$type<StatementState>().notNull(),
    /** Rows of the channel's bill. */
    trades: integer('trades').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pay_statements_day_channel').on(t.day, t.channel), check('pay_statements_state_known', sql`${t.state} in ('done', 'pending')`)],
);

/** A difference between the channel's bill and our books on a statement's day; an operator marks it 已处理 with a remark. */
export const payStatementMismatches = pgTable(
  'pay_statement_mismatches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => payStatements.id),
    kind: text('kind').$type<MismatchKind>().notNull(),
    item: text('item').$type<MismatchItem>().notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    outRefundNo: text('out_refund_no'),
    channelTradeNo: text('channel_trade_no'),
    ourAmountFen: bigint('our_amount_fen', { mode: 'number' }),
    theirAmountFen: bigint('their_amount_fen', { mode: 'number' }),
    ourState: text('our_state'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    remark: text('remark'),
  },
  (t) => [index('pay_statement_mismatches_statement_idx').on(t.statementId, t.id)],
);
