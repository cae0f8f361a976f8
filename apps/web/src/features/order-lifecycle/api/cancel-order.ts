import { Paths, type OrderActionResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** PUT /hermes/v1/orders/{id}/cancel (§7): the stock, E-value and coupon go back; the answer is the order as it is now. */
export function cancelOrder(orderId: string): Promise<OrderActionResult> {
  return http.put(Paths.orderCancel, undefined, { params: { id: orderId } });
}
