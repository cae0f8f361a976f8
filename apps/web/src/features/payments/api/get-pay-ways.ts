import { Paths, type PayWays } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/view/pay/pay-way/{id}, §7: what the order asks for and every way to pay it. Silent: the page shows its own error. */
export function getPayWays(orderNo: string, signal?: AbortSignal): Promise<PayWays> {
  return http.get(Paths.payWay, { params: { id: orderNo }, silent: true, signal });
}
