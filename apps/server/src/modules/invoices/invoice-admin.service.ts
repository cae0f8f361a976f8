import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  InvoiceAdminText,
  InvoiceAuditAction,
  InvoiceCsvColumns,
  InvoiceDirection,
  InvoiceKindText,
  InvoiceState,
  InvoiceStateText,
  InvoiceTitleTypeText,
  type AdminInvoiceDetail,
  type AdminInvoiceQuery,
  type AdminInvoiceRow,
  type AuditEntry,
} from '@emall/contract';
import { formatMoney } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { recordAudit, searchAudit, type AuditActor } from '../audit/audit.service.ts';
import { findOrderById } from '../orders/orders.service.ts';
import { billOf, issueRow, mailIssued, pdfOf, redFlushRow } from './invoice-issue.service.ts';
import * as repo from './invoices.repository.ts';
import { toAdminRow, toInvoiceView } from './invoices.view.ts';

export async function adminInvoices(ctx: AppContext, query: AdminInvoiceQuery): Promise<Paged<AdminInvoiceRow>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.searchInvoices(
    ctx.db,
    {
      state: query.state,
      titleType: query.titleType,
      keyword: query.keyword?.trim() || undefined,
      appliedFrom: query.appliedFrom ? new Date(query.appliedFrom) : undefined,
      appliedTo: query.appliedTo ? new Date(query.appliedTo) : undefined,
    },
    (pageNo - 1) * pageSize,
    pageSize,
  );
  return { pageNo, pageSize, totalNum: total, result: rows.map(toAdminRow) };
}

async function auditOf(ctx: AppContext, id: number): Promise<AuditEntry[]> {
  return (await searchAudit(ctx, { targetType: 'invoice', targetId: String(id), pageSize: 100 })).result;
}

/** GET /admin-api/invoices/:id (unknown: 40425). */
export async function adminInvoiceDetail(ctx: AppContext, id: number): Promise<AdminInvoiceDetail> {
  const found = await repo.findInvoiceWithOrder(ctx.db, id);
  if (!found) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
  const [others, audit] = await Promise.all([repo.findInvoicesOfOrder(ctx.db, found.invoice.orderId), auditOf(ctx, id)]);
  return {
    ...toAdminRow(found),
    related: others.filter((r) => r.id !== id).map((r) => toInvoiceView(r, found.orderNo)),
    audit,
  };
}

export async function adminInvoicePdf(ctx: AppContext, id: number): Promise<{ pdf: Uint8Array; name: string }> {
  const found = await repo.findInvoiceWithOrder(ctx.db, id);
  if (!found) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
  return { pdf: await pdfOf(ctx, found.invoice, found.orderNo), name: `${found.invoice.invoiceNo}.pdf` };
}

type Action = 'issue' | 'reject' | 'redFlush';

/**
 * A finance write on one invoice, under its row lock, with its audit row in the same transaction:
 * issue (applied → issued through the provider), reject (applied → 开票失败 with the reason) or
 * red-flush (issued → 已红冲, a red invoice and a new blue one for what remains). Whoever loses a
 * race finds the state moved (40197). What was issued is mailed after the commit.
 */
export async function actOnInvoice(ctx: AppContext, actor: AuditActor, id: number, action: Action, reason = ''): Promise<AdminInvoiceDetail> {
  const now = ctx.clock.now();
  const note = reason.trim();
  if (action === 'reject' && !note) throw new AppError(ErrorCode.BAD_REQUEST, InvoiceAdminText.rejectReasonRequired);
  const issued = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, id);
    if (!row) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
    const wanted = action === 'redFlush' ? InvoiceState.issued : InvoiceState.applied;
    if (row.state !== wanted || row.direction !== InvoiceDirection.blue) throw new AppError(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
    let out: repo.InvoiceRow | null = null;
    if (action === 'issue') out = await issueRow(ctx, tx, row, now);
    if (action === 'reject') await repo.updateInvoice(tx, id, { state: InvoiceState.failed, failReason: note, updatedAt: now });
    if (action === 'redFlush') out = await redFlushRow(ctx, tx, row, now);
    const after = (await repo.findInvoice(tx, id))!;
    await recordAudit(tx, {
      actor,
      at: now,
      action: InvoiceAuditAction[action],
      targetType: 'invoice',
      targetId: id,
      before: { state: row.state },
      after: { state: after.state, invoiceNo: after.invoiceNo, totalFen: after.totalFen, ...(note ? { reason: note } : {}), ...(out && out.id !== id ? { newInvoiceId: out.id } : {}) },
    });
    return out;
  });
  await mailIssued(ctx, [issued]);
  return adminInvoiceDetail(ctx, id);
}

/**
 * One pass of the red-flush sweep: an issued blue invoice whose order had a refund after it was
 * issued, and which now bills more than the order keeps, is red-flushed by the system (a red
 * invoice, and a new blue one for what remains). Each under its row lock, so a pass running twice
 * or beside finance's red-flush flushes once.
 */
export async function redFlushRefunded(ctx: AppContext): Promise<number> {
  let flushed = 0;
  for (const candidate of await repo.findIssuedWithLaterRefunds(ctx.db, 100)) {
    const now = ctx.clock.now();
    const next = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockInvoice(tx, candidate.id);
      if (!row || row.state !== InvoiceState.issued) return undefined;
      const bill = await billOf(ctx, tx, (await findOrderById(tx, row.orderId))!);
      if (bill.amountFen === row.totalFen) return undefined;
      await repo.updateInvoice(tx, row.id, { redFlushDue: true });
      return redFlushRow(ctx, tx, row, now);
    });
    if (next !== undefined) {
      flushed++;
      await mailIssued(ctx, [next]);
    }
  }
  return flushed;
}

function csvCell(value: string): string {
  // A cell a spreadsheet would read as a formula (a title typed as =…) is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const chinaTime = (d: Date | null) => (d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '');

/** GET /admin-api/invoices/export?month=yyyy-MM: the invoices issued that month (China time) as CSV with a BOM (Excel opens it as UTF-8). */
export async function exportMonth(ctx: AppContext, month: string): Promise<string> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - 8 * 3_600_000);
  const to = new Date(Date.UTC(y, m, 1) - 8 * 3_600_000);
  const rows = await repo.findIssuedBetween(ctx.db, from, to);
  const lines = rows.map(({ invoice: r, orderNo }) =>
    [
      r.invoiceNo ?? '',
      r.direction === InvoiceDirection.red ? InvoiceAdminText.red : InvoiceAdminText.blue,
      InvoiceStateText[r.state],
      orderNo,
      InvoiceKindText[r.kind],
      InvoiceTitleTypeText[r.titleType],
      r.title,
      r.taxNo,
      formatMoney(r.totalFen - r.taxFen),
      formatMoney(r.taxFen),
      formatMoney(r.totalFen),
      chinaTime(r.appliedAt),
      chinaTime(r.issuedAt),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[InvoiceCsvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
