import { MainOrderStatus, PaymentState, RefundStatus } from '@emall/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../orders/orders.table.ts';
import { paymentRefunds, payments, virtualFulfilments } from './payments.table.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertPayment(tx: Executor, row: NewPaymentRow): Promise<PaymentRow> {
  const [saved] = await tx.insert(payments).values(row).returning();
  return saved!;
}

/** A transfer trade order, unless the order has one already (the unique index answers nothing then). */
export async function insertTransferPayment(tx: Executor, row: NewPaymentRow): Promise<PaymentRow | undefined> {
  const [saved] = await tx.insert(payments).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function findPaymentByOutTradeNo(db: Executor, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/** The payment a channel's trade number names (UnionPay's bill names a refund's trade by its queryId only). */
export async function findPaymentByChannelTradeNo(db: Executor, channelTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.channelTradeNo, channelTradeNo)).limit(1);
  return row;
}

export async function findPaymentOfUser(
  db: Executor,
  userId: number,
  by: { cashFlowNo: string } | { outTradeNo: string },
): Promise<PaymentRow | undefined> {
  const match = 'cashFlowNo' in by ? eq(payments.cashFlowNo, by.cashFlowNo) : eq(payments.outTradeNo, by.outTradeNo);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(match, eq(payments.userId, userId)))
    .limit(1);
  return row;
}

/** The payment row, locked for the rest of the transaction: one notification of it at a time. */
export async function lockPayment(tx: Executor, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}

export async function findLatestPayment(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row;
}

export async function findTransferOfOrder(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.channel, 'Transfer')))
    .limit(1);
  return row;
}

/** The payment that paid the order (the one attempt in state success). */
export async function findPaidPayment(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, PaymentState.success)))
    .limit(1);
  return row;
}

/** Payments still waiting for their channel's word, made within [from, to): the sweep asks the channel about them. */
export function findDealingPayments(db: Executor, from: Date, to: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, PaymentState.dealing), gte(payments.createdAt, from), lt(payments.createdAt, to)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/**
 * Attempts still waiting whose order no longer waits for money (closed, cancelled, or paid by
 * another attempt): their channel trades are closed by the sweep. waitPay is 1 in every family.
 */
export function findAbandonedPayments(db: Executor, limit: number): Promise<PaymentRow[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.state, PaymentState.dealing), sql`${orders.status} <> ${MainOrderStatus.waitPay}`))
    .orderBy(asc(payments.id))
    .limit(limit)
    .then((rows) => rows.map((r) => r.payment));
}

/** An attempt still waiting ends closed (its channel trade was closed); false when its word came meanwhile. */
export async function closeDealingPayment(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ state: PaymentState.closed, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.state, PaymentState.dealing)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function updatePayment(
  tx: Executor,
  id: number,
  fields: Partial<Pick<PaymentRow, 'state' | 'channelTradeNo' | 'paidAt' | 'frontData'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...fields, updatedAt: now })
    .where(eq(payments.id, id));
}

/**
 * Takes the opening of an order for `leaseMs`: a new claim, or one whose opener went quiet.
 * Answers false while another opener holds it, or once it is settled.
 */
export async function claimFulfilment(db: Executor, orderId: number, now: Date, leaseMs: number): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - leaseMs);
  const rows = await db
    .insert(virtualFulfilments)
    .values({ orderId, state: 'opening', attempts: 1, startedAt: now })
    .onConflictDoUpdate({
      target: virtualFulfilments.orderId,
      set: { attempts: sql`${virtualFulfilments.attempts} + 1`, startedAt: now },
      setWhere: and(eq(virtualFulfilments.state, 'opening'), lte(virtualFulfilments.startedAt, staleBefore)),
    })
    .returning({ orderId: virtualFulfilments.orderId });
  return rows.length === 1;
}

