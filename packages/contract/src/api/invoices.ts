import { Type, type Static } from 'typebox';
import { Header } from '../http.ts';
import { InvoiceDirection, InvoiceKind, InvoiceState, InvoiceTitleType } from '../invoice.ts';
import { declareApi, route } from '../route.ts';
import { UserAddress } from '../schemas/address.ts';
import { IdParam, Paged } from '../schemas/common.ts';

/** The shopper's invoice calls (issue 17), relative to API_BASE. */
export const InvoicePaths = {
  orderStanding: '/hermes/v1/invoices/orders/:orderId',
  invoices: '/hermes/v1/invoices',
  invoice: '/hermes/v1/invoices/:id',
  pdf: '/hermes/v1/invoices/:id/pdf',
  resend: '/hermes/v1/invoices/:id/resend',
  titles: '/hermes/v1/invoice-titles',
  title: '/hermes/v1/invoice-titles/:id',
  /** Server to server: the invoicing provider's word on an invoice it accepted. */
  notify: '/hermes/v1/invoices/notify',
  /** Development and tests only: what the sandbox mail provider sent to an address. */
  mailOutbox: '/dev/mail-outbox',
} as const;

const Iso = Type.String();
const Text = (max: number) => Type.String({ maxLength: max });

/** One billed line: tax-exclusive amount and its tax (negative on a red invoice). */
export const InvoiceLineView = Type.Object({
  name: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.String(),
  amountFen: Type.Integer(),
  /** Per mille: 130 is 13%. */
  ratePermille: Type.Integer(),
  taxFen: Type.Integer(),
});
export type InvoiceLineView = Static<typeof InvoiceLineView>;

/** The title part of an invoice and of a saved title. */
const TitleFields = {
  kind: Type.Enum(InvoiceKind),
  titleType: Type.Enum(InvoiceTitleType),
  title: Text(100),
  taxNo: Text(20),
  bank: Text(100),
  account: Text(40),
  regAddress: Text(200),
  regPhone: Text(30),
};

export const InvoiceView = Type.Object({
  id: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  direction: Type.Enum(InvoiceDirection),
  ...TitleFields,
  kindText: Type.String(),
  titleTypeText: Type.String(),
  email: Type.String(),
  mailAddress: Type.Union([UserAddress, Type.Null()]),
  state: Type.Enum(InvoiceState),
  stateText: Type.String(),
  failReason: Type.String(),
  /** Tax-inclusive total (价税合计), fen; negative on a red invoice. */
  totalFen: Type.Integer(),
  taxFen: Type.Integer(),
  totalInCapitals: Type.String(),
  invoiceNo: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([Iso, Type.Null()]),
  appliedAt: Iso,
  lines: Type.Array(InvoiceLineView),
  /** A refund reached an issued invoice: a red one and a new blue one for what remains are due. */
  redFlushDue: Type.Boolean(),
  /** The blue invoice a red one cancels. */
  originalId: Type.Union([Type.String(), Type.Null()]),
});
export type InvoiceView = Static<typeof InvoiceView>;

/** What the make page needs of an order: whether it may be invoiced, for how much, and its current invoice. */
export const InvoiceOrderStanding = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  invoiceable: Type.Boolean(),
  /** '暂无法开票' when not invoiceable. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  amountFen: Type.Integer(),
  /** The order's open or issued invoice, if any. */
  current: Type.Union([InvoiceView, Type.Null()]),
});
export type InvoiceOrderStanding = Static<typeof InvoiceOrderStanding>;

export const InvoiceApplyBody = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1 }),
    kind: Type.Enum(InvoiceKind),
    titleType: Type.Enum(InvoiceTitleType),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    taxNo: Type.Optional(Text(30)),
    bank: Type.Optional(Text(100)),
    account: Type.Optional(Text(40)),
    regAddress: Type.Optional(Text(200)),
    regPhone: Type.Optional(Text(30)),
    email: Type.String({ minLength: 3, maxLength: 100 }),
    /** An address of the shopper's book, for a posted (增值税专用) invoice. */
    addressId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type InvoiceApplyBody = Static<typeof InvoiceApplyBody>;

