import { ErrorCode, InvoiceKind, InvoiceTitleType, OrderFamily, type InvoiceKind as Kind, type InvoiceTitleType as TitleType } from '@emall/contract';
import type { Outcome } from '../order-kind.ts';
import { isValidTaxNo, normaliseTaxNo } from './tax-no.ts';

/** What decides whether an order may be invoiced, in fen of cash. */
export interface InvoiceOrderFacts {
  paid: boolean;
  /** Cash paid (carriage included); E-value and the coupon are not cash. */
  cashPaidFen: number;
  /** Cash refunded or being refunded by after-sales. */
  cashRefundedFen: number;
}

/** The cash an invoice bills: what was paid in cash and not refunded. E-value and coupon parts are never invoiced. */
export function invoiceableFen(facts: InvoiceOrderFacts): number {
  return facts.paid ? Math.max(0, facts.cashPaidFen - facts.cashRefundedFen) : 0;
}

/** An order may be invoiced when it is paid, not wholly refunded, and some cash is left to bill (§8 暂无法开票 otherwise). */
export function isInvoiceable(facts: InvoiceOrderFacts): boolean {
  return invoiceableFen(facts) > 0;
}

/** Tax rates in per mille (docs/decisions/invoices.md): goods 13%, services sold as virtual goods 6%, carriage (transport) 9%. */
export const TaxRate = { goods: 130, services: 60, carriage: 90 } as const;

export function taxRateOf(family: OrderFamily): number {
  return family === OrderFamily.virtual ? TaxRate.services : TaxRate.goods;
}

/**
 * A tax-inclusive amount split into amount and tax at a rate (per mille): the amount is the
 * inclusive sum over (1 + rate), rounded half away from zero to the fen, and the tax is the rest,
 * so amount + tax is always the sum billed.
 */
export function splitTax(inclusiveFen: number, ratePermille: number): { amountFen: number; taxFen: number } {
  const sign = inclusiveFen < 0 ? -1 : 1;
  const abs = Math.abs(inclusiveFen);
  const amount = Math.floor((abs * 1000 * 2 + (1000 + ratePermille)) / ((1000 + ratePermille) * 2));
  return { amountFen: sign * amount, taxFen: sign * (abs - amount) };
}

/** A line of the order as the invoice reads it: its cash share (allocateOrder) and what after-sales paid back of it. */
export interface InvoiceSourceLine {
  name: string;
  num: number;
  cashFen: number;
  refundedPieces: number;
  refundedCashFen: number;
}

export interface InvoiceLineDraft {
  name: string;
  quantity: number;
  /** Tax-exclusive unit price in yuan, as printed (up to 6 decimals, trailing zeros dropped). */
  unitPrice: string;
  amountFen: number;
  ratePermille: number;
  taxFen: number;
}

function unitPriceText(amountFen: number, quantity: number): string {
  return (amountFen / 100 / quantity).toFixed(6).replace(/\.?0+$/, '');
}

function draftLine(name: string, quantity: number, inclusiveFen: number, ratePermille: number): InvoiceLineDraft {
  const { amountFen, taxFen } = splitTax(inclusiveFen, ratePermille);
  return { name, quantity, unitPrice: unitPriceText(amountFen, quantity), amountFen, ratePermille, taxFen };
}

/**
 * The lines a blue invoice bills: each order line's cash left after refunds (pieces kept), at the
 * order's rate, and the carriage left as a transport line. Lines with no cash left (paid in E-value
 * or wholly refunded) are not billed.
 */
export function invoiceLines(lines: readonly InvoiceSourceLine[], carriage: { cashFen: number; refundedFen: number }, ratePermille: number, carriageName: string): InvoiceLineDraft[] {
  const out: InvoiceLineDraft[] = [];
  for (const line of lines) {
    const cash = line.cashFen - line.refundedCashFen;
    const pieces = line.num - line.refundedPieces;
    if (cash > 0 && pieces > 0) out.push(draftLine(line.name, pieces, cash, ratePermille));
  }
  const carriageLeft = carriage.cashFen - carriage.refundedFen;
  if (carriageLeft > 0) out.push(draftLine(carriageName, 1, carriageLeft, TaxRate.carriage));
  return out;
}

