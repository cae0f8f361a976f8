import { Paths, type TradeResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/orders/pay-result/{id}, §7: the payment of an order paid at submit (E-value, a coupon) or by a container. */
export function getOrderPayResult(orderNo: string, signal?: AbortSignal): Promise<TradeResult> {
  return http.get(Paths.orderPayResult, { params: { id: orderNo }, silent: true, signal });
}
