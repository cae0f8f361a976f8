import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { orders } from '../orders/orders.table.ts';

import type { PaymentState } from '@emall/contract';

/**
 * A payment attempt of an order (§3 cashFlowNo): one per tap of the cashier's pay button (or the
 * order's one bank transfer). out_trade_no is what the channel is told and notifies back; both
 * numbers are unique, so a notification finds exactly one attempt and records it once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cashFlowNo: text('cash_flow_no').notNull().unique(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** CashierChannel. */
    channel: text('channel').notNull(),
    /** PayTerminalType the payment was made on; null for a bank transfer. */
    terminal: text('terminal'),
    /** The order's cash due when the attempt was made; a notification must say exactly this. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    channelTradeNo: text('channel_trade_no'),
    /** §3 frontData: a JSON text with resultUrl, where /payTransfer returns. */
    frontData: text('front_data').notNull(),
    /** A bank transfer's receiving account lapses then. */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    // getOrCreate makes one transfer trade order per order, even when asked twice at once.
    uniqueIndex('payments_one_transfer_per_order').on(t.orderId).where(sql`${t.channel} = 'Transfer'`),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_state_known', sql`${t.state} in ('dealing', 'success', 'failed', 'closed', 'refunded')`),
  ],
);

/**
 * Cash paid back (§4 refund status): a payment that arrived for an order already closed or paid,
 * or a virtual order whose fulfilment failed (the whole payment: one per payment), or part of it
 * for an after-sales case (one per case). So money goes back once either way. refund_no
 * is the channel's out_refund_no (its idempotency key); the refund stays open once the channel
 * accepted it (requested_at) until its signed refund notification says refundSuccess (or close).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refundNo: text('refund_no').notNull().unique(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    /** The after-sales case this refund pays (part of the payment); null for a whole-payment refund. */
    caseId: bigint('case_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** RefundStatus: open until the channel's refund notification, then refundSuccess (or close when it failed). */
    status: integer('status').notNull(),
    /** When the channel last accepted the request; the sweep asks again only when its notification is long overdue. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    channelRefundNo: text('channel_refund_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_open_idx').on(t.id).where(sql`${t.status} = 0`),
    uniqueIndex('payment_refunds_whole_payment').on(t.paymentId).where(sql`${t.caseId} is null`),
    uniqueIndex('payment_refunds_case').on(t.caseId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/**
 * The sandbox channel's own books (development and the demo): what the shopper did on its gateway
 * page. queryPayment reads them, as a merchant asks a real channel about a notification it missed.
 */
export const paySandboxTrades = pgTable('pay_sandbox_trades', {
  outTradeNo: text('out_trade_no').primaryKey(),
  channelTradeNo: text('channel_trade_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** PayNotifyStatus. */
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox channel's refunds: accepted at once (PROCESSING), paid out after its delay (SUCCESS),
 * and notified to us until we acknowledge (notified_at), as a real channel retries notifications.
 * One row per out_refund_no, so a repeated request answers the first.
 */
export const paySandboxRefunds = pgTable(
  'pay_sandbox_refunds',
  {
    outRefundNo: text('out_refund_no').primaryKey(),
    outTradeNo: text('out_trade_no')
      .notNull()
      .references(() => paySandboxTrades.outTradeNo),
    channelRefundNo: text('channel_refund_no').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** PROCESSING, then SUCCESS (paid out) or FAILED (the bank turned it down; the money stays with the trade) */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('pay_sandbox_refunds_trade_idx').on(t.outTradeNo), check('pay_sandbox_refunds_amount_positive', sql`${t.amountFen} > 0`)],
);

/**
 * The opening of a paid virtual order at its supplier: claimed by one opener at a time (a lease),
 * so the supplier is not asked twice at once; the outcome and the reason of a failure stay here.
 */
export const virtualFulfilments = pgTable('virtual_fulfilments', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  /** opening | finished | failed */
  state: text('state').notNull(),
  attempts: integer('attempts').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  failReason: text('fail_reason'),
});
