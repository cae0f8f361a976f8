import { Paths, type PayResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** Query pay result by out_trade_no (§7, path ours): frontData (with resultUrl) and cashFlowNo, for /payTransfer. */
export function getPayResultByOutTradeNo(outTradeNo: string, signal?: AbortSignal): Promise<PayResult> {
  return http.get(Paths.payResultByOutTradeNo, { query: { out_trade_no: outTradeNo }, silent: true, signal });
}
