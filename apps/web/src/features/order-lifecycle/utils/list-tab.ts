import { OrderListTab } from '@emall/contract';

export const listTabs = Object.values(OrderListTab);

/** The tab of the list's ?status=, all for a missing or unknown one. */
export function listTabOf(status: string | null): OrderListTab {
  return listTabs.find((tab) => tab === status) ?? OrderListTab.all;
}
