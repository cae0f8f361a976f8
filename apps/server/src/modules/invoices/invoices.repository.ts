import { AfterSalesStatus, InvoiceDirection, InvoiceState, type InvoiceTitleType } from '@emall/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import { afterSalesCases } from '../after-sales/after-sales.table.ts';
import { users } from '../auth/auth.table.ts';
import { orders } from '../orders/orders.table.ts';
import { invoices, invoiceTitles } from './invoices.table.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type TitleRow = typeof invoiceTitles.$inferSelect;
export type InvoiceWithOrder = { invoice: InvoiceRow; orderNo: string; buyerPhone: string };

const LIVE: InvoiceState[] = [InvoiceState.applied, InvoiceState.issuing, InvoiceState.issued];

/** Inserts an application unless the order has a live blue invoice (the partial unique index): undefined then. */
export async function insertApplication(tx: Executor, row: NewInvoiceRow): Promise<InvoiceRow | undefined> {
  const [inserted] = await tx.insert(invoices).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertInvoice(tx: Executor, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted!;
}

export async function findLiveInvoiceOfOrder(db: Executor, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.direction, InvoiceDirection.blue), inArray(invoices.state, LIVE)));
  return row;
}

export async function findInvoice(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function lockInvoice(tx: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** Moves an invoice on if it is still in one of `from`: the row as moved, or undefined when another got there first. */
export async function moveInvoice(tx: Executor, id: number, from: readonly InvoiceState[], set: Partial<NewInvoiceRow>): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .update(invoices)
    .set(set)
    .where(and(eq(invoices.id, id), inArray(invoices.state, [...from])))
    .returning();
  return row;
}

export async function updateInvoice(tx: Executor, id: number, set: Partial<NewInvoiceRow>): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(set).where(eq(invoices.id, id)).returning();
  return row!;
}

export function findInvoicesOfOrder(db: Executor, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(desc(invoices.id));
}

const withOrder = {
  invoice: invoices,
  orderNo: orders.orderNo,
  buyerPhone: users.phone,
};

export async function findInvoicesOfUser(db: Executor, userId: number, offset: number, limit: number): Promise<{ rows: InvoiceWithOrder[]; total: number }> {
  const where = eq(invoices.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select(withOrder).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, invoices.userId)).where(where).orderBy(desc(invoices.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInvoiceWithOrder(db: Executor, id: number): Promise<InvoiceWithOrder | undefined> {
  const [row] = await db.select(withOrder).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, invoices.userId)).where(eq(invoices.id, id));
  return row;
}

export interface InvoiceFilter {
  state?: InvoiceState;
  titleType?: InvoiceTitleType;
  keyword?: string;
  appliedFrom?: Date;
  appliedTo?: Date;
}

function filterOf(f: InvoiceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.state ? eq(invoices.state, f.state) : undefined,
    f.titleType ? eq(invoices.titleType, f.titleType) : undefined,
    f.appliedFrom ? gte(invoices.appliedAt, f.appliedFrom) : undefined,
    f.appliedTo ? lt(invoices.appliedAt, f.appliedTo) : undefined,
    f.keyword ? or(eq(orders.orderNo, f.keyword), eq(invoices.invoiceNo, f.keyword), containsText(invoices.title, f.keyword)) : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

export async function searchInvoices(db: Executor, f: InvoiceFilter, offset: number, limit: number): Promise<{ rows: InvoiceWithOrder[]; total: number }> {
  const where = filterOf(f);
  const [rows, [total]] = await Promise.all([
    db.select(withOrder).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, invoices.userId)).where(where).orderBy(desc(invoices.appliedAt), desc(invoices.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Invoices issued in [from, to) (blue, red and those red-flushed since), oldest first: the month's export. */
export function findIssuedBetween(db: Executor, from: Date, to: Date): Promise<InvoiceWithOrder[]> {
  return db
    .select(withOrder)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/**
 * Issued blue invoices whose order had a refund move after they were issued (a case refunding or
 * completed since): the red-flush sweep checks what each still bills. A read join on after-sales' cases.
 */
export function findIssuedWithLaterRefunds(db: Executor, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.direction, InvoiceDirection.blue),
        eq(invoices.state, InvoiceState.issued),
        sql`exists (select 1 from ${afterSalesCases} where ${afterSalesCases.orderId} = ${invoices.orderId} and ${afterSalesCases.status} in (${AfterSalesStatus.refunding}, ${AfterSalesStatus.completed}) and ${afterSalesCases.statusAt} >= ${invoices.issuedAt})`,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit);
}

export async function upsertTitle(tx: Executor, row: typeof invoiceTitles.$inferInsert): Promise<void> {
  await tx
    .insert(invoiceTitles)
    .values(row)
    .onConflictDoUpdate({
      target: [invoiceTitles.userId, invoiceTitles.titleType, invoiceTitles.title, invoiceTitles.taxNo],
      set: { kind: row.kind, bank: row.bank, account: row.account, regAddress: row.regAddress, regPhone: row.regPhone, email: row.email, usedAt: row.usedAt },
    });
}

export function findTitles(db: Executor, userId: number, limit: number): Promise<TitleRow[]> {
  return db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.usedAt), desc(invoiceTitles.id)).limit(limit);
}

export async function deleteTitle(tx: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId))).returning({ id: invoiceTitles.id });
  return rows.length > 0;
}
