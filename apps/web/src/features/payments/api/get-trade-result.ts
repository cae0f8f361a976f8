import { Paths, type TradeResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/trade/result/{id}, §7: where a cash order's payment stands. */
export function getTradeResult(orderNo: string, signal?: AbortSignal): Promise<TradeResult> {
  return http.get(Paths.tradeResult, { params: { id: orderNo }, silent: true, signal });
}
