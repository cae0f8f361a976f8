import { ErrorCode, fillText, InvoiceDirection, InvoiceDocText, InvoiceState, MessageTargetType, NotificationTemplate, type InvoiceLineView } from '@emall/contract';
import { formatMoney, invoiceableFen, invoiceLines, invoiceTotals, redLines, taxRateOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { orderCashStanding } from '../after-sales/refunded-amounts.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findOrderById, type OrderRow } from '../orders/orders.service.ts';
import * as repo from './invoices.repository.ts';
import { toInvoiceView } from './invoices.view.ts';

/** What an order may be invoiced for now: the cash kept (paid, less refunds) and the lines billing it. */
export async function billOf(ctx: AppContext, db: Executor, order: OrderRow): Promise<{ amountFen: number; lines: InvoiceLineView[]; taxFen: number }> {
  if (order.paidAt === null) return { amountFen: 0, lines: [], taxFen: 0 };
  const cash = await orderCashStanding(db, order, ctx.config.afterSales);
  const amountFen = invoiceableFen({ paid: true, cashPaidFen: order.payAmountFen, cashRefundedFen: cash.cashRefundedFen });
  if (amountFen === 0) return { amountFen, lines: [], taxFen: 0 };
  const lines = invoiceLines(cash.lines, cash.carriage, taxRateOf(cash.family), InvoiceDocText.carriage);
  return { amountFen, lines, taxFen: invoiceTotals(lines).taxFen };
}

/**
 * Issues an applied (or new) invoice through the provider, in the caller's transaction: the lines
 * are billed as the order stands now; the sandbox answers at once (issued), a real provider later
 * (issuing until its callback). An order with nothing left to bill is refused (暂无法开票).
 */
export async function issueRow(ctx: AppContext, tx: Executor, row: repo.InvoiceRow, now: Date): Promise<repo.InvoiceRow> {
  const order = (await findOrderById(tx, row.orderId))!;
  const bill = await billOf(ctx, tx, order);
  if (bill.amountFen === 0) throw new AppError(ErrorCode.INVOICE_NOT_AVAILABLE);
  const answer = await ctx.invoicing.issue({ invoiceId: row.id, direction: row.direction, totalFen: bill.amountFen, buyerTitle: row.title, buyerTaxNo: row.taxNo, originalNo: null }, now);
  const billed = { lines: bill.lines, totalFen: bill.amountFen, taxFen: bill.taxFen, updatedAt: now };
  if (answer.status === 'accepted') return repo.updateInvoice(tx, row.id, { ...billed, state: InvoiceState.issuing });
  const issued = await repo.updateInvoice(tx, row.id, { ...billed, state: InvoiceState.issued, invoiceNo: answer.invoiceNo, issuedAt: answer.issuedAt });
  await notifyIssued(tx, issued, order.orderNo, now);
  return issued;
}

/** Tells the shopper a blue invoice was issued (issue 19), in the issuing transaction; once per invoice. */
export async function notifyIssued(tx: Executor, row: repo.InvoiceRow, orderNo: string, now: Date): Promise<void> {
  if (row.state !== InvoiceState.issued || row.direction !== InvoiceDirection.blue) return;
  await notify(tx, { userId: row.userId, template: NotificationTemplate.invoiceIssued, params: { orderNo }, dedupeKey: `invoice-issued:${row.id}`, target: { type: MessageTargetType.invoice, orderId: String(row.orderId) }, at: now });
}

/**
 * Red-flushes an issued blue invoice in the caller's transaction (the row locked by the caller): a
 * red invoice cancels it whole, it ends 已红冲, and a new blue invoice with the same title bills
 * what the order still has (none when nothing is left). Answers the new blue invoice, if any.
 */
export async function redFlushRow(ctx: AppContext, tx: Executor, blue: repo.InvoiceRow, now: Date): Promise<repo.InvoiceRow | null> {
  const moved = await repo.moveInvoice(tx, blue.id, [InvoiceState.issued], { state: InvoiceState.redFlushed, redFlushDue: false, updatedAt: now });
  if (!moved || blue.direction !== InvoiceDirection.blue) throw new AppError(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
  const { id: _id, invoiceNo: _no, ...title } = blue;
  const lines = redLines(blue.lines);
  const red = await repo.insertInvoice(tx, {
    ...title,
    direction: InvoiceDirection.red,
    originalId: blue.id,
    state: InvoiceState.issuing,
    lines,
    totalFen: -blue.totalFen,
    taxFen: -blue.taxFen,
    redFlushDue: false,
    issuedAt: null,
    appliedAt: now,
    updatedAt: now,
  });
  const answer = await ctx.invoicing.issue({ invoiceId: red.id, direction: InvoiceDirection.red, totalFen: red.totalFen, buyerTitle: red.title, buyerTaxNo: red.taxNo, originalNo: blue.invoiceNo }, now);
  if (answer.status === 'issued') await repo.updateInvoice(tx, red.id, { state: InvoiceState.issued, invoiceNo: answer.invoiceNo, issuedAt: answer.issuedAt });
  const order = (await findOrderById(tx, blue.orderId))!;
  if ((await billOf(ctx, tx, order)).amountFen === 0) return null;
  const next = await repo.insertInvoice(tx, { ...title, direction: InvoiceDirection.blue, originalId: null, state: InvoiceState.applied, redFlushDue: false, issuedAt: null, appliedAt: now, updatedAt: now });
  return issueRow(ctx, tx, next, now);
}

/** The PDF of an issued invoice (a red one names the blue one it cancels). */
export async function pdfOf(ctx: AppContext, row: repo.InvoiceRow, orderNo: string): Promise<Uint8Array> {
  if (row.state !== InvoiceState.issued && row.state !== InvoiceState.redFlushed) throw new AppError(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
  const original = row.originalId === null ? null : await repo.findInvoice(ctx.db, row.originalId);
  // Loaded on the first PDF: pdf-lib and fontkit cost a quarter of a second to evaluate at start (issue 16).
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  return renderInvoicePdf(toInvoiceView(row, orderNo), ctx.config.invoicing.seller, original?.invoiceNo ?? null);
}

/** Emails an issued invoice with its PDF (the sandbox keeps it in the outbox). */
export async function mailInvoice(ctx: AppContext, row: repo.InvoiceRow, orderNo: string, to: string): Promise<void> {
  const pdf = await pdfOf(ctx, row, orderNo);
  await ctx.mail.send({
    to,
    subject: `${InvoiceDocText.mailSubject} ${row.invoiceNo}`,
    body: fillText(InvoiceDocText.mailBody, { orderNo, invoiceNo: row.invoiceNo ?? '', amount: formatMoney(row.totalFen) }),
    attachment: { name: `${row.invoiceNo}.pdf`, content: pdf },
  });
}

/** Mails what was just issued, after the commit; a failed mail is logged, the invoice stays issued (resend asks again). */
export async function mailIssued(ctx: AppContext, rows: readonly (repo.InvoiceRow | null)[]): Promise<void> {
  for (const row of rows) {
    if (!row || row.state !== InvoiceState.issued || row.direction !== InvoiceDirection.blue) continue;
    try {
      const order = (await findOrderById(ctx.db, row.orderId))!;
      await mailInvoice(ctx, row, order.orderNo, row.email);
    } catch (err) {
      ctx.log.error({ err, invoiceId: row.id }, 'mailing an issued invoice failed');
    }
  }
}
