import { Type, type Static } from 'typebox';
import { InvoiceView } from '../api/invoices.ts';
import { InvoiceState, InvoiceTitleType } from '../invoice.ts';
import { adminRoute, declareApi } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import { AuditEntry } from './audit.ts';
import { Permission } from './permissions.ts';

/** 发票管理's calls (issue 17), relative to ADMIN_API_BASE. */
export const InvoiceAdminPaths = {
  invoices: '/invoices',
  export: '/invoices/export',
  invoice: '/invoices/:id',
  pdf: '/invoices/:id/pdf',
  issue: '/invoices/:id/issue',
  reject: '/invoices/:id/reject',
  redFlush: '/invoices/:id/red-flush',
} as const;

/** What 发票管理 writes to the audit log (target type `invoice`). */
export const InvoiceAuditAction = { issue: 'invoice.issue', reject: 'invoice.reject', redFlush: 'invoice.redFlush' } as const;

const Iso = Type.String({ format: 'date-time' });

export const AdminInvoiceQuery = Type.Object(
  {
    state: Type.Optional(Type.Enum(InvoiceState)),
    titleType: Type.Optional(Type.Enum(InvoiceTitleType)),
    /** An order number, an invoice number or a title. */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    appliedFrom: Type.Optional(Iso),
    appliedTo: Type.Optional(Iso),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminInvoiceQuery = Static<typeof AdminInvoiceQuery>;

export const AdminInvoiceRow = Type.Object({ ...InvoiceView.properties, userId: Type.String(), buyerPhone: Type.String() });
export type AdminInvoiceRow = Static<typeof AdminInvoiceRow>;

export const AdminInvoiceDetail = Type.Object({
  ...AdminInvoiceRow.properties,
  /** The order's other invoices (red, earlier or later blue ones), newest first. */
  related: Type.Array(InvoiceView),
  audit: Type.Array(AuditEntry),
});
export type AdminInvoiceDetail = Static<typeof AdminInvoiceDetail>;

export const InvoiceRejectBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type InvoiceRejectBody = Static<typeof InvoiceRejectBody>;

/** A month of China time, yyyy-MM. */
export const InvoiceExportQuery = Type.Object({ month: Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' }) }, { additionalProperties: false });
export type InvoiceExportQuery = Static<typeof InvoiceExportQuery>;

const Params = Type.Object({ id: IdParam });

export const InvoiceAdminApi = declareApi('invoice-admin', {
  list: adminRoute('GET', InvoiceAdminPaths.invoices, Permission.invoicesRead, 'Invoice queue: filter by state, title type, applied date; newest first', {
    query: AdminInvoiceQuery,
    answer: Paged(AdminInvoiceRow),
  }),
  export: adminRoute('GET', InvoiceAdminPaths.export, Permission.invoicesRead, "A month's invoices (issued, red-flushed and red) as CSV (text/csv, not the envelope)", {
    query: InvoiceExportQuery,
    answer: Type.Null(),
  }),
  detail: adminRoute('GET', InvoiceAdminPaths.invoice, Permission.invoicesRead, 'An invoice with the order’s other invoices and its audit rows', { params: Params, answer: AdminInvoiceDetail }),
  pdf: adminRoute('GET', InvoiceAdminPaths.pdf, Permission.invoicesRead, "An issued invoice's PDF (application/pdf)", { params: Params, answer: Type.Null() }),
  issue: adminRoute('POST', InvoiceAdminPaths.issue, Permission.invoicesIssue, 'Issue an applied invoice through the invoicing provider (the sandbox at once)', {
    params: Params,
    answer: AdminInvoiceDetail,
  }),
  reject: adminRoute('POST', InvoiceAdminPaths.reject, Permission.invoicesIssue, 'Refuse an applied invoice with a reason the shopper reads (开票失败)', {
    params: Params,
    body: InvoiceRejectBody,
    answer: AdminInvoiceDetail,
  }),
  redFlush: adminRoute('POST', InvoiceAdminPaths.redFlush, Permission.invoicesIssue, 'Red-flush an issued invoice: a red one cancels it and a new blue one bills what remains of the order', {
    params: Params,
    answer: AdminInvoiceDetail,
  }),
});
