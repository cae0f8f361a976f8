import { Paths, type TradeResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/view/pay/query-pay-result (cashFlowNo), §7: one payment, for its receipt. */
export function queryPayResult(cashFlowNo: string, signal?: AbortSignal): Promise<TradeResult> {
  return http.get(Paths.queryPayResult, { query: { cashFlowNo }, silent: true, signal });
}
