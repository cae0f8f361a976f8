import { Paths, type OrderActionResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** PUT /hermes/v1/orders/{id}/confirm (§7): 确认收货. */
export function confirmOrder(orderId: string): Promise<OrderActionResult> {
  return http.put(Paths.orderConfirm, undefined, { params: { id: orderId } });
}
