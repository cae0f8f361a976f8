import { OrderListTab, Paths, type OrderUrlConfig } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { ordersKey } from './order-keys.ts';

/** The platform the order bar config is asked for (§7 displayPlatform); the web shop is H5. */
const DISPLAY_PLATFORM = 'H5';

/** GET /api/user/center/config/order/url/list (§7): the order bar with the user's count under each tab. */
function getOrderUrlList(signal?: AbortSignal): Promise<OrderUrlConfig[]> {
  return http.get(Paths.orderUrlList, { query: { displayPlatform: DISPLAY_PLATFORM, _t: Date.now() }, silent: true, signal });
}

export type OrderCounts = Partial<Record<OrderListTab, number>>;

const orderCountsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...ordersKey(userId), 'counts'] as const,
    queryFn: async ({ signal }): Promise<OrderCounts> =>
      Object.fromEntries((await getOrderUrlList(signal)).map((entry) => [entry.tab, entry.count])),
    staleTime: 0,
  });

/** How many of the user's orders wait under each tab (the tabs' badges); empty until known, or if the call fails. */
export function useOrderCounts(): OrderCounts {
  const userId = useSession((s) => s.userId);
  return useQuery(orderCountsQueryOptions(userId)).data ?? {};
}

/** The user centre's order bar as the server configures it: each tab's title, route and count. */
export const orderBarQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...ordersKey(userId), 'bar'] as const,
    queryFn: ({ signal }) => getOrderUrlList(signal),
    staleTime: 0,
  });
