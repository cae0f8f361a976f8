import { Paths, type PayConfig, type PayTerminalType } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/view/pay/pay-config (businessId, terminalType), §7: the channels of this terminal. */
export function getPayConfig(businessId: string, terminalType: PayTerminalType, signal?: AbortSignal): Promise<PayConfig> {
  return http.get(Paths.payConfig, { query: { businessId, terminalType }, silent: true, signal });
}