/** The red invoice's lines: the blue one's, negated. */
export function redLines(blue: readonly InvoiceLineDraft[]): InvoiceLineDraft[] {
  return blue.map((l) => ({ ...l, quantity: -l.quantity, amountFen: -l.amountFen, taxFen: -l.taxFen }));
}

export function invoiceTotals(lines: readonly InvoiceLineDraft[]): { amountFen: number; taxFen: number; totalFen: number } {
  const amountFen = lines.reduce((a, l) => a + l.amountFen, 0);
  const taxFen = lines.reduce((a, l) => a + l.taxFen, 0);
  return { amountFen, taxFen, totalFen: amountFen + taxFen };
}

/** What the shopper fills in for a title. */
export interface InvoiceTitleInput {
  kind: Kind;
  titleType: TitleType;
  title: string;
  taxNo?: string;
  bank?: string;
  account?: string;
  regAddress?: string;
  regPhone?: string;
  email: string;
  /** Set when the invoice is posted (增值税专用发票). */
  hasMailAddress: boolean;
}

export type CheckedTitle = Omit<InvoiceTitleInput, 'hasMailAddress' | 'taxNo' | 'bank' | 'account' | 'regAddress' | 'regPhone'> & {
  taxNo: string;
  bank: string;
  account: string;
  regAddress: string;
  regPhone: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address an e-invoice can be mailed to. */
export function isValidInvoiceEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** Why a title is refused: codes whose messages the invoice form shows (the contract's shopErrorInfo). */
type TitleRefusal = (typeof ErrorCode)[
  'INVOICE_TITLE_INVALID' | 'INVOICE_SPECIAL_COMPANY_ONLY' | 'INVOICE_TAX_NO_INVALID' | 'INVOICE_SPECIAL_DETAILS_REQUIRED' | 'INVOICE_EMAIL_INVALID' | 'INVOICE_ADDRESS_REQUIRED'
];

/**
 * A title the rules accept, trimmed and normalised, or why not: a name; an email; a company's
 * taxpayer number checked (isValidTaxNo); 增值税专用发票 only for a company, with its bank,
 * account, registered address and phone, and a mailing address. A personal title carries no
 * taxpayer number or bank details.
 */
export function checkInvoiceTitle(input: InvoiceTitleInput): Outcome<CheckedTitle, TitleRefusal> {
  const title = input.title.trim();
  const company = input.titleType === InvoiceTitleType.company;
  const fields = company
    ? { taxNo: normaliseTaxNo(input.taxNo ?? ''), bank: input.bank?.trim() ?? '', account: input.account?.replace(/\s+/g, '') ?? '', regAddress: input.regAddress?.trim() ?? '', regPhone: input.regPhone?.trim() ?? '' }
    : { taxNo: '', bank: '', account: '', regAddress: '', regPhone: '' };
  if (!title) return { ok: false, code: ErrorCode.INVOICE_TITLE_INVALID };
  if (input.kind === InvoiceKind.special && !company) return { ok: false, code: ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY };
  if (company && !isValidTaxNo(fields.taxNo, input.kind)) return { ok: false, code: ErrorCode.INVOICE_TAX_NO_INVALID };
  if (input.kind === InvoiceKind.special && (!fields.bank || !fields.account || !fields.regAddress || !fields.regPhone)) {
    return { ok: false, code: ErrorCode.INVOICE_SPECIAL_DETAILS_REQUIRED };
  }
  const email = input.email.trim();
  if (!isValidInvoiceEmail(email)) return { ok: false, code: ErrorCode.INVOICE_EMAIL_INVALID };
  if (input.kind === InvoiceKind.special && !input.hasMailAddress) return { ok: false, code: ErrorCode.INVOICE_ADDRESS_REQUIRED };
  return { ok: true, value: { kind: input.kind, titleType: input.titleType, title, email, ...fields } };
}
