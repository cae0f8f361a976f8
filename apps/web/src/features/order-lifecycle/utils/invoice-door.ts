import { InvoiceRoute, InvoiceText, Text, invoiceUrl, type OrderListItem } from '@emall/contract';
import { showToast } from '../../../lib/toast.ts';

/** What the door reads of an order: the list's cards and the detail both have it. */
type InvoiceableOrder = Pick<OrderListItem, 'orderId' | 'paidAt' | 'amounts'>;

/**
 * 申请开票 on a paid order (issue 17), the detail's and the list cards' one door: an order with cash
 * paid opens the invoice page (which shows its invoice when it has one); one paid only in E-value or
 * a coupon has nothing to invoice: §5 "invoice jump with no URL" toasts 暂无法开票.
 */
export function invoiceDoor(order: InvoiceableOrder, go: (url: string) => void): { text: string; onOpen: () => void } | undefined {
  if (order.paidAt === null) return undefined;
  return {
    text: InvoiceText.apply,
    onOpen: () => (order.amounts.payAmount > 0 ? go(invoiceUrl(InvoiceRoute.make, order.orderId)) : showToast(Text.invoiceUnavailable)),
  };
}
