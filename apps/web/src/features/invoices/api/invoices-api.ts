import { InvoicePaths, type InvoiceApplyBody, type InvoiceView } from '@emall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

const invoiceKeys = {
  all: (userId: string | null) => ['invoices', userId] as const,
  standing: (userId: string | null, orderId: string) => ['invoices', userId, 'standing', orderId] as const,
  titles: (userId: string | null) => ['invoices', userId, 'titles'] as const,
};

/** May the order be invoiced, for how much, and its current invoice. Silent: the page shows the error. */
export function useInvoiceStanding(orderId: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: invoiceKeys.standing(userId, orderId),
    queryFn: ({ signal }) => http.get(InvoicePaths.orderStanding, { params: { orderId }, silent: true, signal }),
    enabled: orderId !== '',
    staleTime: 0,
  });
}

/** The titles the server kept for the shopper, last used first. */
export function useSavedTitles() {
  const userId = useSession((s) => s.userId);
  return useQuery({ queryKey: invoiceKeys.titles(userId), queryFn: ({ signal }) => http.get(InvoicePaths.titles, { silent: true, signal }), staleTime: 60_000 });
}

export function useApplyInvoice() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userId);
  return useMutation({
    mutationFn: (body: InvoiceApplyBody) => http.post(InvoicePaths.invoices, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all(userId) }),
  });
}

export function useResendInvoice() {
  return useMutation({ mutationFn: ({ id, email }: { id: string; email?: string }) => http.post(InvoicePaths.resend, email ? { email } : {}, { params: { id } }) });
}

/** Downloads an issued invoice's PDF through the shop's HTTP layer (a refusal is toasted there) and saves it. */
export async function downloadInvoicePdf(invoice: InvoiceView): Promise<void> {
  const file = await http.blob(InvoicePaths.pdf, { params: { id: invoice.id } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.invoiceNo ?? invoice.id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
