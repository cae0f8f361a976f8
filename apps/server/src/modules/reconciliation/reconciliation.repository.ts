import { PaymentState, RefundStatus, type CashierChannel, type MismatchKind, type StatementState } from '@emall/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRefunds, payments } from '../payments/payments.table.ts';
import { payStatementMismatches, payStatements } from './reconciliation.table.ts';

export type StatementRow = typeof payStatements.$inferSelect;
export type MismatchRow = typeof payStatementMismatches.$inferSelect;
export type NewMismatch = Omit<typeof payStatementMismatches.$inferInsert, 'id' | 'statementId'>;

/** A payment as the comparison needs it. */
export interface OurTrade {
  outTradeNo: string;
  amountFen: number;
  state: string;
}

/** A refund as the comparison needs it. */
export interface OurRefund {
  outTradeNo: string;
  refundNo: string;
  amountFen: number;
  status: number;
}

const PAID: PaymentState[] = [PaymentState.success, PaymentState.refunded];

const tradeColumns = { outTradeNo: payments.outTradeNo, amountFen: payments.amountFen, state: payments.state };
const refundColumns = { outTradeNo: payments.outTradeNo, refundNo: paymentRefunds.refundNo, amountFen: paymentRefunds.amountFen, status: paymentRefunds.status };

/** Payments that money arrived for in [from, to). */
/** `ways`: only payments through these cashier ways (null: every way). */
export function paidPaymentsBetween(db: Executor, from: Date, to: Date, ways: CashierChannel[] | null): Promise<OurTrade[]> {
  return db
    .select(tradeColumns)
    .from(payments)
    .where(and(inArray(payments.state, PAID), gte(payments.paidAt, from), lt(payments.paidAt, to), ways ? inArray(payments.channel, ways) : undefined));
}

export function paymentsByOutTradeNo(db: Executor, outTradeNos: string[]): Promise<OurTrade[]> {
  if (outTradeNos.length === 0) return Promise.resolve([]);
  return db.select(tradeColumns).from(payments).where(inArray(payments.outTradeNo, outTradeNos));
}

/** Refunds paid back in [from, to). */
export function paidRefundsBetween(db: Executor, from: Date, to: Date, ways: CashierChannel[] | null): Promise<OurRefund[]> {
  return db
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, RefundStatus.refundSuccess), gte(paymentRefunds.finishedAt, from), lt(paymentRefunds.finishedAt, to), ways ? inArray(payments.channel, ways) : undefined));
}

export function refundsByRefundNo(db: Executor, refundNos: string[]): Promise<OurRefund[]> {
  if (refundNos.length === 0) return Promise.resolve([]);
  return db.select(refundColumns).from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentId)).where(inArray(paymentRefunds.refundNo, refundNos));
}

export async function findStatement(db: Executor, day: string, channel: string): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(payStatements)
    .where(and(eq(payStatements.day, day), eq(payStatements.channel, channel)))
    .limit(1);
  return row;
}

/** The day's statement row, made or updated, and locked for the rest of the transaction: one run of a day at a time. */
export async function upsertStatement(tx: Executor, row: { day: string; channel: string; state: StatementState; trades: number; refunds: number; ranAt: Date }): Promise<StatementRow> {
  const [saved] = await tx
    .insert(payStatements)
    .values(row)
    .onConflictDoUpdate({ target: [payStatements.day, payStatements.channel], set: { state: row.state, trades: row.trades, refunds: row.refunds, ranAt: row.ranAt } })
    .returning();
  return saved!;
}

export function mismatchesOf(tx: Executor, statementId: number): Promise<MismatchRow[]> {
  return tx.select().from(payStatementMismatches).where(eq(payStatementMismatches.statementId, statementId));
}

/** Replaces a statement's mismatches (inside the run's transaction). */
export async function replaceMismatches(tx: Executor, statementId: number, rows: NewMismatch[]): Promise<void> {
  await tx.delete(payStatementMismatches).where(eq(payStatementMismatches.statementId, statementId));
  if (rows.length > 0) await tx.insert(payStatementMismatches).values(rows.map((r) => ({ ...r, statementId })));
}

// The outer row's id written qualified: drizzle writes a column of the selected table bare, which the subquery would take as its own.
const mismatchCount = sql<number>`(select count(*) from ${payStatementMismatches} m where m.statement_id = pay_statements.id)`.mapWith(Number);
const openCount = sql<number>`(select count(*) from ${payStatementMismatches} m where m.statement_id = pay_statements.id and m.handled_at is null)`.mapWith(Number);

/** The channels' statements, newest day first (then by channel), with their mismatch counts. */
export async function listStatements(db: Executor, channels: string[], offset: number, limit: number) {
  const rows = await db
    .select({ statement: payStatements, mismatches: mismatchCount, open: openCount })
    .from(payStatements)
    .where(inArray(payStatements.channel, channels))
    .orderBy(desc(payStatements.day), asc(payStatements.channel))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(payStatements).where(inArray(payStatements.channel, channels));
  return { rows, total: total?.n ?? 0 };
}

export async function statementCounts(db: Executor, statementId: number): Promise<{ mismatches: number; open: number }> {
  const [row] = await db
    .select({ mismatches: count(), open: sql<number>`count(*) filter (where ${payStatementMismatches.handledAt} is null)`.mapWith(Number) })
    .from(payStatementMismatches)
    .where(eq(payStatementMismatches.statementId, statementId));
  return { mismatches: row?.mismatches ?? 0, open: row?.open ?? 0 };
}

export async function searchMismatches(db: Executor, statementId: number, filter: { kind?: MismatchKind; handled?: boolean }, offset: number, limit: number) {
  const where: SQL[] = [eq(payStatementMismatches.statementId, statementId)];
  if (filter.kind) where.push(eq(payStatementMismatches.kind, filter.kind));
  if (filter.handled !== undefined) where.push(filter.handled ? isNotNull(payStatementMismatches.handledAt) : isNull(payStatementMismatches.handledAt));
  const rows = await db
    .select()
    .from(payStatementMismatches)
    .where(and(...where))
    .orderBy(asc(payStatementMismatches.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(payStatementMismatches)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}

/** The mismatch with its statement's day, locked: two operators handling it at once handle it once. */
export async function lockMismatch(tx: Executor, id: number) {
  const [row] = await tx
    .select({ mismatch: payStatementMismatches, day: payStatements.day })
    .from(payStatementMismatches)
    .innerJoin(payStatements, eq(payStatements.id, payStatementMismatches.statementId))
    .where(eq(payStatementMismatches.id, id))
    .for('update', { of: payStatementMismatches });
  return row;
}

export async function markHandled(tx: Executor, id: number, fields: { handledAt: Date; handledBy: string; remark: string }): Promise<MismatchRow> {
  const [row] = await tx.update(payStatementMismatches).set(fields).where(eq(payStatementMismatches.id, id)).returning();
  return row!;
}
