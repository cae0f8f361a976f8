import { Paths, type PayResultConfig } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/view/pay/pay-result-config (businessId), §7: the result page's title, texts and buttons for the order's state. */
export function getPayResultConfig(businessId: string, signal?: AbortSignal): Promise<PayResultConfig> {
  return http.get(Paths.payResultConfig, { query: { businessId }, silent: true, signal });
}
