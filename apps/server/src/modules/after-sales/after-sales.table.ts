import type { AfterSalesMessageBy, AfterSalesReason } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

/**
 * An after-sales case (issue 15): 仅退款 or 退货退款 of some pieces of one order. The amounts are
 * the quote saved when the shopper applied (under the order's lock, counting the pieces other open
 * cases hold), so what the shopper was shown is what is refunded. status_at is when the status
 * last changed: the clock's limits run from it.
 */
export const afterSalesCases = pgTable(
  'after_sales_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseNo: text('case_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** AfterSalesType. */
    type: integer('type').notNull(),
    /** AfterSalesStatus. */
    status: integer('status').notNull(),
    reason: text('reason').$type<AfterSalesReason>().notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    cashFen: bigint('cash_fen', { mode: 'number' }).notNull(),
    eValue: integer('e_value').notNull(),
    couponFen: bigint('coupon_fen', { mode: 'number' }).notNull(),
    carriageFen: integer('carriage_fen').notNull(),
    couponBack: boolean('coupon_back').notNull(),
    pointsEarnedBack: integer('points_earned_back').notNull(),
    /** The refund leaves nothing of the order. */
    wholeOrder: boolean('whole_order').notNull(),
    /** Nothing of the order had shipped when the shopper applied: the goods go back on the shelf. */
    notShipped: boolean('not_shipped').notNull(),
    /** Set by the refund step: cash kept for spent earned E-value, and points still owed. */
    cashDeductFen: bigint('cash_deduct_fen', { mode: 'number' }).notNull().default(0),
    debtPoints: integer('debt_points').notNull().default(0),
    returnCompany: text('return_company'),
    returnExpressNo: text('return_express_no'),
    rejectReason: text('reject_reason').notNull().default(''),
    inspectionNote: text('inspection_note').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('after_sales_cases_user_key').on(t.userId, t.idempotencyKey),
    index('after_sales_cases_user_idx').on(t.userId, t.id.desc()),
    index('after_sales_cases_order_idx').on(t.orderId),
    index('after_sales_cases_status_idx').on(t.status, t.statusAt),
    check('after_sales_cases_amounts', sql`${t.cashFen} >= 0 and ${t.eValue} >= 0 and ${t.couponFen} >= 0 and ${t.cashDeductFen} >= 0`),
  ],
);

/** The pieces of each order line a case asks for, with their quoted share. */
export const afterSalesCaseLines = pgTable(
  'after_sales_case_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    pieces: integer('pieces').notNull(),
    cashFen: bigint('cash_fen', { mode: 'number' }).notNull(),
    eValue: integer('e_value').notNull(),
    couponFen: bigint('coupon_fen', { mode: 'number' }).notNull(),
    pointsEarned: integer('points_earned').notNull(),
  },
  (t) => [index('after_sales_case_lines_case_idx').on(t.caseId), check('after_sales_case_lines_pieces', sql`${t.pieces} > 0`)],
);

/** A case's timeline: every move, who made it (shopper, operator, system) and its note. */
export const afterSalesCaseEvents = pgTable(
  'after_sales_case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id),
    status: integer('status').notNull(),
    actor: text('actor').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('after_sales_case_events_case_idx').on(t.caseId, t.id)],
);

/** A case's 协商记录: what the shopper and the operators said, in time order. */
export const afterSalesCaseMessages = pgTable(
  'after_sales_case_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id),
    by: text('by').$type<AfterSalesMessageBy>().notNull(),
    /** The operator who replied; null for the shopper. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    text: text('text').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('after_sales_case_messages_case_idx').on(t.caseId, t.id)],
);
