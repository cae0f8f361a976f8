import { ErrorCode, InvoiceAdminPaths, type AdminInvoiceDetail } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http.ts';
import { invoiceKey } from './get-invoice.ts';
import { invoicesKey } from './list-invoices.ts';

export type InvoiceAction = { kind: 'issue' } | { kind: 'reject'; reason: string } | { kind: 'redFlush' };

function send(id: string, action: InvoiceAction): Promise<AdminInvoiceDetail> {
  const params = { params: { id } };
  switch (action.kind) {
    case 'issue':
      return http.post(InvoiceAdminPaths.issue, undefined, params);
    case 'reject':
      return http.post(InvoiceAdminPaths.reject, { reason: action.reason }, params);
    case 'redFlush':
      return http.post(InvoiceAdminPaths.redFlush, undefined, params);
  }
}

/**
 * Finance's action on an invoice. The server's answer replaces it on screen and the queue is read
 * again; when another operator (or the red-flush sweep) moved it first, the client has toasted the
 * server's message and the invoice is read again, so the page shows where it stands now.
 */
export function useInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InvoiceAction) => send(id, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...invoicesKey, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.INVOICE_ACTION_NOT_ALLOWED) {
        void queryClient.invalidateQueries({ queryKey: invoicesKey });
      }
    },
  });
}
