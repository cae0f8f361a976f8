import { Paths } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** DELETE /hermes/v1/orders/{id} (§7): a finished, cancelled or closed order leaves the user's lists. */
export function deleteOrder(orderId: string): Promise<unknown> {
  return http.delete(Paths.orderDelete, undefined, { params: { id: orderId } });
}
