import { Paths } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/v1/share/record: the product page's path and query, with INVITER_ID when logged in. */
export function recordShare(productId: string, channel: string): Promise<{ shareUrl: string }> {
  return http.post(Paths.shareRecord, { productId, channel });
}
