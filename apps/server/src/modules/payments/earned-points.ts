import { UiText } from '@emall/contract';
import type { Executor } from '../../db/client.ts';
import { grantPoints } from '../points/points.service.ts';
import type { OrderRow } from '../orders/orders.service.ts';

/**
 * E-value earned by paying (§5), once per order whatever repeats (the ledger key): physical goods
 * when paid, virtual goods once opened (a failed one never earns).
 */
export async function grantEarnedPoints(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  if (order.pointsEarned <= 0) return;
  // Earned, so it pays off what the shopper owes first (grantPoints), once by its key.
  await grantPoints(tx, order.userId, order.pointsEarned, `${UiText.order}${order.orderNo}支付获得E值`, `order-earn:${order.orderNo}`, now);
}