export const InvoiceListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const InvoiceResendBody = Type.Object({ email: Type.Optional(Type.String({ minLength: 3, maxLength: 100 })) }, { additionalProperties: false });
export type InvoiceResendBody = Static<typeof InvoiceResendBody>;

/** A title the shopper used before, kept by the server (latest first). */
export const SavedInvoiceTitle = Type.Object({ id: Type.String(), ...TitleFields, email: Type.String() });
export type SavedInvoiceTitle = Static<typeof SavedInvoiceTitle>;

export const MailOutboxQuery = Type.Object({ email: Type.String({ minLength: 3, maxLength: 100 }) });
export const MailOutboxEntry = Type.Object({ to: Type.String(), subject: Type.String(), body: Type.String(), attachment: Type.String(), sentAt: Iso });

const IdParams = Type.Object({ id: IdParam });

/** What an invoicing provider that issues later (a tax-control service) calls back with. */
export const InvoiceNotifyStatus = { issued: 'issued', failed: 'failed' } as const;
export const InvoiceNotification = Type.Object(
  {
    /** Our invoice id, the request's idempotency key. */
    invoiceId: IdParam,
    status: Type.Enum(InvoiceNotifyStatus),
    /** Issued: the number the tax system gave it, and when. */
    invoiceNo: Type.Optional(Type.String({ pattern: '^[0-9]{8,20}$' })),
    issuedAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** Failed: why, in the provider's words (the shopper reads it under 开票失败). */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type InvoiceNotification = Static<typeof InvoiceNotification>;
export const InvoiceNotifyAnswer = Type.Object({ invoiceId: Type.String(), received: Type.Boolean() });

export const InvoicesApi = declareApi('invoices', {
  standing: route(
    'GET',
    InvoicePaths.orderStanding,
    "Whether one of the caller's orders may be invoiced (暂无法开票 otherwise), its amount and current invoice",
    { params: Type.Object({ orderId: IdParam }), answer: InvoiceOrderStanding },
    'required',
  ),
  apply: route(
    'POST',
    InvoicePaths.invoices,
    'Apply for an invoice of a paid order; one open application per order: a repeat answers the same one',
    { body: InvoiceApplyBody, answer: InvoiceView },
    'required',
  ),
  list: route('GET', InvoicePaths.invoices, "The caller's invoices, newest first", { query: InvoiceListQuery, answer: Paged(InvoiceView) }, 'required'),
  detail: route('GET', InvoicePaths.invoice, "One of the caller's invoices", { params: IdParams, answer: InvoiceView }, 'required'),
  pdf: route('GET', InvoicePaths.pdf, "An issued invoice's PDF (application/pdf, not the envelope)", { params: IdParams, answer: Type.Null() }, 'required'),
  resend: route('POST', InvoicePaths.resend, 'Email an issued invoice again (to its email or another)', { params: IdParams, body: InvoiceResendBody, answer: Type.Null() }, 'required'),
  titles: route('GET', InvoicePaths.titles, "The caller's saved titles, last used first", { answer: Type.Array(SavedInvoiceTitle) }, 'required'),
  removeTitle: route('DELETE', InvoicePaths.title, 'Forget a saved title', { params: IdParams, answer: Type.Null() }, 'required'),
  /** Server to server: the provider proves itself by its signature, not by a login. */
  notify: route(
    'POST',
    InvoicePaths.notify,
    `An invoicing provider's word on an invoice it accepted (issued with its number, or failed), signed in ${Header.invoiceSignature}; a repeat answers as the first`,
    { body: InvoiceNotification, answer: InvoiceNotifyAnswer },
  ),
});

/** Development and tests only (never in production). */
export const InvoiceDevApi = declareApi('dev', {
  mailOutbox: route('GET', InvoicePaths.mailOutbox, 'Mails the sandbox mail provider sent to an address, latest first', { query: MailOutboxQuery, answer: Type.Array(MailOutboxEntry) }),
});
