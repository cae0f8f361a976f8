import { InvoiceKindText, InvoiceStateText, InvoiceTitleTypeText, type AdminInvoiceRow, type InvoiceView, type SavedInvoiceTitle } from '@emall/contract';
import { amountInCapitals } from '@emall/domain';
import type { InvoiceRow, InvoiceWithOrder, TitleRow } from './invoices.repository.ts';

/** The title an invoice was made out to and a saved title share: one mapping for both. */
function titleOf(row: InvoiceRow | TitleRow): Omit<SavedInvoiceTitle, 'id'> {
  return {
    kind: row.kind,
    titleType: row.titleType,
    title: row.title,
    taxNo: row.taxNo,
    bank: row.bank,
    account: row.account,
    regAddress: row.regAddress,
    regPhone: row.regPhone,
    email: row.email,
  };
}

export function toInvoiceView(row: InvoiceRow, orderNo: string): InvoiceView {
  return {
    id: String(row.id),
    orderId: String(row.orderId),
    orderNo,
    direction: row.direction,
    ...titleOf(row),
    kindText: InvoiceKindText[row.kind],
    titleTypeText: InvoiceTitleTypeText[row.titleType],
    mailAddress: row.mailAddress ?? null,
    state: row.state,
    stateText: InvoiceStateText[row.state],
    failReason: row.failReason,
    totalFen: row.totalFen,
    taxFen: row.taxFen,
    totalInCapitals: amountInCapitals(row.totalFen),
    invoiceNo: row.invoiceNo,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    appliedAt: row.appliedAt.toISOString(),
    lines: row.lines,
    redFlushDue: row.redFlushDue,
    originalId: row.originalId === null ? null : String(row.originalId),
  };
}

export function toAdminRow({ invoice, orderNo, buyerPhone }: InvoiceWithOrder): AdminInvoiceRow {
  return { ...toInvoiceView(invoice, orderNo), userId: String(invoice.userId), buyerPhone };
}

export function toSavedTitle(row: TitleRow): SavedInvoiceTitle {
  return { id: String(row.id), ...titleOf(row) };
}
