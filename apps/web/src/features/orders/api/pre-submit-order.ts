import type { OrderRequest, OrderSubmitData } from '@emall/contract';
import { http } from '../../../lib/http.ts';
import { submitKinds, type SubmitKind } from '../utils/submit-kinds.ts';

/**
 * The kind's pre-submit call (§7 Orders): the order priced by the server as it would be charged,
 * with its coupons, delivery and pay data. The page never prices it itself.
 */
export function preSubmitOrder(
  kind: SubmitKind,
  body: OrderRequest,
  options: { silent: boolean; signal?: AbortSignal },
): Promise<OrderSubmitData> {
  return http.post(submitKinds[kind].preSubmitPath, body, options);
}
