import { OrderAction, OrderListTab, type OrderFamily } from '@emall/contract';
import { orderListTabOf } from '@emall/domain';

/** How a status reads at a glance: waiting on the user (red), ended (grey), or under way. */
export type StatusTone = 'urgent' | 'ended' | 'active';

/** Judged by what the user may do now (the server's actions), not by status codes of three families. */
export function statusTone(order: { actions: readonly string[] }): StatusTone {
  if (order.actions.includes(OrderAction.pay) || order.actions.includes(OrderAction.confirm)) return 'urgent';
  if (order.actions.includes(OrderAction.delete)) return 'ended';
  return 'active';
}

/** An order under 待评价 (by the domain's tabs) offers the review entry. */
export function awaitsReview(order: { family: OrderFamily; status: number }): boolean {
  return orderListTabOf(order.family, order.status) === OrderListTab.waitAppraise;
}
