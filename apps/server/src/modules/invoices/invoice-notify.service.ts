import { ErrorCode, InvoiceNotifyStatus, InvoiceState, InvoiceText, type InvoiceNotification } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrderById } from '../orders/orders.service.ts';
import { mailIssued, notifyIssued } from './invoice-issue.service.ts';
import * as repo from './invoices.repository.ts';

type Headers = Record<string, string | string[] | undefined>;

/** The same word again (a provider repeats until it hears back): the invoice already says it. */
function saysAlready(row: repo.InvoiceRow, word: InvoiceNotification): boolean {
  if (word.status === InvoiceNotifyStatus.issued) return row.state !== InvoiceState.issuing && row.invoiceNo === word.invoiceNo;
  return row.state === InvoiceState.failed && row.failReason === word.reason;
}

/**
 * An invoicing provider's callback on an invoice it accepted (issue 17, a provider that issues
 * later): verified by its signature, then recorded under the invoice's row lock, so a repeated or
 * concurrent callback moves the invoice (开票中 → 已开票 or 开票失败) and mails it once. A word on an
 * invoice that is not waiting for one, other than a repeat, is refused (40197).
 */
export async function receiveInvoiceNotification(ctx: AppContext, headers: Headers, body: InvoiceNotification): Promise<{ invoiceId: string; received: boolean }> {
  const word = ctx.invoicing.verifyNotification(headers, body);
  if (!word) {
    ctx.log.warn({ invoiceId: body.invoiceId }, 'invoice notification with a bad signature refused');
    throw new AppError(ErrorCode.INVOICE_SIGNATURE_INVALID);
  }
  const issued = word.status === InvoiceNotifyStatus.issued;
  if (issued ? !word.invoiceNo || !word.issuedAt : !word.reason) throw new AppError(ErrorCode.BAD_REQUEST, InvoiceText.notifyIncomplete);
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, Number(word.invoiceId));
    if (!row) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
    if (saysAlready(row, word)) return null;
    if (row.state !== InvoiceState.issuing) throw new AppError(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
    const next = await repo.updateInvoice(
      tx,
      row.id,
      issued
        ? { state: InvoiceState.issued, invoiceNo: word.invoiceNo!, issuedAt: new Date(word.issuedAt!), updatedAt: now }
        : { state: InvoiceState.failed, failReason: word.reason!, updatedAt: now },
    );
    await notifyIssued(tx, next, (await findOrderById(tx, next.orderId))!.orderNo, now);
    return next;
  });
  await mailIssued(ctx, [moved]);
  return { invoiceId: word.invoiceId, received: true };
}
