import { InvoiceAdminPaths } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** Hands a fetched file to the browser: a new tab to read it, or a download under `name`. */
function hand(blob: Blob, how: { open: true } | { name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if ('name' in how) link.download = how.name;
  else {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab or the download has the bytes by then; the URL need not live on.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An invoice's PDF, fetched with the console's session and opened in a new tab. */
export async function openInvoicePdf(id: string): Promise<void> {
  hand(await http.file(InvoiceAdminPaths.pdf, { params: { id } }), { open: true });
}

/** A month's invoices (yyyy-MM) as CSV, downloaded. */
export async function downloadInvoiceMonth(month: string): Promise<void> {
  hand(await http.file(InvoiceAdminPaths.export, { query: { month } }), { name: `invoices-${month}.csv` });
}
