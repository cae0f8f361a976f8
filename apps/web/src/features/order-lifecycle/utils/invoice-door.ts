import { InvoiceRoute, InvoiceText, Text, invoiceUrl, type OrderDetailV3 } from '@emall/contract';
import { showToast } from '../../../lib/toast.ts';

/**
 * 申请开票 on a paid order (issue 17): an order with cash paid opens the invoice page (which shows
 * its invoice when it has one); one paid only in E-value or a coupon has nothing to invoice: §5
 * "invoice jump with no URL" toasts 暂无法开票.
 */
export function invoiceDoor(order: OrderDetailV3, go: (url: string) => void): { text: string; onOpen: () => void } | undefined {
  if (order.paidAt === null) return undefined;
  return {
    text: InvoiceText.apply,
    onOpen: () => (order.amounts.payAmount > 0 ? go(invoiceUrl(InvoiceRoute.make, order.orderId)) : showToast(Text.invoiceUnavailable)),
  };
}
