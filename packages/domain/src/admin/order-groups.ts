import { AdminOrderStatusGroup, MainOrderStatus as Main, OrderFamily, OrderListTab, ShopOrderStatus as Shop, VirtualOrderStatus as Virtual } from '@emall/contract';
import { statusesOfOrderTab } from '../order-status.ts';

const over: Record<'finished' | 'closed', Record<OrderFamily, readonly number[]>> = {
  finished: { [OrderFamily.main]: [Main.finish], [OrderFamily.shop]: [Shop.finish], [OrderFamily.virtual]: [Virtual.finish] },
  // A failed virtual order was refunded at once (its supplier could not open it): it is over, unsold.
  closed: {
    [OrderFamily.main]: [Main.cancel, Main.close],
    [OrderFamily.shop]: [Shop.cancel, Shop.close],
    [OrderFamily.virtual]: [Virtual.cancel, Virtual.close, Virtual.fail],
  },
};

/** The statuses of each family a status filter of 订单管理 shows: the shop's tabs while the order runs, then finished or closed. */
export function adminOrderStatuses(group: AdminOrderStatusGroup): Record<OrderFamily, readonly number[]> {
  if (group === AdminOrderStatusGroup.finished || group === AdminOrderStatusGroup.closed) return over[group];
  const tab = { waitPay: OrderListTab.waitPay, waitSend: OrderListTab.waitSend, waitReceive: OrderListTab.waitReceive, waitAppraise: OrderListTab.waitAppraise }[group];
  return statusesOfOrderTab(tab)!;
}

/** The status filter group an order's status is under. */
export function adminOrderGroupOf(family: OrderFamily, status: number): AdminOrderStatusGroup | null {
  return (Object.values(AdminOrderStatusGroup) as AdminOrderStatusGroup[]).find((group) => adminOrderStatuses(group)[family].includes(status)) ?? null;
}
