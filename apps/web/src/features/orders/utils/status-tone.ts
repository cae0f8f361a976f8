import { OrderAction } from '@emall/contract';

/** How a status reads at a glance: waiting on the user (red), ended (grey), or under way. */
export type StatusTone = 'urgent' | 'ended' | 'active';

/** Judged by what the user may do now (the server's actions), not by status codes of three families. */
export function statusTone(order: { actions: readonly string[] }): StatusTone {
  if (order.actions.includes(OrderAction.pay) || order.actions.includes(OrderAction.confirm)) return 'urgent';
  if (order.actions.includes(OrderAction.delete)) return 'ended';
  return 'active';
}
