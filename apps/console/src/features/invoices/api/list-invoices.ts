import { InvoiceAdminPaths, type AdminInvoiceQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const invoicesKey = ['invoices'] as const;

/** One page of the invoice queue, newest first; the previous page stays on screen while the next loads. */
export function useInvoiceQueue(query: AdminInvoiceQuery) {
  return useQuery({
    queryKey: [...invoicesKey, 'list', query],
    queryFn: ({ signal }) => http.get(InvoiceAdminPaths.invoices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
