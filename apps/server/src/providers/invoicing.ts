import http from 'node:http';
import https from 'node:https';
import { Header, InvoiceNotifyStatus, type InvoiceDirection, type InvoiceNotification } from '@emall/contract';
import type { InvoicingConfig } from '../config.ts';
import { signatureMatches, signNotification } from './pay.ts';

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

/** How long the sandbox tax service takes to issue, and how often it tries to deliver its word. */
const SANDBOX_ISSUE_MS = 1_500;
const SANDBOX_DELIVERY_TRIES = 5;

/** One JSON POST on a connection of its own, closed after the answer (none kept open to delay a shutdown). */
function postOnce(url: string, body: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = (url.startsWith('https:') ? https : http).request(url, { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json', connection: 'close' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The sandbox tax service's side of a callback: it signs its word and posts it to the URL it was
 * given, trying again (as providers do) until it is answered with code 0 or it gives up. A word
 * that arrives before the accepting transaction has committed is refused, and the next try lands.
 */
function deliverLater(notifyUrl: string, secret: string, word: InvoiceNotification, log: (message: string) => void): void {
  const attempt = async (tries: number) => {
    try {
      const answer = await postOnce(notifyUrl, JSON.stringify(word), { [Header.invoiceSignature]: signNotification(secret, word) });
      if ((JSON.parse(answer) as { code?: number }).code === 0) return;
    } catch {
      // not reachable now, or not an answer: tried again below
    }
    if (tries < SANDBOX_DELIVERY_TRIES) setTimeout(() => void attempt(tries + 1), SANDBOX_ISSUE_MS * tries).unref();
    else log(`sandbox invoicing gave up delivering invoice ${word.invoiceId}`);
  };
  setTimeout(() => void attempt(1), SANDBOX_ISSUE_MS).unref();
}

/**
 * `sandbox` issues at once; `sandbox-async` behaves as a tax-control service does: it accepts the
 * request, issues a moment later and posts its signed word to `notifyUrl` (none: the caller, e.g. a
 * test, delivers the callbacks itself).
 */
function createSandboxInvoicing(config: InvoicingConfig, warn: (message: string) => void): InvoicingProvider {
  const later = config.provider === 'sandbox-async';
  return {
    name: config.provider,
    async issue(request, now) {
      if (!later) return { status: 'issued', invoiceNo: sandboxInvoiceNo(request.invoiceId, now), issuedAt: now };
      if (config.notifyUrl) {
        const word = { invoiceId: String(request.invoiceId), status: InvoiceNotifyStatus.issued, invoiceNo: sandboxInvoiceNo(request.invoiceId, now), issuedAt: now.toISOString() };
        deliverLater(config.notifyUrl, config.notifySecret, word, warn);
      }
      return { status: 'accepted' };
    },
    verifyNotification: (headers, body) => (signatureMatches(config.notifySecret, headers[Header.invoiceSignature], body) ? body : null),
  };
}

export function createInvoicing(config: InvoicingConfig, warn: (message: string) => void): InvoicingProvider {
  if (config.provider !== 'sandbox' && config.provider !== 'sandbox-async') {
    throw new Error(`unknown INVOICE_PROVIDER ${config.provider}: sandbox and sandbox-async are built in`);
  }
  return createSandboxInvoicing(config, warn);
}
