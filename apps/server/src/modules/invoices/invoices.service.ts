import { ErrorCode, InvoiceDirection, InvoiceKind, InvoiceState, Text, type InvoiceApplyBody, type InvoiceOrderStanding, type InvoiceResendBody, type InvoiceView, type SavedInvoiceTitle } from '@emall/contract';
import { checkInvoiceTitle, isValidInvoiceEmail } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { addressOfUser } from '../address/address.service.ts';
import { findOrderById, type OrderRow } from '../orders/orders.service.ts';
import { billOf, mailInvoice, pdfOf } from './invoice-issue.service.ts';
import * as repo from './invoices.repository.ts';
import { toInvoiceView, toSavedTitle } from './invoices.view.ts';

const SAVED_TITLES_MAX = 10;

/** The caller's order, not deleted; another user's answers as unknown. */
async function ownOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order || order.userId !== userId || order.deletedAt !== null) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

/** The caller's invoice; another user's answers as unknown (40425). */
async function ownInvoice(ctx: AppContext, userId: number, id: number): Promise<repo.InvoiceWithOrder> {
  const found = await repo.findInvoiceWithOrder(ctx.db, id);
  if (!found || found.invoice.userId !== userId) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
  return found;
}

/** GET …/invoices/orders/:orderId: may the order be invoiced, for how much, and its live invoice. */
export async function invoiceStanding(ctx: AppContext, userId: number, orderId: number): Promise<InvoiceOrderStanding> {
  const order = await ownOrder(ctx, userId, orderId);
  const [bill, live] = await Promise.all([billOf(ctx, ctx.db, order), repo.findLiveInvoiceOfOrder(ctx.db, order.id)]);
  const invoiceable = bill.amountFen > 0;
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    invoiceable,
    refusal: invoiceable ? null : Text.invoiceUnavailable,
    amountFen: bill.amountFen,
    current: live ? toInvoiceView(live, order.orderNo) : null,
  };
}

/**
 * POST …/invoices: applies for an invoice of a paid order with cash left to bill (40190 暂无法开票
 * otherwise), with a title the domain accepts. One live application per order: the insert does
 * nothing when the order has one (the partial unique index, so concurrent applications make one
 * row) and the existing application is answered. The title is kept among the caller's saved titles.
 */
export async function applyInvoice(ctx: AppContext, userId: number, body: InvoiceApplyBody): Promise<InvoiceView> {
  const mailAddress = body.addressId === undefined ? null : await addressOfUser(ctx, userId, body.addressId);
  if (body.addressId !== undefined && !mailAddress) throw new AppError(ErrorCode.ADDRESS_NOT_FOUND);
  const checked = checkInvoiceTitle({ ...body, hasMailAddress: mailAddress !== null });
  if (!checked.ok) throw new AppError(checked.code);
  const order = await ownOrder(ctx, userId, body.orderId);
  const existing = await repo.findLiveInvoiceOfOrder(ctx.db, order.id);
  if (existing) return toInvoiceView(existing, order.orderNo);
  const bill = await billOf(ctx, ctx.db, order);
  if (bill.amountFen === 0) throw new AppError(ErrorCode.INVOICE_NOT_AVAILABLE);
  const now = ctx.clock.now();
  const title = checked.value;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertApplication(tx, {
      userId,
      orderId: order.id,
      direction: InvoiceDirection.blue,
      ...title,
      mailAddress: title.kind === InvoiceKind.special ? mailAddress : null,
      state: InvoiceState.applied,
      lines: bill.lines,
      totalFen: bill.amountFen,
      taxFen: bill.taxFen,
      appliedAt: now,
      updatedAt: now,
    });
    if (inserted) await repo.upsertTitle(tx, { userId, ...title, usedAt: now });
    return inserted;
  });
  return toInvoiceView(row ?? (await repo.findLiveInvoiceOfOrder(ctx.db, order.id))!, order.orderNo);
}

export async function listInvoices(ctx: AppContext, userId: number, query: { pageNo?: number; pageSize?: number }): Promise<Paged<InvoiceView>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const { rows, total } = await repo.findInvoicesOfUser(ctx.db, userId, (pageNo - 1) * pageSize, pageSize);
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => toInvoiceView(r.invoice, r.orderNo)) };
}

export async function invoiceDetail(ctx: AppContext, userId: number, id: number): Promise<InvoiceView> {
  const { invoice, orderNo } = await ownInvoice(ctx, userId, id);
  return toInvoiceView(invoice, orderNo);
}

export async function invoicePdf(ctx: AppContext, userId: number, id: number): Promise<{ pdf: Uint8Array; name: string }> {
  const { invoice, orderNo } = await ownInvoice(ctx, userId, id);
  return { pdf: await pdfOf(ctx, invoice, orderNo), name: `${invoice.invoiceNo}.pdf` };
}

/** POST …/invoices/:id/resend: mails an issued invoice again, to its email or the one given. */
export async function resendInvoice(ctx: AppContext, userId: number, id: number, body: InvoiceResendBody): Promise<null> {
  const { invoice, orderNo } = await ownInvoice(ctx, userId, id);
  const to = body.email?.trim() ?? invoice.email;
  if (!isValidInvoiceEmail(to)) throw new AppError(ErrorCode.INVOICE_EMAIL_INVALID);
  if (invoice.state !== InvoiceState.issued) throw new AppError(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
  await mailInvoice(ctx, invoice, orderNo, to);
  return null;
}

export async function savedTitles(ctx: AppContext, userId: number): Promise<SavedInvoiceTitle[]> {
  return (await repo.findTitles(ctx.db, userId, SAVED_TITLES_MAX)).map(toSavedTitle);
}

export async function removeSavedTitle(ctx: AppContext, userId: number, id: number): Promise<null> {
  if (!(await repo.deleteTitle(ctx.db, userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
  return null;
}