export async function endFulfilment(tx: Executor, orderId: number, state: 'finished' | 'failed', reason: string | null, now: Date): Promise<void> {
  await tx
    .insert(virtualFulfilments)
    .values({ orderId, state, startedAt: now, finishedAt: now, failReason: reason })
    .onConflictDoUpdate({ target: virtualFulfilments.orderId, set: { state, failReason: reason, finishedAt: now } });
}

/** Lets the next sweep try again (the supplier could not be reached). */
export async function releaseFulfilment(db: Executor, orderId: number): Promise<void> {
  await db
    .update(virtualFulfilments)
    .set({ startedAt: new Date(0) })
    .where(and(eq(virtualFulfilments.orderId, orderId), eq(virtualFulfilments.state, 'opening')));
}

/** A refund of a payment, unless it has one already (one whole refund per payment, one per case). */
export async function insertRefund(tx: Executor, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow | undefined> {
  const [saved] = await tx.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
  return saved;
}

/** The refunds of after-sales cases, by case. */
export function findCaseRefunds(db: Executor, caseIds: readonly number[]): Promise<RefundRow[]> {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db.select().from(paymentRefunds).where(inArray(paymentRefunds.caseId, [...caseIds]));
}

/**
 * Opens again the closed refund of a case under a new refund number (a channel takes its refund
 * number as the idempotency key, so the old one would answer its failure again): conditional on it
 * being closed, so of many callers at once one reopens it. Answers the row as it was and as it is.
 */
export async function reopenClosedCaseRefund(tx: Executor, caseId: number, refundNo: string): Promise<{ failedNo: string; refund: RefundRow } | null> {
  const [before] = await tx.select().from(paymentRefunds).where(and(eq(paymentRefunds.caseId, caseId), eq(paymentRefunds.status, RefundStatus.close))).for('update');
  if (!before) return null;
  const [reopened] = await tx
    .update(paymentRefunds)
    .set({ refundNo, status: RefundStatus.open, requestedAt: null, channelRefundNo: null, finishedAt: null })
    .where(and(eq(paymentRefunds.id, before.id), eq(paymentRefunds.status, RefundStatus.close)))
    .returning();
  return reopened ? { failedNo: before.refundNo, refund: reopened } : null;
}

/** Open refunds not yet asked of their channel, or asked so long ago that its notification is overdue. */
export function findRefundsToRequest(db: Executor, askedBefore: Date, limit: number) {
  return db
    .select({ refund: paymentRefunds, outTradeNo: payments.outTradeNo, channel: payments.channel })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.status, RefundStatus.open), or(isNull(paymentRefunds.requestedAt), lt(paymentRefunds.requestedAt, askedBefore))))
    .orderBy(asc(paymentRefunds.id))
    .limit(limit);
}

/** The refund of a refund number, with the trade and channel of the payment it pays back. */
export async function findRefundByNo(db: Executor, refundNo: string) {
  const [row] = await db
    .select({ refund: paymentRefunds, outTradeNo: payments.outTradeNo, channel: payments.channel })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.refundNo, refundNo))
    .limit(1);
  return row;
}

export async function markRefundRequested(db: Executor, id: number, channelRefundNo: string, now: Date): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ requestedAt: now, channelRefundNo })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, RefundStatus.open)));
}

/**
 * Ends an open refund as its channel says (refundSuccess, or close when it failed or was refused):
 * conditional on it still being open, so however often the word comes it ends once. Answers
 * whether this call ended it.
 */
export async function endRefund(db: Executor, id: number, status: RefundStatus, now: Date, channelRefundNo?: string): Promise<boolean> {
  const ended = await db
    .update(paymentRefunds)
    .set({ status, finishedAt: now, ...(channelRefundNo === undefined ? {} : { channelRefundNo }) })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, RefundStatus.open)))
    .returning({ id: paymentRefunds.id });
  return ended.length > 0;
}

/** Every payment attempt and every refund of an order, oldest first. */
export async function findPaymentRecords(db: Executor, orderId: number): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
  const [paid, refunds] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.id)),
  ]);
  return { payments: paid, refunds };
}
