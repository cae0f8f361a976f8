import { Header, type InvoiceDirection, type InvoiceNotification } from '@emall/contract';
import type { InvoicingConfig } from '../config.ts';
import { signatureMatches } from './pay.ts';

/** What the provider is asked to issue: the invoice's id (the request's idempotency key) and what it bills. */
interface IssueRequest {
  invoiceId: number;
  direction: InvoiceDirection;
  totalFen: number;
  buyerTitle: string;
  buyerTaxNo: string;
  /** The blue invoice's number a red one cancels. */
  originalNo: string | null;
}

/** Issued at once (the sandbox), or accepted: the provider's callback issues it later (a real tax-control service). */
type IssueAnswer = { status: 'issued'; invoiceNo: string; issuedAt: Date } | { status: 'accepted' };

/**
 * Issues e-invoices (issue 17). A real tax-control e-invoice service plugs in behind this interface by
 * configuration (INVOICE_PROVIDER) and answers `accepted`, then calls back; the sandbox issues at once.
 */
export interface InvoicingProvider {
  readonly name: string;
  issue(request: IssueRequest, now: Date): Promise<IssueAnswer>;
  /** The provider's callback if its signature verifies over exactly this body; null when forged or altered. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, body: InvoiceNotification): InvoiceNotification | null;
}

/**
 * The sandbox numbers an invoice as a fully digital e-invoice is numbered: 20 digits, the year's
 * last two, the region (31, 上海), a 1 for the sandbox and the invoice's id, so the same request
 * always answers the same number.
 */
export function sandboxInvoiceNo(invoiceId: number, now: Date): string {
  return `${String(now.getUTCFullYear()).slice(2)}311${String(invoiceId).padStart(15, '0')}`;
}

/**
 * `sandbox` issues at once; `sandbox-async` behaves as a tax-control service does: it accepts the
 * request and issues later, calling back our notify route with a body signed under `secret` (the
 * sandbox's console and tests deliver that callback).
 */
function createSandboxInvoicing(later: boolean, secret: string): InvoicingProvider {
  return {
    name: later ? 'sandbox-async' : 'sandbox',
    async issue(request, now) {
      return later ? { status: 'accepted' } : { status: 'issued', invoiceNo: sandboxInvoiceNo(request.invoiceId, now), issuedAt: now };
    },
    verifyNotification: (headers, body) => (signatureMatches(secret, headers[Header.invoiceSignature], body) ? body : null),
  };
}

export function createInvoicing(config: InvoicingConfig): InvoicingProvider {
  if (config.provider !== 'sandbox' && config.provider !== 'sandbox-async') {
    throw new Error(`unknown INVOICE_PROVIDER ${config.provider}: sandbox and sandbox-async are built in`);
  }
  return createSandboxInvoicing(config.provider === 'sandbox-async', config.notifySecret);
}
