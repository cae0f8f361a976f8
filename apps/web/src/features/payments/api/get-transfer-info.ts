import { Paths, type TransferInfo } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v2/view/pay/getOrCreate, §7: the order's bank transfer (made on first ask) with the receiving account, §3. */
export function getOrCreateTransfer(orderNo: string, signal?: AbortSignal): Promise<TransferInfo> {
  return http.get(Paths.transferGetOrCreate, { query: { orderNo }, silent: true, signal });
}
