import type { InvoiceDirection, InvoiceKind, InvoiceLineView, InvoiceState, InvoiceTitleType, UserAddress } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { orders } from '../orders/orders.table.ts';

/**
 * An invoice of an order (issue 17): the shopper's application, then what the provider issued.
 * A blue invoice bills the cash left on the order; a red one cancels a blue one (negative amounts,
 * original_id). At most one blue invoice of an order is live (applied, issuing or issued): the
 * partial unique index makes concurrent applications one row.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    direction: text('direction').$type<InvoiceDirection>().notNull(),
    originalId: bigint('original_id', { mode: 'number' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    titleType: text('title_type').$type<InvoiceTitleType>().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    regAddress: text('reg_address').notNull().default(''),
    regPhone: text('reg_phone').notNull().default(''),
    email: text('email').notNull(),
    mailAddress: jsonb('mail_address').$type<UserAddress>(),
    state: text('state').$type<InvoiceState>().notNull(),
    failReason: text('fail_reason').notNull().default(''),
    /** The lines billed, fixed when the invoice is issued (before: as applied, for display). */
    lines: jsonb('lines').$type<InvoiceLineView[]>().notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    invoiceNo: text('invoice_no').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** A refund reached this issued invoice: the red-flush sweep cancels it and bills what remains. */
    redFlushDue: boolean('red_flush_due').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_live').on(t.orderId).where(sql`${t.direction} = 'blue' and ${t.state} in ('applied', 'issuing', 'issued')`),
    index('invoices_user_idx').on(t.userId, t.appliedAt),
    index('invoices_state_idx').on(t.state, t.appliedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_red_flush_due_idx').on(t.id).where(sql`${t.redFlushDue}`),
  ],
);

/** Titles a shopper used, offered again on the make page (one row per title and number). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    titleType: text('title_type').$type<InvoiceTitleType>().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    bank: text('bank').notNull(),
    account: text('account').notNull(),
    regAddress: text('reg_address').notNull(),
    regPhone: text('reg_phone').notNull(),
    email: text('email').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoice_titles_user_title').on(t.userId, t.titleType, t.title, t.taxNo)],
);
