import type { InvoiceDirection } from '@emall/contract';
import type { InvoicingConfig } from '../config.ts';

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
}

/**
 * The sandbox numbers an invoice as a fully digital e-invoice is numbered: 20 digits, the year's
 * last two, the region (31, 上海), a 1 for the sandbox and the invoice's id, so the same request
 * always answers the same number.
 */
function createSandboxInvoicing(): InvoicingProvider {
  return {
    name: 'sandbox',
    async issue(request, now) {
      const year = String(now.getUTCFullYear()).slice(2);
      return { status: 'issued', invoiceNo: `${year}31${'1'}${String(request.invoiceId).padStart(15, '0')}`, issuedAt: now };
    },
  };
}

export function createInvoicing(config: InvoicingConfig): InvoicingProvider {
  if (config.provider !== 'sandbox') throw new Error(`unknown INVOICE_PROVIDER ${config.provider}: only sandbox is built in`);
  return createSandboxInvoicing();
}
