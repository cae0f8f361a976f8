import { Paths, type PayCountdown } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/orders/pay-countdown/{id}, §7: seconds left to pay; at 0 the server closes the order and releases its holds. */
export function getPayCountdown(orderNo: string, signal?: AbortSignal): Promise<PayCountdown> {
  return http.get(Paths.payCountdown, { params: { id: orderNo }, silent: true, signal });
}
