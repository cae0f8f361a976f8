import { InvoiceAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invoicesKey } from './list-invoices.ts';

export const invoiceKey = (id: string) => [...invoicesKey, 'invoice', id] as const;

/** One invoice with its lines, the order's other invoices and its audit rows. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => http.get(InvoiceAdminPaths.invoice, { params: { id }, signal }),
  });
}
